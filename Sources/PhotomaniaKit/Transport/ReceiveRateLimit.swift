import Synchronization

/// A cap on the body bytes a second that all the transfers sharing it receive together
/// (`--limit-rate`): a token bucket that fills at `bytesPerSecond`. A transfer takes each chunk
/// libcurl hands it while the allowance is above zero, which may leave it below zero by that
/// chunk; otherwise the transfer pauses (`CURL_WRITEFUNC_PAUSE`, so libcurl stops reading the
/// socket and TCP slows the sender) until the driver finds allowance again.
///
/// libcurl's own CURLOPT_MAX_RECV_SPEED_LARGE is per transfer, and libcurl 7.88 checks it only
/// between rounds of up to 100 reads: on a fast link whole photos arrive between two checks.
public final class ReceiveRateLimit: Sendable {
    public let bytesPerSecond: Int
    /// The most allowance kept while nothing is received: a quarter of a second's worth.
    private let capacity: Double
    private let bucket: Mutex<(allowance: Double, filledAt: ContinuousClock.Instant)>

    /// `bytesPerSecond` of at least 1; the allowance starts empty, so that even the first second
    /// holds to the rate.
    public init(bytesPerSecond: Int) {
        self.bytesPerSecond = max(1, bytesPerSecond)
        capacity = max(1024, Double(self.bytesPerSecond) / 4)
        bucket = Mutex((0, .now))
    }

    /// Takes `count` bytes if there is allowance left; false: wait (`delay`) and offer them again.
    func take(_ count: Int, now: ContinuousClock.Instant = .now) -> Bool {
        bucket.withLock { bucket in
            fill(&bucket, now: now)
            guard bucket.allowance > 0 else { return false }
            bucket.allowance -= Double(count)
            return true
        }
    }

    /// How long until there is allowance again: zero when there is some now.
    func delay(now: ContinuousClock.Instant = .now) -> Duration {
        bucket.withLock { bucket in
            fill(&bucket, now: now)
            return bucket.allowance > 0 ? .zero : .seconds((1 - bucket.allowance) / Double(bytesPerSecond))
        }
    }

    /// Bytes curl reads at a time under this limit for a transfer that asked for `requested`
    /// (nil: libcurl's 16 KiB): at most a quarter of a second's worth, so that one read cannot
    /// overshoot by much; libcurl reads no fewer than 1 KiB.
    func receiveBufferSize(requested: Int?) -> Int {
        max(1024, min(requested ?? 16_384, bytesPerSecond / 4))
    }

    private func fill(_ bucket: inout (allowance: Double, filledAt: ContinuousClock.Instant), now: ContinuousClock.Instant) {
        guard now > bucket.filledAt else { return }
        let earned = (now - bucket.filledAt) / .seconds(1) * Double(bytesPerSecond)
        bucket.allowance = min(capacity, bucket.allowance + earned)
        bucket.filledAt = now
    }
}
