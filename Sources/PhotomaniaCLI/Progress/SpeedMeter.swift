import Foundation

/// Bytes per second over a sliding window of the last few seconds, fed with the run's byte counter.
///
/// A burst is spread over the window instead of showing as a spike, and once nothing arrives the
/// speed falls to zero within one window. The caller passes the time, so tests need no clock.
struct SpeedMeter: Sendable {
    private struct Sample: Sendable {
        var time: Date
        var bytes: Int64
    }

    let window: TimeInterval
    /// Below this span the first samples say too little to show a speed.
    let minimumSpan: TimeInterval
    private var samples: [Sample] = []

    init(window: TimeInterval = 5, minimumSpan: TimeInterval = 0.5) {
        self.window = window
        self.minimumSpan = minimumSpan
    }

    /// Records the run's total byte count at `now`.
    mutating func record(bytes: Int64, at now: Date) {
        if let last = samples.last, bytes < last.bytes || now < last.time {
            samples.removeAll()
        }
        samples.append(Sample(time: now, bytes: bytes))
        let cutoff = now.addingTimeInterval(-window)
        // Keeps the newest sample at or before the cutoff as the window's baseline.
        while samples.count > 1, samples[1].time <= cutoff {
            samples.removeFirst()
        }
    }

    /// The smoothed speed at `now`, or nil until samples span `minimumSpan`.
    func bytesPerSecond(at now: Date) -> Double? {
        guard let newest = samples.last else { return nil }
        let cutoff = now.addingTimeInterval(-window)
        let baseline = samples.last(where: { $0.time <= cutoff }) ?? samples[0]
        let span = now.timeIntervalSince(baseline.time)
        guard span >= minimumSpan else { return nil }
        return (Double(newest.bytes) - Double(baseline.bytes)) / span
    }
}
