/// The time rules a transfer must keep, checked by the driver between polls.
extension EasyHandle {
    /// Why the transfer must stop now, if it must: no byte for the stall timeout, past its time
    /// limit, or slower on average than the minimum once the grace has passed.
    /// `transfers`: how many run together, sharing a rate limit.
    func overdue(at now: ContinuousClock.Instant, stallTimeout: Duration, configuration: TransportConfiguration, transfers: Int) -> PhotomaniaError.TransportFailureReason? {
        if let limit = context.request.timeLimit, now >= context.request.deadline ?? addedAt + .seconds(limit) {
            return .tookTooLong(seconds: limit)
        }
        if let deadline = stallDeadline(timeout: stallTimeout), deadline <= now {
            return .stalled(seconds: configuration.stallTimeout)
        }
        let minimum = configuration.minimumSpeed(sharedBy: transfers)
        guard minimum > 0, let sent = requestSentAt else { return nil }
        let elapsed = (now - sent) / .seconds(1)
        guard elapsed >= configuration.speedGrace else { return nil }
        let speed = Int(Double(context.bodyBytes) / max(elapsed, 0.001))
        return speed < minimum ? .tooSlow(bytesPerSecond: speed, minimum: minimum) : nil
    }
}
