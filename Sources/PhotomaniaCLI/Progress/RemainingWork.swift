import PhotomaniaKit

/// What is left of a run, as far as it can be told.
enum RemainingWork {
    /// Bytes still to fetch: the active files' missing bytes plus, for files not started yet and
    /// active ones whose size is not known yet, the average size of the finished files (before
    /// any has finished, of the active ones of known size). Nil when the file total is unknown,
    /// or when an average is needed and there is no size to take it from.
    static func bytes(status: DownloadStatus, finishedFiles: Int, finishedBytes: Int64) -> Int64? {
        guard let total = status.total else { return nil }
        var remaining: Int64 = 0
        var knownBytes: Int64 = 0
        var knownFiles = 0
        var unsized: [Int64] = []
        for transfer in status.active {
            guard let expected = transfer.expectedBytes else {
                unsized.append(transfer.receivedBytes)
                continue
            }
            remaining += max(0, expected - transfer.receivedBytes)
            knownBytes += expected
            knownFiles += 1
        }
        let settled = status.finished + status.skipped + status.failedIDs.count
        let waiting = max(0, total - settled - status.active.count)
        guard waiting > 0 || !unsized.isEmpty else { return remaining }
        let average = finishedFiles > 0 ? finishedBytes / Int64(finishedFiles) : knownFiles > 0 ? knownBytes / Int64(knownFiles) : nil
        guard let average else { return nil }
        return remaining + unsized.reduce(0) { $0 + max(0, average - $1) } + average * Int64(waiting)
    }

    /// Seconds to fetch `bytes` at `bytesPerSecond`; nil when either is unknown or nothing is moving.
    static func seconds(bytes: Int64?, bytesPerSecond: Double?) -> Double? {
        guard let bytes, let bytesPerSecond else { return nil }
        if bytes == 0 { return 0 }
        guard bytesPerSecond > 0 else { return nil }
        return Double(bytes) / bytesPerSecond
    }
}
