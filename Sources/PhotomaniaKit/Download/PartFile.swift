import Foundation

/// A small file made beside the photos (a metadata sidecar), written through the same door as a
/// photo: into `<path>.part`, opened and locked as a `LockedPart` (never through a symbolic link,
/// created with `O_EXCL`), then renamed over `path`. It is therefore whole or absent, and a link
/// at either name is replaced, never written through.
public enum PartFile {
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that could not be written (its `.part` or its final name).
        public let path: String
        public let reason: String

        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` as the file at `path`; false, writing nothing, when another process holds
    /// its `.part` (it is writing the same file). Blocking: call it on threads for blocking work.
    @discardableResult
    public static func write(_ data: Data, to path: String, modified: Date? = nil) throws(WriteError) -> Bool {
        let partPath = path + DownloadFolder.partSuffix
        let part: LockedPart
        switch LockedPart.acquire(partPath, create: true) {
        case .locked(let locked): part = locked
        case .busy: return false
        case .missing: throw WriteError(path: partPath, reason: String(cString: strerror(ENOENT)))
        case .failed(let reason): throw WriteError(path: partPath, reason: reason)
        }
        defer { part.close() }
        do throws(WriteError) {
            if let reason = part.truncate() { throw WriteError(path: partPath, reason: reason) }
            try writeAll(data, to: part)
            if let modified { FileTimeSource.apply(modified, to: part.descriptor) }
            guard part.isFile(at: partPath) else { throw WriteError(path: partPath, reason: "it was replaced while being written") }
            guard rename(partPath, path) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            return true
        } catch {
            part.remove()
            throw error
        }
    }

    private static func writeAll(_ data: Data, to part: LockedPart) throws(WriteError) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var rest = buffer
            while !rest.isEmpty {
                let count = Glibc.write(part.descriptor, rest.baseAddress, rest.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                rest = UnsafeRawBufferPointer(rebasing: rest[count...])
            }
            return nil
        }
        if let failure { throw WriteError(path: part.path, reason: String(cString: strerror(failure))) }
    }
}
