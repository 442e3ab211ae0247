import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization

/// Keeps every event of a run, in order, and samples its status once a test asks.
final class RecordingObserver: DownloadObserver {
    private let state = Mutex<(events: [DownloadEvent], status: (@Sendable () -> DownloadStatus)?)>(([], nil))

    func downloadStarted(status: @escaping @Sendable () -> DownloadStatus) {
        state.withLock { $0.status = status }
    }

    func handle(_ event: DownloadEvent) {
        state.withLock { $0.events.append(event) }
    }

    var events: [DownloadEvent] { state.withLock { $0.events } }
    var status: DownloadStatus? { state.withLock { $0.status }?() }

    var retryReasons: [DownloadFailure] { events.compactMap { if case .retrying(_, _, _, let reason) = $0 { reason } else { nil } } }
    var failures: [DownloadFailure] { events.compactMap { if case .failed(_, let failure) = $0 { failure } else { nil } } }
    var notices: [DownloadNotice] { events.compactMap { if case .notice(_, let notice) = $0 { notice } else { nil } } }
}

/// The built-in server's API through a test session.
func demoAPI(_ server: DemoServer, stallTimeout: Double = 30) throws -> APIClient {
    APIClient(session: try testSession(stallTimeout: stallTimeout), configuration: APIConfiguration(baseURL: server.baseURL))
}

/// A fresh folder under the temporary directory, removed after `body`.
func withScratchFolder<T>(_ body: (DownloadFolder) async throws -> T) async throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-download-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(DownloadFolder(path))
}

extension DownloadFolder {
    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}
