import Foundation
import Synchronization

/// A `.part` file open for reading and appending under an exclusive `flock`, so that no other
/// photomania process writes, truncates, renames or removes it while this one does.
///
/// The protocol every process follows: a `.part` path is written, truncated, renamed or removed
/// only by the holder of the lock on the file it names, and a lock counts only while the path
/// still names the locked file (the previous holder may have renamed or removed it between our
/// `open` and our `flock`). Closing the descriptor, or the process ending, releases the lock.
final class LockedPart: Sendable {
    enum Acquisition {
        case locked(LockedPart)
        /// Another process holds the lock: it is writing this file.
        case busy
        /// No file at the path (only when not asked to create one).
        case missing
        case failed(reason: String)
    }

    let path: String
    let descriptor: Int32
    /// This process made the file: it carries nothing from an earlier one (no resume mark).
    let isNew: Bool
    private let isOpen = Atomic<Bool>(true)

    private init(path: String, descriptor: Int32, isNew: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.isNew = isNew
    }

    deinit { close() }

    /// The file open and locked as `descriptor`, just given the name `path` by this process.
    static func adopting(_ descriptor: Int32, at path: String) -> LockedPart {
        LockedPart(path: path, descriptor: descriptor, isNew: true)
    }

    /// How often the path may turn out to name another file after locking before we give way.
    private static let attempts = 8

    /// Opens the file at `path` (creating it when `create` says so) and locks it without waiting
    /// and without changing a byte of it: a file another process holds is left as it is.
    ///
    /// Never through a symbolic link, nor into a file linked under another name too: such a name
    /// is no `.part` (`missing`), and when creating, the link itself is replaced by a new file.
    static func acquire(_ path: String, create: Bool) -> Acquisition {
        for _ in 0..<attempts {
            let descriptor: Int32, isNew: Bool
            switch openRegularFile(path, create: create) {
            case .opened(let opened, let created): (descriptor, isNew) = (opened, created)
            case .again: continue
            case .missing: return .missing
            case .failed(let reason): return .failed(reason: reason)
            }
            var locked = flock(descriptor, LOCK_EX | LOCK_NB)
            while locked != 0 && errno == EINTR { locked = flock(descriptor, LOCK_EX | LOCK_NB) }
            if locked != 0 {
                let code = errno
                Glibc.close(descriptor)
                return code == EWOULDBLOCK ? .busy : .failed(reason: "cannot lock it: " + String(cString: strerror(code)))
            }
            let part = LockedPart(path: path, descriptor: descriptor, isNew: isNew)
            if part.isFile(at: path) { return .locked(part) }
            part.close()
        }
        return .busy
    }

    private enum Opening {
        case opened(Int32, created: Bool)
        /// The path changed under us (or a link was removed): look again.
        case again
        case missing
        case failed(String)
    }

    /// `O_NOFOLLOW` opens the name itself; a new file is made with `O_EXCL`, so that nothing made
    /// meanwhile at the name is taken for it.
    private static func openRegularFile(_ path: String, create: Bool) -> Opening {
        let flags = O_RDWR | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        var descriptor = open(path, flags)
        let created = descriptor < 0 && errno == ENOENT && create
        if created {
            descriptor = open(path, flags | O_CREAT | O_EXCL, 0o644)
            if descriptor < 0 && errno == EEXIST { return .again }
        }
        guard descriptor >= 0 else {
            switch errno {
            case EINTR: return .again
            case ENOENT where !create: return .missing
            case ELOOP: return create ? replaceLink(at: path) : .missing
            default: return .failed(String(cString: strerror(errno)))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            return .failed("not a regular file")
        }
        if status.st_nlink > 1 {
            Glibc.close(descriptor)
            return create ? replaceLink(at: path) : .missing
        }
        // Regular files ignore O_NONBLOCK; it only kept a FIFO's open from waiting.
        _ = fcntl(descriptor, F_SETFL, O_RDWR | O_APPEND)
        return .opened(descriptor, created: created)
    }

    /// Removes the symbolic link (or the second name of a linked file) at `path`, leaving what it
    /// points to as it is, so that the next attempt creates a file of its own.
    private static func replaceLink(at path: String) -> Opening {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .again }
        let isLink = status.st_mode & S_IFMT == S_IFLNK
        guard isLink || status.st_nlink > 1 && status.st_mode & S_IFMT == S_IFREG else { return .failed("not a regular file") }
        return unlink(path) == 0 || errno == ENOENT ? .again : .failed(String(cString: strerror(errno)))
    }

    /// Whether `path` itself (not a symbolic link there) names this very file (same device and inode).
    func isFile(at path: String) -> Bool {
        var mine = stat()
        var named = stat()
        guard fstat(descriptor, &mine) == 0, lstat(path, &named) == 0 else { return false }
        return mine.st_dev == named.st_dev && mine.st_ino == named.st_ino
    }

    var size: Int64? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int64(info.st_size) : nil
    }

    /// Empties the file, so that writes start over; nil, or the system's reason.
    func truncate() -> String? {
        ftruncate(descriptor, 0) == 0 ? nil : String(cString: strerror(errno))
    }

    /// The SHA-256 of exactly the bytes in this file, read through the locked descriptor.
    func digest() throws(SHA256.ReadError) -> SHA256.FileDigest {
        try SHA256.digest(ofDescriptor: descriptor, path: path)
    }

    /// Removes the file while still holding its lock (if the path still names it), then releases
    /// it. Only the first call of `remove` or `close` acts: by then the path may be another's.
    func remove() {
        guard isOpen.exchange(false, ordering: .acquiringAndReleasing) else { return }
        if isFile(at: path) { unlink(path) }
        Glibc.close(descriptor)
    }

    /// Releases the lock, keeping the file.
    func close() {
        guard isOpen.exchange(false, ordering: .acquiringAndReleasing) else { return }
        Glibc.close(descriptor)
    }
}
