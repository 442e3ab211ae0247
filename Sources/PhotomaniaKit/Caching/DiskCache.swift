import Foundation
import Synchronization

/// A size-capped cache of data in files named by the SHA-256 of their keys. Reads record the
/// access time explicitly; when the total exceeds `sizeLimit`, the least recently accessed
/// entries are deleted down to `sizeLimit * trimRatio`. A damaged entry reads as a miss and
/// is deleted. No failure reaches the caller: a read degrades to a miss, a store is skipped.
/// The lock guards the bookkeeping (total size, stamps, renames and deletions), never reading
/// or writing an entry's bytes, so that readers and writers of different keys do not wait on
/// each other's I/O.
public final class DiskCache: Sendable {
    public let directory: String
    public let sizeLimit: Int
    public let trimRatio: Double

    struct State: Sendable {
        /// Bytes in entry files; nil until the directory is first scanned.
        var knownSize: Int?
        var lastStamp = AccessStamp.zero
    }

    let state = Mutex(State())

    public init(directory: String, sizeLimit: Int = 100 << 20, trimRatio: Double = 0.7) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
        self.trimRatio = min(1, max(0, trimRatio))
    }

    /// The payload stored for `key`. The file is read and checked outside the lock; deleting it
    /// when damaged and stamping its access time happen under the lock, and only if the path
    /// still names the file that was read, because a store may have replaced it meanwhile.
    public func data(forKey key: String) -> Data? {
        let path = path(forKey: key)
        guard let file = CacheFiles.read(path) else { return nil }
        guard let payload = DiskCacheEntry.decode(file.contents) else {
            state.withLock { state in
                // The damaged file's size need not be the size recorded, so recount later.
                if CacheFiles.remove(path, ifStill: file.identity) { state.knownSize = nil }
            }
            return nil
        }
        state.withLock { state in
            CacheFiles.setStamp(Self.nextStamp(&state), of: path, ifStill: file.identity)
        }
        return payload
    }

    /// Writes the entry to a temporary file outside the lock; renaming it into place and
    /// counting its size happen under the lock.
    public func store(_ data: Data, forKey key: String) {
        let file = DiskCacheEntry.encode(data)
        guard file.count <= sizeLimit, CacheFiles.makeDirectory(directory),
              let temporary = CacheFiles.writeTemporary(file, in: directory)
        else { return }
        let name = Self.fileName(forKey: key)
        state.withLock { state in
            let total = scannedSize(&state)
            let previous = CacheFiles.info(name, in: directory)?.size ?? 0
            guard CacheFiles.commit(temporary, to: directory + "/" + name, stamp: Self.nextStamp(&state)) else { return }
            let newTotal = total - previous + file.count
            state.knownSize = newTotal
            if newTotal > sizeLimit { trimLocked(&state) }
        }
    }

    public func removeValue(forKey key: String) {
        let path = path(forKey: key)
        state.withLock { state in
            let size = CacheFiles.info(Self.fileName(forKey: key), in: directory)?.size ?? 0
            if CacheFiles.remove(path) { Self.adjust(&state, by: -size) }
        }
    }

    /// Deletes every entry and leftover temporary file; other files in the directory are kept.
    public func removeAll() {
        state.withLock { state in
            for name in CacheFiles.names(in: directory)
            where Self.isEntryName(name) || name.hasPrefix(Self.temporaryPrefix) {
                CacheFiles.remove(directory + "/" + name)
            }
            state.knownSize = 0
        }
    }

    /// Bytes in entry files, headers included.
    public var totalSize: Int { state.withLock { scannedSize(&$0) } }

    /// Entry files and their bytes, counted afresh from the directory.
    public func stats() -> (files: Int, bytes: Int) {
        state.withLock { state in
            let entries = scan()
            let bytes = entries.reduce(0) { $0 + $1.size }
            state.knownSize = bytes
            return (entries.count, bytes)
        }
    }

    /// Trims if the cache is over its limit.
    public func trim() {
        state.withLock { state in
            if scannedSize(&state) > sizeLimit { trimLocked(&state) }
        }
    }

    /// Recounts the directory (another process may share it), then trims if over the limit.
    public func prune() {
        state.withLock { state in
            state.knownSize = nil
            if scannedSize(&state) > sizeLimit { trimLocked(&state) }
        }
    }
}
