import Foundation
import PhotomaniaKit

/// `--json` events. URLs and messages pass through `Redaction`, so no key ever shows.
enum JSONLinesEvents {
    static func render(_ event: DownloadEvent, now: Date) -> String? {
        switch event {
        case .total(let count):
            var line = JSONLine(event: "total")
            line.add("total", .int(Int64(count)))
            return line.text
        case .started(let item):
            var line = itemLine("start", item)
            // A size a service names by a word (Flickr's `k`, `max`) is that word, never its internal number.
            line.add("size", item.size.word.map(JSONLine.Value.string) ?? .int(Int64(item.size.rawValue)))
            line.add("url", .string(Redaction.redact(item.url)))
            return line.text
        case .finished(let item, let fileName, let bytes):
            var line = itemLine("done", item)
            line.add("file", .string(fileName))
            line.add("bytes", .int(bytes))
            return line.text
        case .skipped(let item, let fileName, let reason):
            var line = itemLine("skip", item)
            line.add("file", fileName.map(JSONLine.Value.string) ?? .null)
            line.add("reason", .string(reason.rawValue))
            if reason == .dryRun { line.add("url", .string(Redaction.redact(item.url))) }
            return line.text
        case .retrying(let item, let attempt, let delay, let reason):
            var line = itemLine("retry", item)
            line.add("attempt", .int(Int64(attempt)))
            line.add("wait_seconds", .double(delay))
            line.add("reason", .string(Redaction.redact(reason.description)))
            return line.text
        case .failed, .unavailable:
            guard let (id, message) = event.failure else { return nil }
            var line = JSONLine(event: "error")
            line.add("id", .id(id))
            line.add("message", .string(Redaction.redact(message)))
            return line.text
        case .notice(let item, let notice):
            var line = itemLine("notice", item)
            line.add("message", .string(Redaction.redact(notice.sentence)))
            return line.text
        case .hostPaused(let host, let until, let status):
            var line = JSONLine(event: "waiting")
            line.add("host", .string(host))
            line.add("status", .int(Int64(status)))
            line.add("wait_seconds", .double(max(0, until.timeIntervalSince(now))))
            return line.text
        case .callsPaused(let pause):
            var line = JSONLine(event: "waiting")
            line.add("host", .string(pause.host))
            if case .slowDown(let status) = pause.reason { line.add("status", .int(Int64(status))) } else { line.add("status", .null) }
            line.add("reason", .string(pause.reason == .busy ? "busy" : "slow_down"))
            line.add("wait_seconds", .double(max(0, pause.until.timeIntervalSince(now))))
            return line.text
        }
    }

    static func progress(_ transfer: DownloadStatus.Transfer) -> String {
        var line = itemLine("progress", transfer.item)
        line.add("file", transfer.fileName.map(JSONLine.Value.string) ?? .null)
        line.add("received", .int(transfer.receivedBytes))
        line.add("expected", transfer.expectedBytes.map(JSONLine.Value.int) ?? .null)
        return line.text
    }

    static func summary(_ summary: DownloadSummary) -> String {
        var line = JSONLine(event: "summary")
        line.add("downloaded", .int(Int64(summary.downloaded)))
        line.add("skipped", .int(Int64(summary.skipped)))
        line.add("failed", .int(Int64(summary.failedIDs.count)))
        line.add("failed_ids", .ids(summary.failedIDs))
        line.add("bytes", .int(summary.bytes))
        line.add("elapsed_seconds", .double(summary.elapsed))
        line.add("interrupted", .bool(summary.interrupted))
        line.add("nsfw_hidden", .int(Int64(summary.hiddenNSFW)))
        line.add("filtered_out", .int(Int64(summary.filteredOut)))
        if let planned = summary.wouldDownload { line.add("would_download", .int(Int64(planned))) }
        if summary.interrupted {
            line.add("partial", .int(Int64(summary.partial)))
            line.add("not_started", summary.notStarted.map { .int(Int64($0)) } ?? .null)
        }
        return line.text
    }

    private static func itemLine(_ event: String, _ item: DownloadItem) -> JSONLine {
        var line = JSONLine(event: event)
        line.add("id", .id(item.photoID))
        return line
    }
}
