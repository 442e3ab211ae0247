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

    /// Checks the open regular file `descriptor`, without moving its offset.
    static func check(descriptor: Int32) -> Result {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(errorText()) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .unreadable("not a regular file") }
        return judge(size: Int(status.st_size)) { (offset, count) throws(ReadFailure) in try readExactly(descriptor, count: count, at: offset) }
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
