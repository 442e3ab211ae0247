/// Hears how a run goes: first a way to sample its live status, then its events in order.
/// Both are called from the job's tasks, so they must return at once and never block.
public protocol DownloadObserver: Sendable {
    func downloadStarted(status: @escaping @Sendable () -> DownloadStatus)
    func handle(_ event: DownloadEvent)
}
