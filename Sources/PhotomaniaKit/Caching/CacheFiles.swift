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

/// The POSIX file operations of the caches; each reports failure as nil or false. The caches
/// hold signed-in answers and private pictures: their folders are made 0700, their files 0600.
enum CacheFiles {
    struct Info {
        var name: String
        var size: Int
        var stamp: AccessStamp
    }

    /// Which file a path named when it was opened: a rename over the path or a delete and
    /// re-create gives a different identity.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    static func info(_ name: String, in directory: String) -> Info? {
        var status = stat()
        guard lstat(directory + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let stamp = AccessStamp(seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec)
        return Info(name: name, size: Int(status.st_size), stamp: stamp)
    }

    static func identity(of path: String) -> Identity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Identity(status)
    }

    /// The regular file's bytes and the identity of the file they came from, read through one
    /// descriptor, so that both belong to the same file even if the path is replaced meanwhile.
    static func read(_ path: String) -> (contents: Data, identity: Identity)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let contents = try? handle.readToEnd() ?? Data()
        else { return nil }
        return (contents, Identity(status))
    }

    static func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// Makes `path` and every missing folder above it, each 0700; one already there is left as it is.
    static func makeDirectory(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return false }
        }
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Makes `path` an empty file with mode 0600 unless it exists, and gives an existing regular
    /// file of ours (an older photomania made it 0644) that mode; a symbolic link is left alone.
    static func makePrivateFile(_ path: String) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid(), status.st_mode & 0o077 != 0 else { return }
        fchmod(descriptor, 0o600)
    }

    @discardableResult
    static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Deletes the file only if `path` still names the file with `identity`.
    static func remove(_ path: String, ifStill identity: Identity) -> Bool {
        Self.identity(of: path) == identity && remove(path)
    }

    static func setStamp(_ stamp: AccessStamp, of path: String, ifStill identity: Identity) {
        guard Self.identity(of: path) == identity else { return }
        _ = utimensat(AT_FDCWD, path, stamp.times, 0)
    }

    /// Writes `data` to a new temporary file in `directory` and answers its path; nil when it cannot.
    static func writeTemporary(_ data: Data, in directory: String) -> String? {
        let temporary = directory + "/" + DiskCache.temporaryPrefix + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        let written = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed else {
            remove(temporary)
            return nil
        }
        return temporary
    }

    /// Stamps a file from `writeTemporary`, then renames it over `path`, so a reader sees the old
    /// file or the whole new one, never a part. A temporary file that cannot be committed is deleted.
    static func commit(_ temporary: String, to path: String, stamp: AccessStamp) -> Bool {
        guard utimensat(AT_FDCWD, temporary, stamp.times, 0) == 0, rename(temporary, path) == 0 else {
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
