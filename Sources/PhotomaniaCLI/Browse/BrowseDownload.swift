import Foundation
import PhotomaniaKit
import Synchronization

/// `d` in the browser: one photo through the download engine, with the same naming, resume,
/// retries and archive as `photomania download`; progress goes to the status line.
enum BrowseDownload {
    /// Asks for the photo's largest image and downloads it; answers what to tell the user.
    static func run(photoID: Int, api: APIClient, directory: String, post: @escaping @Sendable (BrowseEvent) -> Void) async -> StatusMessage {
        let info: PhotoInfo
        do {
            info = try await api.object(.photo(id: photoID, imageSizes: DownloadCommand.preferredSizes))
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .error("download of \(photoID): \(BrowseSession.describe(error))")
        }
        guard let image = info.photo.largestImage else { return .error("photo \(photoID) has no image to download") }
        let item = DownloadItem(photoID: photoID, size: image.size, url: image.httpsURL ?? image.url)
        return await run(item, session: api.session, directory: directory, post: post)
    }

    static func run(_ item: DownloadItem, session: Session, directory: String, post: @escaping @Sendable (BrowseEvent) -> Void) async -> StatusMessage {
        let result = Mutex<StatusMessage?>(nil)
        let engine = DownloadEngine(
            session: session,
            options: DownloadOptions(directory: directory, jobs: 1, archive: try? DownloadArchive(path: directory + "/.photomania-archive.sqlite3")),
            events: { event in
                switch event {
                case .finished(_, let name, let bytes):
                    result.withLock { $0 = .info("saved \(sanitizedForTerminal(name, singleLine: true)) (\(formatBytes(bytes)))") }
                case .skipped(_, let name, _):
                    result.withLock { $0 = .info("already saved: \(sanitizedForTerminal(name ?? String(item.photoID), singleLine: true))") }
                case .failed(_, let message):
                    result.withLock { $0 = .error("download of \(item.photoID): \(message)") }
                case .retrying(_, let attempt, let delay, let reason):
                    post(.downloadProgress("↓ \(item.photoID): \(reason); try \(attempt + 1) in \(Int(delay.rounded(.up))) s"))
                default:
                    break
                }
            }
        )
        let ticker = Task {
            while !Task.isCancelled {
                if let transfer = engine.status.active.first { post(.downloadProgress(progressText(transfer))) }
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
        let (items, continuation) = AsyncStream.makeStream(of: DownloadItem.self)
        continuation.yield(item)
        continuation.finish()
        let outcome = await withTaskCancellationHandler { await engine.run(items) } onCancel: { engine.stop() }
        ticker.cancel()
        if outcome.interrupted { return .info("download of \(item.photoID) stopped; the .part file is kept for next time") }
        return result.withLock { $0 } ?? .info("download of \(item.photoID) ended")
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
