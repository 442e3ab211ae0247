import Foundation

/// Replaces a range of bytes in an open regular file with others, in place: the bytes after it
/// move by the difference, a bounded chunk at a time (never the whole file in memory), through
/// `pread`/`pwrite` on the descriptor alone, so no path is opened again.
enum FileSplice {
    enum Failure: Error, Sendable, Equatable {
        /// Nothing was changed (no room on the disk for a longer file, or it could not be read).
        case unchanged(String)
        /// It failed midway: the file holds neither its old bytes nor its new ones.
        case damaged(String)
    }

    static let defaultChunkSize = 1 << 20

    /// Replaces the `count` bytes at `offset` of the file of `size` bytes with `bytes`. The
    /// descriptor must not be in append mode, where Linux ignores `pwrite`'s offset.
    static func replace(_ count: Int64, bytesAt offset: Int64, with bytes: [UInt8], in descriptor: Int32, size: Int64, chunkSize: Int = defaultChunkSize) throws(Failure) {
        let delta = Int64(bytes.count) - count
        let tail = offset + count
        if delta > 0 {
            // The room is taken first, so that a full disk fails before any byte moves.
            let reserved = posix_fallocate(descriptor, off_t(size), off_t(delta))
            guard reserved == 0 else {
                _ = ftruncate(descriptor, off_t(size))
                throw .unchanged(String(cString: strerror(reserved)))
            }
        }
        try move(from: tail, to: tail + delta, count: size - tail, in: descriptor, chunkSize: chunkSize)
        try write(bytes, count: bytes.count, at: offset, to: descriptor)
        if delta < 0, ftruncate(descriptor, off_t(size + delta)) != 0 { throw .damaged(String(cString: strerror(errno))) }
    }

    /// Moves `count` bytes at `source` to `destination` (the ranges may overlap): from the end
    /// when moving towards it, from the start otherwise, so that no byte is overwritten before
    /// it has moved.
    private static func move(from source: Int64, to destination: Int64, count: Int64, in descriptor: Int32, chunkSize: Int) throws(Failure) {
        guard source != destination, count > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: Int(min(Int64(chunkSize), count)))
        var done: Int64 = 0
        while done < count {
            let length = Int(min(Int64(buffer.count), count - done))
            let offset = destination > source ? count - done - Int64(length) : done
            try read(&buffer, length: length, at: source + offset, from: descriptor)
            try write(buffer, count: length, at: destination + offset, to: descriptor)
            done += Int64(length)
        }
    }

    private static func read(_ buffer: inout [UInt8], length: Int, at offset: Int64, from descriptor: Int32) throws(Failure) {
        do throws(PositionalRead.Failure) {
            try PositionalRead.fill(&buffer, count: length, at: offset, from: descriptor)
        } catch .system(let reason) {
            throw .damaged(reason)
        } catch {
            throw .damaged("the file shrank while being rewritten")
        }
    }

    /// The first `count` of `bytes`.
    private static func write(_ bytes: [UInt8], count: Int, at offset: Int64, to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < count {
            let put = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, count - written, off_t(offset) + off_t(written)) }
            if put < 0, errno == EINTR { continue }
            guard put > 0 else { throw .damaged(String(cString: strerror(errno))) }
            written += put
        }
    }
}
