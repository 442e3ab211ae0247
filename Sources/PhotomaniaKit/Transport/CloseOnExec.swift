import Foundation

/// Descriptors a library opens without asking for close-on-exec (libcurl's wake-up socket pair)
/// are marked so after the fact, so that no child process (an `$EDITOR`) inherits them.
enum CloseOnExec {
    /// Runs `body` and marks close-on-exec every descriptor that was not open before it.
    static func markingDescriptors<T>(openedBy body: () throws -> T) rethrows -> T {
        let before = openDescriptors()
        defer {
            for descriptor in openDescriptors().subtracting(before) {
                let flags = fcntl(descriptor, F_GETFD)
                if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
            }
        }
        return try body()
    }

    /// The descriptors open now, leaving out the one that reads the list.
    static func openDescriptors() -> Set<Int32> {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var descriptors = Set<Int32>()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor != own { descriptors.insert(descriptor) }
        }
        return descriptors
    }
}
