import Foundation

/// SHA-256 of bytes in memory, or of a file read in 256 KiB chunks (never whole).
public enum SHA256 {
    public static let chunkSize = 256 << 10

    public static func hex(of bytes: some Sequence<UInt8>) -> String {
        let hasher = DigestHasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    public static func hex(ofFileAt path: String) throws(ReadError) -> String {
        try digest(ofFileAt: path).sha256
    }

    /// The file's hash and the number of bytes hashed, read in one pass.
    public static func digest(ofFileAt path: String) throws(ReadError) -> FileDigest {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: path, code: errno) }
        defer { close(descriptor) }
        return try digest(ofDescriptor: descriptor, path: path)
    }

    /// The hash of everything in the open file `descriptor` (named `path` in errors), read from
    /// its first byte without moving its offset.
    public static func digest(ofDescriptor descriptor: Int32, path: String) throws(ReadError) -> FileDigest {
        let (hex, bytes) = try hash(ofDescriptor: descriptor, path: path, .sha256)
        return FileDigest(sha256: hex, bytes: bytes)
    }

    /// The `algorithm` hash of everything in the open file `descriptor`, and the bytes hashed.
    static func hash(ofDescriptor descriptor: Int32, path: String, _ algorithm: DigestHasher.Algorithm) throws(ReadError) -> (hex: String, bytes: Int64) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        let hasher = DigestHasher(algorithm)
        var total: Int64 = 0
        while true {
            let count = pread(descriptor, buffer.baseAddress, chunkSize, off_t(total))
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, code: errno)
            }
            if count == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            total += Int64(count)
        }
        return (hasher.finalize(), total)
    }

    public struct FileDigest: Sendable, Hashable {
        public var sha256: String
        public var bytes: Int64
    }

    /// A file that could not be opened or read, with the system's reason.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public let code: Int32

        public var description: String {
            "cannot read \(path): \(String(cString: strerror(code)))"
        }
    }
}
