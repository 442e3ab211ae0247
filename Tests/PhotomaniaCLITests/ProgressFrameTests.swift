import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ProgressFrameTests {
    static let events: [DownloadEvent] = [
        .finished(ProgressFixtures.item(12340), fileName: "12340.4.jpg", bytes: 4_404_019),
        .failed(ProgressFixtures.item(40), .transfer(.responseValidationFailed(
            request: RequestSummary(method: "GET", url: "https://cdn.example/40.jpg?consumer_key=SECRET123"),
            reason: .unacceptableStatusCode(404, serverMessage: nil, retryAfter: nil)))),
        .retrying(ProgressFixtures.item(41), attempt: 2, delay: 2, reason: .incomplete(expected: 2048, received: 1024)),
        .skipped(ProgressFixtures.item(42), fileName: "42.4.jpg", reason: .archived),
    ]

    static func frame(width: Int, colors: Bool) -> String {
        var renderer = TerminalRenderer(colors: colors)
        return renderer.frame(ProgressFixtures.snapshot, events: events, width: width)
    }

    @Test func goldenFrameAt80Columns() {
        let frame = Self.frame(width: 80, colors: false)
        #expect(visibleLines(frame) == [
            "✓ 12340.4.jpg  4.2 MiB",
            "✗ 40 — the server answered 404 Not Found (GET https://cdn.example/40.jpg?consu…",
            "↻ 41 retry 2 in 2.0 s — the download stopped at 1024 of 2048 bytes",
            "12345.4.jpg                       █████░░░░░░░░░░░░░░░    1.2 MiB/4.2 MiB   28%",
            "Ålesund 東京 harbour at dawn.jpg  █████░░░░░░░░░░░░░░░    512 KiB/2.0 MiB   25%",
            "12346                                                                 0 B",
            "12/400 files · 84.2 MiB · 11.8 MiB/s · ETA 0:27 · waiting 12 s (429) · 2 failed",
            "",
        ])
        let wide = Self.frame(width: 132, colors: false)
        #expect(wide.contains("(GET https://cdn.example/40.jpg?consumer_key=REDACTED)") && !wide.contains("SECRET123"), "\(visibleLines(wide))")
    }

    @Test func goldenFrameAt40Columns() {
        let frame = Self.frame(width: 40, colors: false)
        #expect(visibleLines(frame) == [
            "✓ 12340.4.jpg  4.2 MiB",
            "✗ 40 — the server answered 404 Not Fou…",
            "↻ 41 retry 2 in 2.0 s — the download s…",
            "12345.4.jpg       1.2 MiB/4.2 MiB   28%",
            "Ålesund 東京…     512 KiB/2.0 MiB   25%",
            "12346                         0 B",
            "12/400 files · waiting 12 s (429)",
            "",
        ])
    }

    @Test(arguments: [40, 80]) func coloursChangeNothingButTheCodes(width: Int) {
        let plain = Self.frame(width: width, colors: false)
        let coloured = Self.frame(width: width, colors: true)
        #expect(visibleLines(coloured) == visibleLines(plain))
        #expect(coloured.contains("\u{1B}[32m✓\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m✗\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwaiting 12 s (429)\u{1B}[0m"))
        #expect(!plain.contains("\u{1B}[3"))
    }

    @Test(arguments: [8, 20, 40, 57, 80, 132]) func noLineReachesTheLastColumn(width: Int) {
        for colors in [false, true] {
            for line in visibleLines(Self.frame(width: width, colors: colors)) {
                #expect(displayWidth(of: line) < width, "\(line)")
            }
        }
    }

    @Test func redrawTechnique() {
        var renderer = TerminalRenderer(colors: false)
        let first = renderer.frame(ProgressFixtures.snapshot, events: [], width: 80)
        #expect(first.hasPrefix("\u{1B}[?25l\r\u{1B}[2K"))
        #expect(first.hasSuffix("\n\u{1B}[J\u{1B}[?25h"))
        let second = renderer.frame(ProgressFixtures.snapshot, events: [], width: 80)
        #expect(second.hasPrefix("\u{1B}[?25l\r\u{1B}[4A\u{1B}[2K"))
    }

    @Test func narrowerTerminalCountsReflowedRows() {
        var renderer = TerminalRenderer(colors: false)
        _ = renderer.frame(ProgressFixtures.snapshot, events: [], width: 80)
        // A terminal that reflows puts each of the four lines, 70 to 79 columns wide, on two rows of 40.
        let afterResize = renderer.frame(ProgressFixtures.snapshot, events: [], width: 40)
        #expect(afterResize.hasPrefix("\u{1B}[?25l\r\u{1B}[8A"))
    }

    @Test func manyActiveFilesAreCappedWithACount() {
        var snapshot = ProgressFixtures.snapshot
        snapshot.status.active = (0..<11).map {
            ProgressFixtures.transfer(PhotoID(500 + $0), name: "\(500 + $0).4.jpg", received: 10, expected: 100, startedAgo: Double(20 - $0))
        }
        var renderer = TerminalRenderer(colors: false)
        let lines = visibleLines(renderer.frame(snapshot, events: [], width: 60))
        #expect(lines.count == 11)
        #expect(lines[0].hasPrefix("500.4.jpg"))
        #expect(lines[8] == "+3 more")
        #expect(lines[9].hasPrefix("12/400 files"))
    }

    @Test func filesFinishingInThisFrameLeaveTheLiveBlock() {
        var renderer = TerminalRenderer(colors: false)
        let done: [DownloadEvent] = [.finished(ProgressFixtures.item(12345), fileName: "12345.4.jpg", bytes: 4_404_019)]
        let lines = visibleLines(renderer.frame(ProgressFixtures.snapshot, events: done, width: 80))
        #expect(lines.filter { $0.contains("12345.4.jpg") } == ["✓ 12345.4.jpg  4.2 MiB"])
    }

    @Test func dryRunSkipsAndNotesScrollButArchivedSkipsOnlyCount() {
        var renderer = TerminalRenderer(colors: false)
        let entries: [DownloadEvent] = [
            .skipped(ProgressFixtures.item(7), fileName: "7.4.jpg", reason: .dryRun),
            .skipped(ProgressFixtures.item(8), fileName: "8.4.jpg", reason: .archived),
            .notice(ProgressFixtures.item(9), .archivedFileMissing(fileName: "9.4.jpg\u{1B}[31m")),
        ]
        let lines = visibleLines(renderer.frame(ProgressFixtures.snapshot, events: entries, width: 80))
        #expect(Array(lines.prefix(2)) == ["○ 7.4.jpg — would download", "! 9 — 9.4.jpg is in the archive but missing on disk: fetching it again"])
        #expect(!lines.contains { $0.contains("8.4.jpg") })
    }

    @Test func totalLineKeepsTheMostUsefulSegmentsThatFit() {
        var snapshot = ProgressFixtures.snapshot
        snapshot.status.pausedHosts = [:]
        let style = TerminalStyle(colors: false)
        #expect(TotalLine.fitted(snapshot, limit: 39, style: style) == "12/400 files · 11.8 MiB/s · 2 failed")
        #expect(TotalLine.fitted(snapshot, limit: 5, style: style) == "12/4…")
        snapshot.status.total = nil
        snapshot.etaSeconds = nil
        #expect(TotalLine.plain(snapshot) == "12 files · 84.2 MiB · 11.8 MiB/s · ETA — · 2 failed · 1 skipped")
    }

    @Test func hostlessWaitDisappearsOnceOver() {
        var snapshot = ProgressFixtures.snapshot
        snapshot.now = ProgressFixtures.t0.addingTimeInterval(11.5)
        #expect(!TotalLine.plain(snapshot).contains("waiting"))
        snapshot.now = ProgressFixtures.t0.addingTimeInterval(10.2)
        #expect(TotalLine.plain(snapshot).contains("waiting 2 s (429)"))
    }
}
