/// The ids and other names Flickr sends that photomania puts into URLs, requests and file
/// names: each kind is a short run of ASCII from a small set, so no `/`, `..`, white space or
/// control byte ever gets through. A value that is not one is refused, not repaired.
public enum FlickrID {
    public enum Kind: String, Sendable, CustomStringConvertible {
        /// A photo, album (photoset) or gallery number: ASCII digits of a whole number from 1 to
        /// 2^64−1, leading zeros dropped (`"0042"` is `"42"`).
        case number
        /// A person's NSID or any other id Flickr composes: 1–64 of `A–Z a–z 0–9 @ _ - .`, not
        /// dots alone (`12037949754@N01`, the comment id `6065-109722179-72157…`, the compound
        /// gallery id `6065-72157617483228192`).
        case token
        /// A secret or a server: 1–64 ASCII letters and digits.
        case secret
        /// An image format (`jpg`, `png`): 1–8 ASCII letters and digits, lowercased.
        case format

        public var description: String { rawValue }
    }

    /// The longest id of any kind.
    public static let maxLength = 64

    /// `text` as an id of `kind`, or nil.
    public static func valid(_ text: String, _ kind: Kind) -> String? {
        let bytes = text.utf8
        switch kind {
        case .number:
            guard (1...maxLength).contains(bytes.count), bytes.allSatisfy(isDigit),
                  let value = UInt64(text), value > 0 else { return nil }
            return String(value)
        case .token:
            guard (1...maxLength).contains(bytes.count), bytes.allSatisfy(isTokenByte),
                  !bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) else { return nil }
            return text
        case .secret:
            guard (1...maxLength).contains(bytes.count), bytes.allSatisfy(isAlphanumeric) else { return nil }
            return text
        case .format:
            guard (1...8).contains(bytes.count), bytes.allSatisfy(isAlphanumeric) else { return nil }
            return text.lowercased()
        }
    }

    /// Whether `text` has an NSID's shape, `^[0-9]{5,11}@N[0-9]{2}$` (how page URLs tell an
    /// NSID from a path alias).
    public static func isNSID(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2, (5...11).contains(parts[0].count), parts[0].allSatisfy(isDigit) else { return false }
        let tail = parts[1]
        return tail.count == 3 && tail.first == UInt8(ascii: "N") && tail.dropFirst().allSatisfy(isDigit)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
