import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
import Testing

/// Totals and sizes a server sends are numbers like any other: `total_items` of `Int.max`, a
/// `Content-Length` of `Int64.max` on several files at once, a negative count. The estimate
/// saturates and the run goes on; nothing traps.
@Suite struct ServerNumbersTests {
    @Test func aServerSizedTotalGivesAHugeEstimateNotACrash() {
        var status = DownloadStatus()
        status.total = .max
        status.finished = 3
        status.active = [ProgressFixtures.transfer(1, name: "1.jpg", received: 10, expected: 1_000, startedAgo: 1)]
        let remaining = RemainingWork.bytes(status: status, finishedFiles: 3, finishedBytes: 3_000_000)
        #expect(remaining == .max, "\(remaining ?? 0)")
        let seconds = RemainingWork.seconds(bytes: remaining, bytesPerSecond: 1_000)
        #expect(seconds.map { $0.isFinite && $0 > 0 } == true)
    }

    @Test func contentLengthsPastWhatAnInt64HoldsTogetherSaturate() {
        var status = DownloadStatus()
        status.total = 5
        status.active = (1...3).map { ProgressFixtures.transfer(PhotoID($0), name: "\($0).jpg", received: 0, expected: .max, startedAgo: 1) }
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == .max)
        status.active.append(ProgressFixtures.transfer(4, name: nil, received: .max, expected: nil, startedAgo: 1))
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == .max)
    }

    @Test func negativeNumbersEstimateNothingLeftRatherThanLessThanNothing() {
        var status = DownloadStatus()
        status.total = .min
        status.finished = 2
        status.active = [ProgressFixtures.transfer(1, name: "1.jpg", received: 500, expected: -9_000, startedAgo: 1)]
        #expect(RemainingWork.bytes(status: status, finishedFiles: 2, finishedBytes: 4_000) == 0)
        var tracker = ProgressTracker()
        tracker.observe(.finished(ProgressFixtures.item(9), fileName: "9.jpg", bytes: .max))
        tracker.observe(.finished(ProgressFixtures.item(10), fileName: "10.jpg", bytes: .max))
        status.total = .max
        let snapshot = tracker.snapshot(of: status, at: ProgressFixtures.t0)
        #expect(TotalLine.plain(snapshot).contains("/9,223,372,036,854,775,807 files"))
    }

    /// The run: `download --feature popular` of every page while the listing says
    /// `total_items` is `Int.max`; the images come slowly, so that the progress is sampled.
    /// (`--all` now expects at most 10,000 pages' worth; a range the user gives is believed.)
    @Test(.enabled(if: ChildProcess.binaryExists, "needs the built photomania"), arguments: ["--all", "--pages=1-9223372036854775807"])
    func aDownloadWithAServerSizedTotalFinishes(pages: String) async throws {
        let folder = try TemporaryDirectory()
        try await withDemoServer(faults: "path=/v1/photos:total-items=9223372036854775807,total-pages=1; path=/images/*:rate=4000") { server in
            let child = try ChildProcess(["--api", server.baseURL, "download", "--feature", "popular", pages, "--size", "1", "-j", "16", "-o", folder.path])
            let status = await child.exitStatus(timeout: 60)
            #expect(status == 0, "\(child.standardError)")
            #expect(!folder.finalFiles.isEmpty && child.standardError.contains("downloaded \(folder.finalFiles.count) ·"), "\(child.standardError)")
        }
    }
}
