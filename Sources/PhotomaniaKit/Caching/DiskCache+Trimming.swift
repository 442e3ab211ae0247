import Foundation

extension DiskCache {
    static func fileName(forKey key: String) -> String {
        SHA256.hex(of: Array(key.utf8))
    }

    func path(forKey key: String) -> String {
        directory + "/" + Self.fileName(forKey: key)
    }

    /// Deletes least recently accessed entries until the total is at most `sizeLimit * trimRatio`.
    func trimLocked(_ state: inout State) {
        var entries = scan().sorted { ($0.stamp, $0.name) < ($1.stamp, $1.name) }
        var total = entries.reduce(0) { $0 + $1.size }
        let target = Int(Double(sizeLimit) * trimRatio)
        entries.reverse()
        while total > target, let oldest = entries.popLast() {
            if CacheFiles.remove(directory + "/" + oldest.name) { total -= oldest.size }
        }
        state.knownSize = total
    }

    func scannedSize(_ state: inout State) -> Int {
        if let known = state.knownSize { return known }
        let size = scan().reduce(0) { $0 + $1.size }
        state.knownSize = size
        return size
    }

    /// The entry files in the directory. Temporary files an hour old are left over from a
    /// crashed writer and are deleted; files the cache did not name are ignored.
    func scan() -> [CacheFiles.Info] {
        let staleBefore = AccessStamp.now().seconds - 3600
        var entries: [CacheFiles.Info] = []
        for name in CacheFiles.names(in: directory) {
            guard let info = CacheFiles.info(name, in: directory) else { continue }
            if Self.isEntryName(name) {
                entries.append(info)
            } else if name.hasPrefix(Self.temporaryPrefix), info.stamp.seconds < staleBefore {
                CacheFiles.remove(directory + "/" + name)
            }
        }
        return entries
    }

    static func nextStamp(_ state: inout State) -> AccessStamp {
        state.lastStamp = max(AccessStamp.now(), state.lastStamp.successor)
        return state.lastStamp
    }

    static func adjust(_ state: inout State, by delta: Int) {
        if let known = state.knownSize { state.knownSize = max(0, known + delta) }
    }
}
