import Foundation

/// A point in time with nanoseconds, written explicitly as a file's access and modification time.
struct AccessStamp: Comparable, Sendable {
    var seconds: Int
    var nanoseconds: Int

    static let zero = AccessStamp(seconds: 0, nanoseconds: 0)

    static func now() -> AccessStamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return AccessStamp(seconds: time.tv_sec, nanoseconds: time.tv_nsec)
    }

    /// The next stamp strictly after this one, so that accesses in one process never tie.
    var successor: AccessStamp {
        nanoseconds == 999_999_999
            ? AccessStamp(seconds: seconds + 1, nanoseconds: 0)
            : AccessStamp(seconds: seconds, nanoseconds: nanoseconds + 1)
    }

    static func < (lhs: AccessStamp, rhs: AccessStamp) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    fileprivate var times: [timespec] {
        let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
        return [time, time]
    }
}

/// The POSIX file operations of the disk cache; each reports failure as nil or false.
enum CacheFiles {
    struct Info {
        var name: String
        var size: Int
        var stamp: AccessStamp
    }

    static func info(_ name: String, in directory: String) -> Info? {
        var status = stat()
        guard lstat(directory + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let stamp = AccessStamp(seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec)
        return Info(name: name, size: Int(status.st_size), stamp: stamp)
    }

    static func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    static func makeDirectory(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    }

    @discardableResult
    static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    static func setStamp(_ stamp: AccessStamp, of path: String) {
        _ = utimensat(AT_FDCWD, path, stamp.times, 0)
    }

    /// Writes a temporary file beside `path`, stamps it, then renames it over `path`, so a
    /// reader sees the old file or the whole new one, never a part.
    static func writeAtomically(_ data: Data, to path: String, in directory: String, stamp: AccessStamp) -> Bool {
        let temporary = directory + "/" + DiskCache.temporaryPrefix + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = writeAll(data, to: descriptor) && futimens(descriptor, stamp.times) == 0
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            remove(temporary)
            return false
        }
        return true
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
