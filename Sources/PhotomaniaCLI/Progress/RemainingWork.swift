import PhotomaniaKit

/// What is left of a run, as far as it can be told.
enum RemainingWork {
    /// Bytes still to fetch: the active files' missing bytes plus, for files not started yet, the
    /// average size of the finished ones. Nil when the file total or an active file's size is
    /// unknown, or when files are waiting but none has finished to average over.
    static func bytes(status: DownloadStatus, finishedFiles: Int, finishedBytes: Int64) -> Int64? {
        guard let total = status.total else { return nil }
        var remaining: Int64 = 0
        for transfer in status.active {
            guard let expected = transfer.expectedBytes else { return nil }
            remaining += max(0, expected - transfer.receivedBytes)
        }
        let settled = status.finished + status.skipped + status.failedIDs.count
        let waiting = max(0, total - settled - status.active.count)
        guard waiting > 0 else { return remaining }
        guard finishedFiles > 0 else { return nil }
        return remaining + finishedBytes / Int64(finishedFiles) * Int64(waiting)
    }

    /// Seconds to fetch `bytes` at `bytesPerSecond`; nil when either is unknown or nothing is moving.
    static func seconds(bytes: Int64?, bytesPerSecond: Double?) -> Double? {
        guard let bytes, let bytesPerSecond else { return nil }
        if bytes == 0 { return 0 }
        guard bytesPerSecond > 0 else { return nil }
        return Double(bytes) / bytesPerSecond
    }
}
