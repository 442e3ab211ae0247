import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Frames applied one after another to an emulated screen: finished files pile up above, the
/// live block stays in place below them.
@Suite struct ProgressScreenTests {
    typealias F = ProgressFixtures

    static func snapshot(_ active: [DownloadStatus.Transfer], finished: Int, failed: [PhotoID] = [], bytes: Int64) -> ProgressSnapshot {
        var status = DownloadStatus()
        status.active = active
        status.total = 5
        status.finished = finished
        status.failedIDs = failed
        status.bytesReceived = bytes
        return ProgressSnapshot(status: status, bytesPerSecond: 2 * Double(F.mebibyte), etaSeconds: 65, now: F.t0)
    }

    static let first = snapshot([
        F.transfer(1, name: "1.4.jpg", received: 300 * 1024, expected: 1000 * 1024, startedAgo: 2),
        F.transfer(2, name: nil, received: 0, expected: nil, startedAgo: 1),
    ], finished: 0, bytes: 300 * 1024)

    static let second = snapshot([
        F.transfer(2, name: "2.4.jpg", received: 512 * 1024, expected: 1024 * 1024, startedAgo: 1),
        F.transfer(3, name: "3.4.jpg", received: 0, expected: 2 * F.mebibyte, startedAgo: 0),
    ], finished: 1, bytes: 1512 * 1024)

    static let third = snapshot([
        F.transfer(3, name: "3.4.jpg", received: F.mebibyte, expected: 2 * F.mebibyte, startedAgo: 0),
    ], finished: 1, failed: [2], bytes: 2536 * 1024)

    @Test func finishedLinesScrollAboveAndTheBlockIsRedrawnInPlace() {
        var screen = ScreenEmulator(width: 60)
        var renderer = TerminalRenderer(colors: true)
        screen.apply("$ photomania download --user 7\n")

        screen.apply(renderer.frame(Self.first, events: [], width: 60))
        #expect(screen.lines == [
            "$ photomania download --user 7",
            "1.4.jpg                 ███░░░░░░░   300 KiB/1000 KiB   30%",
            "2                                                 0 B",
            "0/5 files · 300 KiB · 2.0 MiB/s · ETA 1:05",
        ])

        let finishedOne: [DownloadEvent] = [.finished(F.item(1), fileName: "1.4.jpg", bytes: 1000 * 1024)]
        screen.apply(renderer.frame(Self.second, events: finishedOne, width: 60))
        #expect(screen.lines == [
            "$ photomania download --user 7",
            "✓ 1.4.jpg  1000 KiB",
            "2.4.jpg                 █████░░░░░    512 KiB/1.0 MiB   50%",
            "3.4.jpg                 ░░░░░░░░░░        0 B/2.0 MiB    0%",
            "1/5 files · 1.5 MiB · 2.0 MiB/s · ETA 1:05",
        ])

        let failedTwo: [DownloadEvent] = [.failed(F.item(2), .incomplete(expected: 1_048_576, received: 524_288))]
        screen.apply(renderer.frame(Self.third, events: failedTwo, width: 60))
        #expect(screen.lines == [
            "$ photomania download --user 7",
            "✓ 1.4.jpg  1000 KiB",
            "✗ 2 — the download stopped at 524288 of 1048576 bytes",
            "3.4.jpg                 █████░░░░░    1.0 MiB/2.0 MiB   50%",
            "2/5 files · 2.5 MiB · 2.0 MiB/s · ETA 1:05 · 1 failed",
        ])

        let finishedThree: [DownloadEvent] = [.finished(F.item(3), fileName: "3.4.jpg", bytes: 2 * F.mebibyte)]
        screen.apply(renderer.clear(events: finishedThree, width: 60))
        screen.apply("downloaded 2 · skipped 0 · failed 1 (ids 2)\n")
        #expect(screen.lines == [
            "$ photomania download --user 7",
            "✓ 1.4.jpg  1000 KiB",
            "✗ 2 — the download stopped at 524288 of 1048576 bytes",
            "✓ 3.4.jpg  2.0 MiB",
            "downloaded 2 · skipped 0 · failed 1 (ids 2)",
        ])
    }

    @Test func aNarrowerTerminalLeavesNoDebris() {
        var screen = ScreenEmulator(width: 80)
        var renderer = TerminalRenderer(colors: false)
        screen.apply("$ photomania download\n")
        screen.apply(renderer.frame(ProgressFixtures.snapshot, events: [], width: 80))
        screen = screen.reflowed(toWidth: 40)
        screen.apply(renderer.frame(ProgressFixtures.snapshot, events: [], width: 40))
        #expect(screen.lines == [
            "$ photomania download",
            "12345.4.jpg       1.2 MiB/4.2 MiB   28%",
            "Ålesund 東京…     512 KiB/2.0 MiB   25%",
            "12346                         0 B",
            "12/400 files · waiting 12 s (429)",
        ])
    }
}
