import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Progress for files whose names, URLs and failure messages came from a hostile server: the
/// server's controls never reach the output; the live view keeps only its own sequences.
@Suite struct HostileProgressTests {
    typealias F = ProgressFixtures

    static let item = F.item(7, url: Hostile.url)
    static let events: [DownloadEvent] = [
        .started(item),
        .finished(item, fileName: Hostile.text, bytes: 10),
        .skipped(F.item(8), fileName: Hostile.text, reason: .dryRun),
        .retrying(F.item(9), attempt: 1, delay: 1, reason: F.failure(Hostile.url)),
        .hostPaused(host: Hostile.text, until: F.t0.addingTimeInterval(5), status: 429),
        .failed(F.item(10), F.failure(Hostile.text)),
        .failed(F.item(11), .transfer(.transportFailed(request: RequestSummary(method: "GET", url: Hostile.url), reason: .tooManyRedirects))),
        .notice(F.item(12), .archivedFileMissing(fileName: Hostile.text)),
    ]

    static var hostileStatus: DownloadStatus {
        var status = DownloadStatus()
        status.active = [
            DownloadStatus.Transfer(item: item, fileName: Hostile.text, receivedBytes: 5, expectedBytes: 10, startedAt: F.t0)
        ]
        status.total = 3
        return status
    }

    /// The sequences the live view draws with: colours, erasing, moving up, the cursor shown or hidden.
    private func withoutOwnSequences(_ text: String) -> String {
        text.replacing(/\u{1B}\[(?:[0-9;]*m|2K|J|\?25[lh]|[0-9]+A)/, with: "")
    }

    private func run(_ mode: ProgressDisplay.Mode) async -> String {
        let harness = DisplayHarness(mode: mode)
        harness.set { $0 = Self.hostileStatus }
        harness.start()
        for event in Self.events { harness.display.handle(event) }
        harness.tick()
        await harness.display.finish(summary: F.summary)
        return harness.output.text
    }

    @Test func plainLines() async {
        let text = await run(.plain)
        #expect(Hostile.leaks(in: text) == [])
        #expect(text.contains("done \(Hostile.visible) "))
        #expect(text.contains("error 11: the server redirected too many times (GET http://127.0.0.1:9/i/4242.jpg?gnp)"))
    }

    @Test func quietErrorLines() async {
        let text = await run(.quiet)
        #expect(Hostile.leaks(in: text) == [])
        #expect(text.contains("error 10: \(F.failurePrefix)\(Hostile.visible)"))
    }

    @Test func liveTerminalView() async {
        for colors in [false, true] {
            let text = await run(.terminal(colors: colors))
            #expect(Hostile.leaks(in: withoutOwnSequences(text)) == [], "\(colors)")
            #expect(visibleLines(text).contains { $0.hasPrefix("✓ \(Hostile.visible)") })
        }
    }

    @Test func jsonLinesKeepTheValuesAndEscapeTheControls() async throws {
        let text = await run(.jsonLines)
        #expect(Hostile.leaks(in: text) == [])
        let objects = try ProgressJSONTests.objects(text)
        #expect(objects.first { $0["event"] as? String == "start" }?["url"] as? String == Hostile.url)
        #expect(objects.first { $0["event"] as? String == "done" }?["file"] as? String == Hostile.text)
        #expect(objects.first { $0["event"] as? String == "progress" }?["file"] as? String == Hostile.text)
    }
}
