import Foundation

/// The image formats photomania decodes, told apart by their first bytes, never by a file name
/// or a server's content type.
public enum ImageFormat: Sendable, Equatable {
    case jpeg
    case png

    /// The format whose signature `data` starts with: the JPEG start marker (`FF D8`) or the
    /// 8-byte PNG signature; nil for anything else.
    public init?(sniffing data: Data) {
        if data.starts(with: [0xFF, 0xD8]) {
            self = .jpeg
        } else if data.starts(with: PNGDecoder.signature) {
            self = .png
        } else {
            return nil
        }
    }
}
