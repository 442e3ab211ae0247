import Foundation
import PhotomaniaKit

/// A sampled status with the rates worked out, which is all a renderer needs.
package struct ProgressSnapshot: Sendable {
    package var status: DownloadStatus
    package var bytesPerSecond: Double?
    package var etaSeconds: Double?
    package var now: Date
}

/// Follows the events and the sampled byte counter to derive speed and ETA.
package struct ProgressTracker: Sendable {
    private var meter = SpeedMeter()
    private(set) var finishedFiles = 0
    private(set) var finishedBytes: Int64 = 0
    /// The last estimate made, which counts down through moments that give none (every file in
    /// flight between its last byte and its final name, a pause between bytes).
    private var lastETA: (seconds: Double, at: Date)?
    static let etaHold: TimeInterval = 5

    package init() {}

    package mutating func observe(_ event: DownloadEvent) {
        if case .finished(_, _, let bytes) = event {
            finishedFiles += 1
            finishedBytes = finishedBytes.saturatingAdding(max(0, bytes))
        }
    }

    package mutating func snapshot(of status: DownloadStatus, at now: Date) -> ProgressSnapshot {
        meter.record(bytes: status.bytesReceived, at: now)
        let speed = meter.bytesPerSecond(at: now)
        let remaining = RemainingWork.bytes(status: status, finishedFiles: finishedFiles, finishedBytes: finishedBytes)
        var eta = RemainingWork.seconds(bytes: remaining, bytesPerSecond: speed)
        if let eta {
            lastETA = (eta, now)
        } else if let last = lastETA, case let held = now.timeIntervalSince(last.at), held <= Self.etaHold {
            eta = max(0, last.seconds - held)
        }
        return ProgressSnapshot(status: status, bytesPerSecond: speed, etaSeconds: eta, now: now)
    }
}
