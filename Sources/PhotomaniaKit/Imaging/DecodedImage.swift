/// Pixels from a decoder, with the problems it worked around on the way.
public struct DecodedImage: Sendable, Equatable {
    public let image: RGBImage
    /// Recoverable problems the library worked around, such as JPEG data ending early or a PNG
    /// metadata chunk with a bad checksum.
    public let warnings: Int
    /// The library's message for the first of them, e.g. "Corrupt JPEG data: bad Huffman code".
    public let firstWarning: String?

    public init(image: RGBImage, warnings: Int, firstWarning: String?) {
        self.image = image
        self.warnings = warnings
        self.firstWarning = firstWarning
    }

    /// True when the decoder had to fill in or skip data: the picture may be partly grey or garbled.
    public var isTruncatedOrDamaged: Bool { warnings > 0 }
}
