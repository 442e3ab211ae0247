import Foundation
import Synchronization

/// One transfer's state, shared by the awaiting task and the curl driver thread. libcurl's
/// callbacks reach it through an unmanaged pointer retained for the transfer's life.
final class TransferContext: Sendable {
    let id: UInt64
    let request: Request
    private let maxBodySize: Int
    private let state = Mutex(State())

    private struct State {
        var continuation: CheckedContinuation<Response, any Error>?
        var isCancelled = false
        var isFinished = false
        var headers = HTTPHeaders()
        var body = Data()
        var exceededBodyLimit = false
    }

    init(id: UInt64, request: Request, maxBodySize: Int) {
        self.id = id
        self.request = request
        self.maxBodySize = maxBodySize
    }

    /// Returns false when the transfer was cancelled before it could start.
    func attach(_ continuation: CheckedContinuation<Response, any Error>) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.continuation = continuation
            return true
        }
    }

    func markCancelled() {
        state.withLock { $0.isCancelled = true }
    }

    var isCancelled: Bool { state.withLock { $0.isCancelled } }
    var exceededBodyLimit: Bool { state.withLock { $0.exceededBodyLimit } }

    /// Appends body bytes; false stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            guard state.body.count + bytes.count <= maxBodySize else {
                state.exceededBodyLimit = true
                return false
            }
            state.body.append(contentsOf: bytes)
            return true
        }
    }

    /// Takes one raw header line. A status line starts a new header block, so only the final
    /// response's headers survive redirects and `100 Continue`.
    func receiveHeaderLine(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        state.withLock { state in
            if trimmed.hasPrefix("HTTP/") {
                state.headers = HTTPHeaders()
            } else if let colon = trimmed.firstIndex(of: ":") {
                let name = String(trimmed[..<colon])
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                state.headers.append(name: name, value: value)
            }
        }
    }

    func succeed(statusCode: Int, effectiveURL: String) {
        let response = state.withLock { state -> Response? in
            guard !state.isFinished else { return nil }
            return Response(request: request, statusCode: statusCode, headers: state.headers, body: state.body, effectiveURL: effectiveURL)
        }
        guard let response else { return }
        finish(.success(response))
    }

    func fail(_ error: PhotomaniaError) {
        finish(.failure(error))
    }

    private func finish(_ result: Result<Response, PhotomaniaError>) {
        let continuation = state.withLock { state -> CheckedContinuation<Response, any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            state.body = Data()
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }
}
