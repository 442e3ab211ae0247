import Foundation
import PhotomaniaKit
import Synchronization

/// `d` in the browser: one photo through the download engine, with the same naming, resume,
/// retries and archive as `photomania download`; progress goes to the status line.
enum BrowseDownload {
    /// Downloads the photo's largest image into `folder`, named by `naming`; answers what to
    /// tell the user; the archive files it under `origin`. A photo alone has no `{feature}` or
    /// `{gallery}`: those are empty.
    static func run(
        photoID: PhotoID, service: any PhotoService, origin: ServiceName, folder: DownloadFolder, naming: NameTemplate, post: @escaping @Sendable (BrowseEvent) -> Void
    ) async -> StatusMessage {
        var options = DownloadPlanOptions(folder: folder, naming: naming)
        options.transfers.jobs = 1
        options.archive = .ifItOpens
        let plan: DownloadPlan
        do {
            plan = try options.plan(for: .ids([photoID]), from: origin)
        } catch {
            return .error("download of \(photoID): \(error)")
        }
        let observer = StatusLineObserver(photoID: photoID, post: post)
        let outcome = await plan.job(service: service).run(observer: observer)
        plan.files.archive?.close()
        await observer.stop()
        if outcome.interrupted { return .info("download of \(photoID) stopped; the .part file is kept for next time") }
        if let failure = outcome.listingFailure { return .error("download of \(photoID): \(ErrorReport.sentence(failure))") }
        return observer.result ?? .info("download of \(photoID) ended")
    }

    static func progressText(_ transfer: DownloadStatus.Transfer) -> String {
        let name = sanitizedForTerminal(transfer.fileName ?? String(transfer.item.photoID), singleLine: true)
        guard let expected = transfer.expectedBytes, expected > 0 else {
            return "↓ \(name) \(formatBytes(transfer.receivedBytes))"
        }
        let percent = Int(Double(transfer.receivedBytes) / Double(expected) * 100)
        return "↓ \(name) \(percent)% of \(formatBytes(expected))"
    }
}

/// Turns one download's events into the status line: progress five times a second, retries as
/// they come, and the message it ended with.
private final class StatusLineObserver: DownloadObserver, Sendable {
    private let photoID: PhotoID
    private let post: @Sendable (BrowseEvent) -> Void
    private let state = Mutex<(result: StatusMessage?, ticker: Task<Void, Never>?)>((nil, nil))

    init(photoID: PhotoID, post: @escaping @Sendable (BrowseEvent) -> Void) {
        self.photoID = photoID
        self.post = post
    }

    var result: StatusMessage? { state.withLock { $0.result } }

    func downloadStarted(status: @escaping @Sendable () -> DownloadStatus) {
        let post = self.post
        let ticker = Task {
            while !Task.isCancelled {
                if let transfer = status().active.first { post(.downloadProgress(BrowseDownload.progressText(transfer))) }
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
        state.withLock { $0.ticker = ticker }
    }

    func handle(_ event: DownloadEvent) {
        switch event {
        case .finished(_, let name, let bytes):
            finish(.info("saved \(sanitizedForTerminal(name, singleLine: true)) (\(formatBytes(bytes)))"))
        case .skipped(_, _, .notAllowed):
            finish(.error("\(photoID): \(PlainLine.reasonText(.notAllowed))"))
        case .skipped(_, let name, .busy):
            finish(.info("\(sanitizedForTerminal(name ?? String(photoID), singleLine: true)) is \(PlainLine.reasonText(.busy))"))
        case .skipped(_, let name, _):
            finish(.info("already saved: \(sanitizedForTerminal(name ?? String(photoID), singleLine: true))"))
        case .failed, .unavailable:
            if let (_, message) = event.failure { finish(.error("download of \(photoID): \(message)")) }
        case .retrying(_, let attempt, let delay, let reason):
            post(.downloadProgress("↓ \(photoID): \(reason); try \(attempt + 1) in \(Int(delay.rounded(.up))) s"))
        default:
            break
        }
    }

    func stop() async {
        let ticker = state.withLock { $0.ticker }
        ticker?.cancel()
        await ticker?.value
    }

    private func finish(_ message: StatusMessage) {
        state.withLock { $0.result = message }
    }
}
