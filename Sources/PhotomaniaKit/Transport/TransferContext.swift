import Foundation
import Synchronization

/// One transfer's state, shared by the awaiting task and the curl driver thread. libcurl's
/// callbacks reach it through an unmanaged pointer retained for the transfer's life.
final class TransferContext: Sendable {
    let id: UInt64
    let request: Request
    private let maxBodySize: Int
    /// Takes a 2xx body instead of memory; error bodies still go to memory for their message.
    private let consumer: (any ResponseBodyConsumer)?
    private let state = Mutex(State())

    private struct State {
        var continuation: CheckedContinuation<Response, any Error>?
        var isCancelled = false
        var isFinished = false
        var statusCode = 0
        var headers = HTTPHeaders()
        var body = Data()
        var exceededBodyLimit = false
        /// nil until the first body byte decides where the body goes.
        var bodyGoesToConsumer: Bool?
    }

    init(id: UInt64, request: Request, maxBodySize: Int, consumer: (any ResponseBodyConsumer)? = nil) {
        self.id = id
        self.request = request
        self.maxBodySize = maxBodySize
        self.consumer = consumer
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

    /// Takes body bytes; false stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let (cancelled, destination, status, headers) = state.withLock { state in
            (state.isCancelled, state.bodyGoesToConsumer, state.statusCode, state.headers)
        }
        guard !cancelled else { return false }
        switch destination {
        case true?:
            return consumer?.receive(bytes) ?? false
        case nil where consumer != nil && (200..<300).contains(status):
            state.withLock { $0.bodyGoesToConsumer = true }
            guard let consumer, consumer.receiveResponse(statusCode: status, headers: headers) else { return false }
            return consumer.receive(bytes)
        default:
            return state.withLock { state in
                state.bodyGoesToConsumer = false
                guard state.body.count + bytes.count <= maxBodySize else {
                    state.exceededBodyLimit = true
                    return false
                }
                state.body.append(contentsOf: bytes)
                return true
            }
        }
    }

    /// Takes one raw header line. A status line starts a new header block, so only the final
    /// response's headers survive redirects and `100 Continue`.
    func receiveHeaderLine(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        state.withLock { state in
            if trimmed.hasPrefix("HTTP/") {
                state.headers = HTTPHeaders()
                state.statusCode = trimmed.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
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
