import Foundation

/// Exactly so many bytes at an offset of an open file, through `pread`: the descriptor's own
/// offset is left as it is, and no path is opened again.
enum PositionalRead {
    enum Failure: Error, Sendable, Equatable {
        /// The system refused, in its words.
        case system(String)
        /// The file ends before the bytes asked for: it is shorter than said, or shrank meanwhile.
        case ended
    }

    /// The `count` bytes at `offset`.
    static func bytes(_ descriptor: Int32, count: Int, at offset: Int64) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        try fill(&bytes, count: count, at: offset, from: descriptor)
        return bytes
    }

    /// The `count` bytes at `offset` into the start of `buffer`, which holds at least that many.
    static func fill(_ buffer: inout [UInt8], count: Int, at offset: Int64, from descriptor: Int32) throws(Failure) {
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .system(String(cString: strerror(errno))) }
            guard got > 0 else { throw .ended }
            filled += got
        }
    }
}
