import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ProgressSpeedTests {
    static let t0 = ProgressFixtures.t0
    static let mebibyte = ProgressFixtures.mebibyte

    static func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

    @Test func steadyFlowReadsItsRate() throws {
        var meter = SpeedMeter()
        for tick in 0...50 {
            meter.record(bytes: Int64(tick) * Self.mebibyte / 10, at: Self.at(Double(tick) / 10))
        }
        let speed = try #require(meter.bytesPerSecond(at: Self.at(5)))
        #expect(abs(speed - Double(Self.mebibyte)) < 1)
        #expect(formatSpeed(speed) == "1.0 MiB/s")
    }

    @Test func nothingToSayAtFirst() {
        var meter = SpeedMeter()
        #expect(meter.bytesPerSecond(at: Self.t0) == nil)
        meter.record(bytes: 0, at: Self.t0)
        meter.record(bytes: 5_000_000, at: Self.at(0.2))
        #expect(meter.bytesPerSecond(at: Self.at(0.2)) == nil)
        #expect(meter.bytesPerSecond(at: Self.at(0.5)) == 10_000_000)
    }

    @Test func aBurstIsSpreadOverTheWindow() throws {
        var meter = SpeedMeter()
        for tick in 0...60 {
            meter.record(bytes: 0, at: Self.at(Double(tick) / 10))
        }
        meter.record(bytes: 10 * Self.mebibyte, at: Self.at(6.1))
        let speed = try #require(meter.bytesPerSecond(at: Self.at(6.1)))
        #expect(abs(speed - Double(2 * Self.mebibyte)) < 1)
    }

    @Test func speedFallsToZeroWhenNothingArrives() throws {
        var meter = SpeedMeter()
        meter.record(bytes: 0, at: Self.t0)
        meter.record(bytes: 8 * Self.mebibyte, at: Self.at(2))
        for tick in 21...80 {
            meter.record(bytes: 8 * Self.mebibyte, at: Self.at(Double(tick) / 10))
        }
        #expect(meter.bytesPerSecond(at: Self.at(8)) == 0)
        // Without samples it decays as well, since the window still moves.
        var idle = SpeedMeter()
        idle.record(bytes: 0, at: Self.t0)
        idle.record(bytes: Self.mebibyte, at: Self.at(1))
        let early = try #require(idle.bytesPerSecond(at: Self.at(2)))
        let late = try #require(idle.bytesPerSecond(at: Self.at(5.5)))
        #expect(late < early)
        #expect(idle.bytesPerSecond(at: Self.at(7)) == 0)
    }

    @Test func aShrinkingCounterStartsAfresh() {
        var meter = SpeedMeter()
        meter.record(bytes: 5_000_000, at: Self.t0)
        meter.record(bytes: 1_000, at: Self.at(1))
        #expect(meter.bytesPerSecond(at: Self.at(1)) == nil)
    }

    @Test func remainingBytesFromAverageFileAndActiveTransfers() {
        var status = DownloadStatus()
        status.total = 10
        status.finished = 4
        status.skipped = 1
        status.failedIDs = [9]
        status.active = [ProgressFixtures.transfer(1, name: "1.jpg", received: 300, expected: 1_000, startedAgo: 1)]
        // 3 files not started × 2,000 (the finished average) + 700 still missing.
        #expect(RemainingWork.bytes(status: status, finishedFiles: 4, finishedBytes: 8_000) == 6_700)
        #expect(RemainingWork.seconds(bytes: 6_700, bytesPerSecond: 100) == 67)
        #expect(formatETA(67) == "1:07")
    }

    @Test func noEstimateWithoutTheFacts() {
        var status = DownloadStatus()
        status.total = 10
        status.active = [ProgressFixtures.transfer(1, name: nil, received: 0, expected: nil, startedAgo: 1)]
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == nil)
        status.active = []
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == nil)
        status.total = nil
        #expect(RemainingWork.bytes(status: status, finishedFiles: 3, finishedBytes: 9_000) == nil)
        #expect(RemainingWork.seconds(bytes: 500, bytesPerSecond: 0) == nil)
        #expect(RemainingWork.seconds(bytes: 500, bytesPerSecond: nil) == nil)
        #expect(RemainingWork.seconds(bytes: 0, bytesPerSecond: 0) == 0)
    }

    @Test func aFileOfUnknownSizeCountsAsAnAverageOne() {
        var status = DownloadStatus()
        status.total = 10
        status.active = [ProgressFixtures.transfer(1, name: nil, received: 500, expected: nil, startedAgo: 1)]
        // 2,500 more for the active file (the 3,000 average), 9 × 3,000 for the files not started.
        #expect(RemainingWork.bytes(status: status, finishedFiles: 3, finishedBytes: 9_000) == 29_500)
        // Before any file has finished, the active files of known size give the average.
        status.active.append(ProgressFixtures.transfer(2, name: "2.jpg", received: 100, expected: 2_000, startedAgo: 1))
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == 19_400)  // 1,500 + 1,900 + 8 × 2,000
    }

    @Test func lastFilesNeedNoAverage() {
        var status = DownloadStatus()
        status.total = 1
        status.active = [ProgressFixtures.transfer(1, name: "1.jpg", received: 250, expected: 1_000, startedAgo: 1)]
        #expect(RemainingWork.bytes(status: status, finishedFiles: 0, finishedBytes: 0) == 750)
    }

    @Test func trackerCombinesEventsAndSamples() throws {
        var tracker = ProgressTracker()
        tracker.observe(.finished(ProgressFixtures.item(5), fileName: "5.jpg", bytes: 2_000))
        var status = DownloadStatus()
        status.total = 3
        status.finished = 1
        status.active = [ProgressFixtures.transfer(6, name: "6.jpg", received: 0, expected: 1_000, startedAgo: 0)]
        _ = tracker.snapshot(of: status, at: Self.t0)
        status.active[0].receivedBytes = 500
        status.bytesReceived = 2_500
        let snapshot = tracker.snapshot(of: status, at: Self.at(1))
        #expect(snapshot.bytesPerSecond == 2_500)
        #expect(try #require(snapshot.etaSeconds) == 1)  // 500 + 2,000 for the last file, at 2,500 B/s
    }

    @Test func anEstimateIsHeldThroughAMomentThatGivesNone() throws {
        var tracker = ProgressTracker()
        var status = DownloadStatus()
        status.total = 2
        status.active = [ProgressFixtures.transfer(1, name: "1.jpg", received: 0, expected: 10_000, startedAgo: 0)]
        _ = tracker.snapshot(of: status, at: Self.t0)
        status.active[0].receivedBytes = 2_000
        status.bytesReceived = 2_000
        #expect(try #require(tracker.snapshot(of: status, at: Self.at(1)).etaSeconds) == 9)  // 8,000 + 10,000 at 2,000 B/s

        // The file's last byte is in, its final name not yet given, and the next file has not
        // said its size: no size to estimate the rest from. The last estimate counts down.
        status.active = [ProgressFixtures.transfer(2, name: nil, received: 0, expected: nil, startedAgo: 0)]
        #expect(try #require(tracker.snapshot(of: status, at: Self.at(2)).etaSeconds) == 8)
        #expect(tracker.snapshot(of: status, at: Self.at(7)).etaSeconds == nil, "held no more than \(ProgressTracker.etaHold) s")
    }

    @Test func clockFormats() {
        #expect(formatETA(nil) == "—")
        #expect(formatETA(.infinity) == "—")
        #expect(formatETA(0) == "0:00")
        #expect(formatETA(26.2) == "0:27")
        #expect(formatETA(65) == "1:05")
        #expect(formatETA(3723) == "1:02:03")
        #expect(formatElapsed(19.64) == "19.6 s")
        #expect(formatElapsed(123) == "2:03")
        #expect(formatSpeed(12.3 * Double(Self.mebibyte)) == "12.3 MiB/s")
        #expect(formatSpeed(0) == "0 B/s")
        #expect(formatSpeed(-4) == "0 B/s")
    }
}
