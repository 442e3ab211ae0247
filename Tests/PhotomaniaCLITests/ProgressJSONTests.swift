import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ProgressJSONTests {
    typealias F = ProgressFixtures

    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func everyEventIsOneParsableLine() async throws {
        let harness = DisplayHarness(mode: .jsonLines)
        harness.display.handle(.total(2))
        harness.display.handle(.started(F.item(1)))
        harness.display.handle(.finished(F.item(1), fileName: "1.4.jpg", bytes: 10))
        harness.display.handle(.skipped(F.item(2), fileName: nil, reason: .dryRun))
        harness.display.handle(.retrying(F.item(3), attempt: 2, delay: 1.5, reason: F.failure("HTTP 503 for ?consumer_key=SECRET123")))
        harness.display.handle(.hostPaused(host: "cdn.example", until: F.t0.addingTimeInterval(12), status: 429))
        harness.display.handle(.failed(F.item(4), F.failure("quote \" and\nnewline \u{1}, https://x/?consumer_key=SECRET123")))
        harness.display.handle(.notice(F.item(5), .archivedFileMissing(fileName: "5.4.jpg")))
        harness.display.handle(.unavailable(photoID: 6, reason: .noImage(asked: [.large], service: .fiveHundredPx)))
        await harness.display.finish(summary: F.summary)
        let text = harness.output.text
        #expect(!text.contains("SECRET123"))
        let objects = try Self.objects(text)
        #expect(objects.map { $0["event"] as? String } == ["total", "start", "done", "skip", "retry", "waiting", "error", "notice", "error", "summary"])
        #expect(objects[1]["id"] as? Int == 1)
        #expect(objects[1]["size"] as? Int == 4)
        #expect(objects[1]["url"] as? String == "https://cdn.example/1.jpg?consumer_key=REDACTED")
        #expect(objects[2]["file"] as? String == "1.4.jpg")
        #expect(objects[2]["bytes"] as? Int == 10)
        #expect(objects[3]["reason"] as? String == "dry_run")
        #expect(objects[3]["file"] is NSNull)
        #expect(objects[4]["attempt"] as? Int == 2)
        #expect(objects[4]["wait_seconds"] as? Double == 1.5)
        #expect(objects[5]["wait_seconds"] as? Double == 12)
        #expect(objects[5]["status"] as? Int == 429)
        #expect(objects[6]["message"] as? String == F.failurePrefix + "quote \" and\nnewline \u{1}, https://x/?consumer_key=REDACTED")
        #expect(objects[7]["message"] as? String == "5.4.jpg is in the archive but missing on disk: fetching it again")
        #expect(objects[8]["id"] as? Int == 6 && objects[8]["url"] == nil && objects[8]["size"] == nil, "an unavailable photo has no made-up size or URL")
        #expect(objects[8]["message"] as? String == "the server offers no image of the size asked: 4")
        let summary = objects[9]
        #expect(summary["downloaded"] as? Int == 398)
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["failed_ids"] as? [Int] == [12, 40])
        #expect(summary["bytes"] as? Int == 242_640_486)
        #expect(summary["elapsed_seconds"] as? Double == 19.6)
        #expect(summary["interrupted"] as? Bool == false)
    }

    @Test func progressOncePerTickPerActiveFile() throws {
        let harness = DisplayHarness(mode: .jsonLines)
        harness.set { $0 = F.status }
        harness.tick()
        let objects = try Self.objects(harness.output.text)
        #expect(objects.count == 3)
        #expect(objects.allSatisfy { $0["event"] as? String == "progress" })
        #expect(objects.map { $0["id"] as? Int } == [12345, 12346, 12347])
        #expect(objects[0]["received"] as? Int == 1_258_291)
        #expect(objects[0]["expected"] as? Int == 4_404_019)
        #expect(objects[1]["expected"] is NSNull)
        #expect(objects[1]["file"] is NSNull)
        #expect(!harness.output.text.contains(": ") && !harness.output.text.contains(", "))
    }

    @Test func linesAreCompactWithTheEventFirst() {
        let line = JSONLinesEvents.render(.finished(F.item(7), fileName: "7.jpg", bytes: 3), now: F.t0)
        #expect(line == #"{"event":"done","id":7,"file":"7.jpg","bytes":3}"#)
    }
}
