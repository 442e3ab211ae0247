import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
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

extension DemoServer {
    /// What the server's handler answers for an image, before any fault.
    func imageBytes(photoID: Int, size: Int = 4) -> Data {
        let request = HTTPRequest(method: "GET", path: "/images/\(photoID)/\(size).jpg", headers: HTTPHeaderFields([("Host", "127.0.0.1:\(port)")]))
        return api.respond(to: request).body
    }
}

/// Time that moves only when a retry waits: waits are instant, and `now` advances by them.
final class SteppingClock: Sendable {
    private let state = Mutex<(now: Date, waits: [Double])>((Date(timeIntervalSince1970: 1_000_000), []))
    var waits: [Double] { state.withLock { $0.waits } }

    var clock: RetryClock {
        RetryClock(
            now: { [self] in state.withLock { $0.now } },
            sleep: { [self] seconds in
                try Task.checkCancellation()
                state.withLock { $0.now += seconds; $0.waits.append(seconds) }
                await Task.yield()
            },
            random: { 0.5 }
        )
    }
}
