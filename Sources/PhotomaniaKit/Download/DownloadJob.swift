/// Carries out a `DownloadPlan`, reporting to one observer, as part of the calling task:
/// cancelling that task stops it. Two jobs share the plan's walk (`DownloadWalk`):
/// `DownloadEngine` fetches the photos, `DownloadSimulation` (a dry run) names the files a real
/// run would write.
public protocol DownloadJob: Sendable {
    /// Runs the plan and answers what happened.
    func run(observer: some DownloadObserver) async -> DownloadOutcome
    /// What the run is doing now.
    var status: DownloadStatus { get }
}

extension DownloadPlan {
    /// The job the plan's mode asks for.
    public func job(service: any PhotoService, clock: RetryClock = .live) -> any DownloadJob {
        switch mode {
        case .download: DownloadEngine(service: service, plan: self, clock: clock)
        case .dryRun: DownloadSimulation(service: service, plan: self)
        }
    }
}
