import PhotomaniaKit

/// What is left of a run, as far as it can be told. Every count and size here may come from a
/// server (the listing's total, a `Content-Length`), so the sums saturate.
package enum RemainingWork {
    /// Bytes still to fetch: the active files' missing bytes plus, for files not started yet and
    /// active ones whose size is not known yet, the average size of the finished files (before
    /// any has finished, of the active ones of known size). Nil when the file total is unknown,
    /// or when an average is needed and there is no size to take it from.
    package static func bytes(status: DownloadStatus, finishedFiles: Int, finishedBytes: Int64) -> Int64? {
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
            remaining = remaining.saturatingAdding(max(0, expected.saturatingSubtracting(transfer.receivedBytes)))
            knownBytes = knownBytes.saturatingAdding(max(0, expected))
            knownFiles += 1
        }
        let settled = [status.finished, status.skipped, status.failedIDs.count, status.active.count].map { max(0, $0) }.saturatingSum()
        let waiting = max(0, total.saturatingSubtracting(settled))
        guard waiting > 0 || !unsized.isEmpty else { return remaining }
        let average = finishedFiles > 0 ? max(0, finishedBytes) / Int64(finishedFiles) : knownFiles > 0 ? knownBytes / Int64(knownFiles) : nil
        guard let average else { return nil }
        let unstarted = average.saturatingMultiplied(by: Int64(waiting))
        return ([remaining, unstarted] + unsized.map { max(0, average.saturatingSubtracting($0)) }).saturatingSum()
    }

    /// Seconds to fetch `bytes` at `bytesPerSecond`; nil when either is unknown or nothing is moving.
    package static func seconds(bytes: Int64?, bytesPerSecond: Double?) -> Double? {
        guard let bytes, let bytesPerSecond else { return nil }
        if bytes <= 0 { return 0 }
        guard bytesPerSecond > 0, bytesPerSecond.isFinite else { return nil }
        let seconds = Double(bytes) / bytesPerSecond
        return seconds.isFinite ? seconds : nil
    }
}
