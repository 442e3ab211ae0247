#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension JPEGIntegrity {
    /// Checks the file at `path`, reading only its segment headers and its last `tailLength` bytes.
    public static func check(fileAt path: String) -> Result {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(errorText()) }
        defer { close(descriptor) }
        return check(descriptor: descriptor)
    }

    /// How much of a file's start is read at once: the segment headers before the first scan
    /// almost always fit (a photo's EXIF and ICC profile take a few KiB to a few tens).
    static let headLength = 64 << 10

    /// Checks the open regular file `descriptor`, without moving its offset: one read of its
    /// start (`headLength`), one of its tail, and more only for headers past the start.
    static func check(descriptor: Int32) -> Result {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(errorText()) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .unreadable("not a regular file") }
        let size = Int(status.st_size)
        var head: [UInt8]?
        var tail: (offset: Int, bytes: [UInt8])?
        return judge(size: size) { (offset, count) throws(ReadFailure) in
            if offset + count <= min(size, headLength) {
                let start: [UInt8]
                if let head { start = head } else { start = try readExactly(descriptor, count: min(size, headLength), at: 0) }
                head = start
                return Array(start[offset..<(offset + count)])
            }
            if let tail, offset >= tail.offset, offset + count <= tail.offset + tail.bytes.count {
                return Array(tail.bytes[(offset - tail.offset)..<(offset - tail.offset + count)])
            }
            let bytes = try readExactly(descriptor, count: count, at: offset)
            tail = (offset, bytes)
            return bytes
        }
    }

    /// Exactly `count` bytes at `offset`; a file that shrinks meanwhile is a failure.
    private static func readExactly(_ descriptor: Int32, count: Int, at offset: Int) throws(ReadFailure) -> [UInt8] {
        do throws(PositionalRead.Failure) {
            return try PositionalRead.bytes(descriptor, count: count, at: Int64(offset))
        } catch .system(let reason) {
            throw ReadFailure(message: reason)
        } catch {
            throw ReadFailure(message: "the file shrank while being read")
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
