import CLinux
import Foundation
import Synchronization

/// Files with no name yet (`O_TMPFILE`), made ahead in the download folder and already locked, so
/// that a response's new `.part` costs one `linkat` on the transfer thread instead of a new inode
/// (which a filesystem full of recently deleted files makes slow). Refilled on threads for
/// blocking work. Where the filesystem cannot make or link such files, none are made and `.part`
/// files are created by name. A spare never named leaves nothing on disk, even after a crash.
final class SpareParts: Sendable {
    private let folder: DownloadFolder
    private let depth: Int
    private let state = Mutex<State>(State())

    private struct State {
        var spares: [Int32] = []
        var filling = false
        /// The filesystem refused once: no more spares this run.
        var unsupported = false
        var closed = false
    }

    init(folder: DownloadFolder, depth: Int) {
        self.folder = folder
        self.depth = max(1, depth)
    }

    deinit { close() }

    /// Makes spares up to `depth`, off the caller's thread; at most one filler at a time.
    func fill() {
        let starts = state.withLock { state in
            guard !state.filling, !state.unsupported, !state.closed, state.spares.count < depth else { return false }
            state.filling = true
            return true
        }
        if starts { BlockingWork.start { self.fillUp() } }
    }

    private func fillUp() {
        var more = true
        while more {
            let descriptor = open(folder.path, Int32(PM_O_TMPFILE) | O_RDWR | O_APPEND | O_CLOEXEC, 0o644)
            if descriptor >= 0 { _ = flock(descriptor, LOCK_EX | LOCK_NB) }
            let kept: Bool
            (kept, more) = state.withLock { state in
                if descriptor < 0 { state.unsupported = true }
                guard descriptor >= 0, !state.closed else {
                    state.filling = false
                    return (false, false)
                }
                state.spares.append(descriptor)
                state.filling = state.spares.count < depth
                return (true, state.filling)
            }
            if descriptor >= 0 && !kept { Glibc.close(descriptor) }
        }
    }

    /// A spare, locked, now named `path`; nil when none is ready or it cannot be named so (a file
    /// is there already: the caller opens that one by name, as without spares).
    func take(naming path: String) -> LockedPart? {
        defer { fill() }
        guard let descriptor = state.withLock({ $0.spares.popLast() }) else { return nil }
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 else {
            let code = errno
            let keeps = state.withLock { state in
                if code != EEXIST { state.unsupported = true }
                guard code == EEXIST, !state.closed else { return false }
                state.spares.append(descriptor)
                return true
            }
            if !keeps { Glibc.close(descriptor) }
            return nil
        }
        return LockedPart.adopting(descriptor, at: path)
    }

    /// Lets every unused spare go (its inode with it).
    func close() {
        let spares = state.withLock { state in
            state.closed = true
            defer { state.spares.removeAll() }
            return state.spares
        }
        for descriptor in spares { Glibc.close(descriptor) }
    }
}
