import Foundation

/// A file that holds secrets (signed-in tokens, a request token between two `login` runs): made
/// with mode 0600 and replaced atomically; never opened through a symlink; refused when group or
/// others may read it, as ssh refuses a readable key.
enum PrivateFile {
    /// The longest such file read.
    static let maxBytes = 1 << 20

    /// The file's bytes; nil when there is none.
    static func read(_ path: String, hint: String) throws(CommandFailure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw CommandFailure(message: "\(path) is a symbolic link, so its secrets are not used", hint: hint) }
            throw CommandFailure(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw CommandFailure(message: "\(path) is not a regular file", hint: hint)
        }
        guard status.st_mode & 0o077 == 0 else {
            throw CommandFailure(message: "\(path) may be read by other users, so its secrets are not used", hint: "run 'chmod 600 \(path)', or " + hint)
        }
        var bytes = [UInt8](repeating: 0, count: maxBytes + 1)
        var count = 0
        while count <= maxBytes {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, maxBytes + 1 - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw CommandFailure(message: "cannot read \(path): \(String(cString: strerror(errno)))") }
            if got == 0 { break }
            count += got
        }
        guard count <= maxBytes else { throw CommandFailure(message: "\(path) is larger than 1 MiB: not a file photomania wrote", hint: hint) }
        return Data(bytes[..<count])
    }

    /// Writes a new file beside the old one (mode 0600 from the start), makes it durable, then
    /// renames it over the old: a reader sees the old bytes or the new, never half a file.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure(writing: temporary) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, synced, rename(temporary, path) == 0 else {
            let error = failure(writing: path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(writing file: String) -> CommandFailure {
        CommandFailure(message: "cannot write \(file): \(String(cString: strerror(errno)))")
    }
}
