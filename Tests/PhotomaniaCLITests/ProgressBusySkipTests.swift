import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// A photo another photomania is writing is a skip, said in every view, never a failure.
@Suite struct ProgressBusySkipTests {
    typealias F = ProgressFixtures

    private let busy = DownloadEvent.skipped(F.item(7), fileName: "7.4.jpg", reason: .busy)

    @Test func aPlainLineSaysWhoIsDownloadingIt() async {
        let harness = DisplayHarness(mode: .plain)
        harness.start()
        harness.display.handle(busy)
        await harness.display.finish(summary: F.summary)
        #expect(harness.lines.first == "skip 7 7.4.jpg (being downloaded by another photomania)")
    }

    @Test func theTerminalScrollsItAboveTheLiveBlock() {
        var renderer = TerminalRenderer(colors: false)
        let lines = visibleLines(renderer.frame(F.snapshot, events: [busy], width: 80))
        #expect(lines.first == "○ 7.4.jpg — being downloaded by another photomania")
    }

    @Test func jsonLinesGiveTheReasonBusy() async throws {
        let harness = DisplayHarness(mode: .jsonLines)
        harness.display.handle(busy)
        await harness.display.finish(summary: F.summary)
        let objects = try ProgressJSONTests.objects(harness.output.text)
        #expect(objects.first?["event"] as? String == "skip")
        #expect(objects.first?["reason"] as? String == "busy")
        #expect(objects.first?["file"] as? String == "7.4.jpg")
    }
}
