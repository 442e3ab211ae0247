extension ImageSize {
    /// The size a service names by a short word rather than a number (Flickr's `sq`, `k`, `3k`,
    /// `o`): 1–3 ASCII lowercase letters and digits, held as one number above any that 500px
    /// uses, so that it travels where an `ImageSize` does and reads back as its word.
    public init?(word: String) {
        let bytes = Array(word.utf8)
        guard (1...3).contains(bytes.count), bytes.allSatisfy(Self.isWordByte) else { return nil }
        self.init(rawValue: Self.wordBase + bytes.reduce(0) { $0 << 8 | Int($1) })
    }

    /// The word of a size a service names by one; nil for 500px's numbered sizes.
    public var word: String? {
        guard rawValue > Self.wordBase, rawValue < Self.wordBase + 1 << 24 else { return nil }
        var bytes: [UInt8] = []
        var rest = rawValue - Self.wordBase
        while rest > 0 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        guard bytes.allSatisfy(Self.isWordByte) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The largest image the photo's owner lets others have: a service's own original when it
    /// offers one (Flickr's `o`), else its largest size.
    public static let largestAllowed = ImageSize(word: "max") ?? .px2048

    /// Above every number a service sends as a size id; a word's bytes are added to it.
    private static let wordBase = 1 << 40

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
