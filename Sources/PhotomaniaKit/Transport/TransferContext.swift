import Foundation
import Synchronization

/// One transfer's state, shared by the awaiting task and the curl driver thread. libcurl's
/// callbacks reach it through an unmanaged pointer retained for the transfer's life.
final class TransferContext: Sendable {
    let id: UInt64
    let request: Request
    /// The most bytes of body kept in memory, and the most streamed to the consumer.
    private let limits: (memory: Int, streamed: Int)
    /// Takes a 2xx body instead of memory; error bodies still go to memory for their message.
    private let consumer: (any ResponseBodyConsumer)?
    /// The rate limit the body is received under, if any.
    let rateLimit: ReceiveRateLimit?
    private let cancelled = Atomic(false)
    private let completion = Mutex(Completion())
    /// The response as it arrives. Only the driver thread touches it (from curl's callbacks and
    /// when the transfer ends), so it needs no lock; the awaiting task sees it only through the
    /// `Response` handed over by the continuation.
    private nonisolated(unsafe) var incoming = Incoming()

    private struct Completion {
        var continuation: CheckedContinuation<Response, any Error>?
        var isFinished = false
    }

    private struct Incoming {
        var statusCode = 0
        var headers = HTTPHeaders()
        var body = Data()
        /// The limit the body went past, if it did.
        var exceededBodyLimit: Int?
        var lastByteArrival: ContinuousClock.Instant?
        var bodyBytes = 0
        /// nil until the first body byte decides where the body goes.
        var bodyGoesToConsumer: Bool?
        /// Paused until `rateLimit` allows more.
        var isThrottled = false
    }

    init(id: UInt64, request: Request, limits: (memory: Int, streamed: Int), consumer: (any ResponseBodyConsumer)? = nil, rateLimit: ReceiveRateLimit? = nil) {
        self.id = id
        self.request = request
        self.limits = limits
        self.consumer = consumer
        self.rateLimit = rateLimit
    }

    /// Returns false when the transfer was cancelled before it could start.
    func attach(_ continuation: CheckedContinuation<Response, any Error>) -> Bool {
        completion.withLock { completion in
            guard !isCancelled else { return false }
            completion.continuation = continuation
            return true
        }
    }

    func markCancelled() {
        completion.withLock { _ in cancelled.store(true, ordering: .sequentiallyConsistent) }
    }

    var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }

    /// The limit the body went past, if it did; driver thread only.
    var exceededBodyLimit: Int? { incoming.exceededBodyLimit }

    /// Body bytes received so far (decoded); driver thread only.
    var bodyBytes: Int { incoming.bodyBytes }

    /// Whether the transfer is paused for `rateLimit`, holding bytes it did not take yet; driver
    /// thread only.
    var isThrottled: Bool {
        get { incoming.isThrottled }
        set { incoming.isThrottled = newValue }
    }

    /// When the last byte of the response (head or body) arrived; driver thread only.
    var lastByteArrival: ContinuousClock.Instant? { incoming.lastByteArrival }

    /// Takes body bytes (driver thread); false stops the transfer, at once when the body
    /// goes past its limit.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !isCancelled else { return false }
        incoming.lastByteArrival = .now
        incoming.bodyBytes += bytes.count
        switch incoming.bodyGoesToConsumer {
        case true?:
            return withinLimit(limits.streamed) && (consumer?.receive(bytes) ?? false)
        case nil where consumer != nil && (200..<300).contains(incoming.statusCode):
            incoming.bodyGoesToConsumer = true
            guard withinLimit(limits.streamed), let consumer, consumer.receiveResponse(statusCode: incoming.statusCode, headers: incoming.headers) else { return false }
            return consumer.receive(bytes)
        default:
            incoming.bodyGoesToConsumer = false
            guard withinLimit(limits.memory) else { return false }
            incoming.body.append(contentsOf: bytes)
            return true
        }
    }

    private func withinLimit(_ limit: Int) -> Bool {
        guard incoming.bodyBytes > limit else { return true }
        incoming.exceededBodyLimit = limit
        return false
    }

    /// Takes one raw header line (driver thread). A status line starts a new header block, so
    /// only the final response's headers survive redirects and `100 Continue`.
    func receiveHeaderLine(_ line: UnsafeRawBufferPointer) {
        incoming.lastByteArrival = .now
        guard let parsed = HeaderLine(line) else { return }
        switch parsed {
        case .status(let code):
            incoming.headers = HTTPHeaders()
            incoming.statusCode = code
        case .field(let name, let value):
            incoming.headers.append(name: name, value: value)
        }
    }

    /// Driver thread, once the transfer ended well.
    func succeed(statusCode: Int, effectiveURL: String) {
        finish(.success(Response(request: request, statusCode: statusCode, headers: incoming.headers, body: incoming.body, effectiveURL: effectiveURL)))
    }

    func fail(_ error: PhotomaniaError) {
        finish(.failure(error))
    }

    private func finish(_ result: Result<Response, PhotomaniaError>) {
        let continuation = completion.withLock { completion -> CheckedContinuation<Response, any Error>? in
            guard !completion.isFinished else { return nil }
            completion.isFinished = true
            defer { completion.continuation = nil }
            return completion.continuation
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }
}

/// One line of a response head, parsed from bytes without Foundation: `HTTP/1.1 206 Partial
/// Content` or `Name: value`. Blank lines and malformed ones give nil.
package enum HeaderLine: Equatable {
    case status(Int)
    case field(name: String, value: String)

    package init?(_ line: UnsafeRawBufferPointer) {
        let bytes = line.bindMemory(to: UInt8.self)
        var end = bytes.count
        while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[0..<end])
        if text.starts(with: "HTTP/".utf8) {
            guard let space = text.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            var code = 0
            for byte in text[(space + 1)...].prefix(while: { (0x30...0x39).contains($0) }).prefix(3) { code = code * 10 + Int(byte - 0x30) }
            self = .status(code)
            return
        }
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        var start = colon + 1
        while start < end, Self.isSpace(text[start]) { start += 1 }
        self = .field(
            name: String(decoding: UnsafeBufferPointer(rebasing: text[0..<colon]), as: UTF8.self),
            value: String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        )
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
