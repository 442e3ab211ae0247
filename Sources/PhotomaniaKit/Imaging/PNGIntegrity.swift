import Foundation

/// Whether a PNG file came whole, from its first and last bytes alone: the signature, and the
/// empty `IEND` chunk every PNG ends with (with its fixed CRC), so a file cut short is caught
/// without reading it through.
enum PNGIntegrity {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Why the file at `descriptor` is not a whole PNG; nil when it is.
    static func damage(descriptor: Int32) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return String(cString: strerror(errno)) }
        let size = Int64(status.st_size)
        guard size > 0 else { return "the file is empty" }
        guard size >= Int64(signature.count + end.count) else { return "it ends after \(size) bytes" }
        do {
            guard try PositionalRead.bytes(descriptor, count: signature.count, at: 0) == signature else { return "it does not start with PNG's signature" }
            guard try PositionalRead.bytes(descriptor, count: end.count, at: size - Int64(end.count)) == end else { return "it ends before its IEND chunk" }
        } catch {
            return error == .ended ? "it shrank while being read" : "it cannot be read"
        }
        return nil
    }
}
