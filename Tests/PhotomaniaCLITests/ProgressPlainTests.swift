import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ProgressPlainTests {
    typealias F = ProgressFixtures

    @Test func aLinePerEventAndNeverAFrame() async {
        let harness = DisplayHarness(mode: .plain)
        harness.start()
        harness.display.handle(.total(400))
        harness.display.handle(.started(F.item(12345)))
        harness.display.handle(.finished(F.item(12345), fileName: "12345.4.jpg", bytes: 4_404_019))
        harness.display.handle(.skipped(F.item(12), fileName: nil, reason: .archived))
        harness.display.handle(.skipped(F.item(13), fileName: "13.4.jpg", reason: .dryRun))
        harness.display.handle(.retrying(F.item(14), attempt: 2, delay: 2, reason: F.failure("HTTP 503\r\u{1B}[2K")))
        harness.display.handle(.hostPaused(host: "cdn.example", until: F.t0.addingTimeInterval(11.2), status: 429))
        harness.display.handle(.failed(F.item(15), F.failure("bad \u{1B}]8;;x\u{7}link https://cdn.example/15.jpg?consumer_key=SECRET123")))
        harness.display.handle(.notice(F.item(16), .archivedFileMissing(fileName: "16.4.jpg\u{1B}[2K")))
        harness.display.handle(.unavailable(photoID: 17, reason: .notFound(.cancelled)))
        await harness.display.finish(summary: F.summary)
        #expect(harness.lines == [
            "done 12345.4.jpg 4.2 MiB",
            "skip 12 (archived)",
            "would download 13 13.4.jpg",
            "retry 14 in 2.0 s (attempt 2): \(F.failurePrefix)HTTP 503",
            "waiting 12 s (429) for cdn.example",
            "error 15: \(F.failurePrefix)bad link https://cdn.example/15.jpg?consumer_key=REDACTED",
            "note 16: 16.4.jpg is in the archive but missing on disk: fetching it again",
            "error 17: no photo 17",
            "downloaded 398 · skipped 0 · failed 2 (ids 12, 40) · 231.4 MiB in 19.6 s",
        ])
        #expect(!harness.output.text.contains("\r"))
        #expect(!harness.output.text.contains("\u{1B}"))
    }

    @Test func aStatusLineEveryFiveSecondsWhileBusy() {
        let harness = DisplayHarness(mode: .plain)
        harness.set { $0 = F.status }
        harness.set { $0.pausedHosts = [:] }
        for second in 0...11 {
            harness.set { $0.bytesReceived = 88_289_690 + Int64(second) * 12_373_197 }
            harness.advance(to: Double(second))
            harness.tick()
        }
        #expect(harness.lines == [
            "12/400 files · 143.2 MiB · 11.8 MiB/s · ETA 1:42 · 2 failed · 1 skipped",
            "12/400 files · 202.2 MiB · 11.8 MiB/s · ETA 1:42 · 2 failed · 1 skipped",
        ])
        harness.set { $0 = DownloadStatus() }
        harness.advance(to: 20)
        harness.tick()
        #expect(harness.lines.count == 2)
        #expect(!harness.output.text.contains("\r"))
        #expect(!harness.output.text.contains("\u{1B}"))
    }

    @Test func pausedHostShowsInTheStatusLine() {
        let harness = DisplayHarness(mode: .plain)
        harness.set { $0 = F.status }
        harness.tick()
        harness.advance(to: 5)
        harness.set { $0.pausedHosts = ["cdn.example": (until: F.t0.addingTimeInterval(17), status: 503)] }
        harness.tick()
        #expect(harness.lines.count == 1)
        #expect(harness.lines[0].contains(" · waiting 12 s (503) · "))
    }
}
