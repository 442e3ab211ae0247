import Foundation
import Synchronization

/// The entry point for HTTP: owns one curl driver (one thread, one connection pool) and turns
/// requests into responses for `async` callers. Cancelling the awaiting task stops its transfer
/// at once and closes its connection.
public final class Session: Sendable {
    public let configuration: TransportConfiguration
    private let driver: CurlDriver
    private let nextID = Atomic<UInt64>(1)
    /// An error answer beside a streamed body is read for its message only.
    private static let errorBodyLimit = 1_048_576

    public init(configuration: TransportConfiguration = TransportConfiguration()) throws(PhotomaniaError) {
        self.configuration = configuration
        self.driver = try CurlDriver(configuration: configuration)
    }

    /// One transfer: no validation, no retries. With a `consumer`, a 2xx body streams to it
    /// and the response's `body` stays empty.
    public func perform(_ request: Request, consumer: (any ResponseBodyConsumer)? = nil) async throws(PhotomaniaError) -> Response {
        var request = request
        // A body streamed to a file is asked for as it is: compressed, neither its length
        // nor a range of it would match the bytes written.
        if consumer != nil { request.acceptsCompression = false }
        let context = TransferContext(
            id: nextID.add(1, ordering: .relaxed).oldValue,
            request: request,
            limits: (
                memory: request.maxBodySize ?? (consumer == nil ? configuration.maxBodySize : Self.errorBodyLimit),
                streamed: request.maxBodySize ?? configuration.maxFileSize
            ),
            consumer: consumer,
            rateLimit: configuration.receiveRateLimit
        )
        let driver = self.driver
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    if context.attach(continuation) {
                        driver.start(context)
                    } else {
                        continuation.resume(throwing: PhotomaniaError.cancelled)
                    }
                }
            } onCancel: {
                driver.cancel(context)
            }
        } catch let error as PhotomaniaError {
            throw error
        } catch {
            throw .cancelled
        }
    }

    /// A validated response (`200..<300`, acceptable content type), retried by `policy`; a
    /// `timeLimit` covers every attempt and the waits between them. With a `pacer`, each attempt
    /// waits for its turn, and a `Retry-After` the policy honours stops every call paced by it.
    public func response(
        for request: Request,
        retryPolicy policy: RetryPolicy = RetryPolicy(),
        clock: RetryClock = .live,
        pacer: CallPacer? = nil
    ) async throws(PhotomaniaError) -> Response {
        var request = request
        if request.deadline == nil, let limit = request.timeLimit { request.deadline = .now + .seconds(limit) }
        return try await policy.run(clock: clock, deadline: request.deadline) { [request] attempt throws(PhotomaniaError) in
            var request = request
            if let pacer {
                do { try await pacer.admit() } catch { throw .cancelled }
            }
            if let authorization = request.authorization?() {
                request.headers.append(("Authorization", authorization))
            }
            let response = try await perform(request)
            try response.validate()
            return response
        } onRetry: { [log = configuration.log, host = CallPacer.host(of: request.url)] error, wait in
            log?("~ retrying in \(String(format: "%.1f", wait.seconds)) s: \(error)")
            guard let pacer, case .serverAsked(let seconds, let status) = wait else { return }
            await pacer.pause(CallPause(host: host, until: pacer.now.addingTimeInterval(seconds), reason: .slowDown(status: status)))
        }
    }
}
