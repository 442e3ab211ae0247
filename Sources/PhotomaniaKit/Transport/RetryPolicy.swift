import Foundation
import PhotomaniaHTTPText

/// When and how long to wait before repeating a failed request: on 408/429/500/502/503/504 and
/// transient transport failures, with exponential backoff and jitter; a `Retry-After` is
/// honoured, and a wait longer than `maxDelay` ends the retries. A cancellation is never
/// retried, nor a POST that may have reached the server, nor a refused connection (as curl
/// does not: nobody listens there, and a retry seconds later rarely finds someone).
public struct RetryPolicy: Sendable {
    /// Retries after the first attempt.
    public var maxRetries: Int
    public var baseDelay: Double
    public var multiplier: Double
    public var maxDelay: Double
    /// Each backoff delay is scaled by a random factor in `1 - jitter ... 1 + jitter`.
    public var jitter: Double

    public static let retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]
    public static let never = RetryPolicy(maxRetries: 0)

    /// One retry at most: a stored answer waits to stand in, and the user should not wait long
    /// to see it.
    public var beforeAStoredCopy: RetryPolicy {
        var policy = self
        policy.maxRetries = min(maxRetries, 1)
        return policy
    }

    public init(maxRetries: Int = 3, baseDelay: Double = 0.5, multiplier: Double = 2, maxDelay: Double = 30, jitter: Double = 0.25) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = jitter
    }

    /// How long to wait before retry number `retryCount + 1`, or nil to give up.
    /// `random` is a value in `0..<1`.
    public func wait(after error: PhotomaniaError, retryCount: Int, now: Date, random: Double) -> RetryWait? {
        guard let backoff = wait(transient: Self.isTransient(error), retryCount: retryCount, random: random) else { return nil }
        guard case .responseValidationFailed(_, .unacceptableStatusCode(let status, _, let retryAfter?)) = error,
              let requested = RetryAfter.seconds(from: retryAfter, now: now)
        else { return backoff }
        return requested <= maxDelay ? .serverAsked(requested, status: status) : nil
    }

    /// The backoff before retry number `retryCount + 1` of something another try may mend;
    /// nil when it may not, or once the retries are used up.
    public func wait(transient: Bool, retryCount: Int, random: Double) -> RetryWait? {
        guard transient, retryCount < maxRetries else { return nil }
        return .backoff(backoff(retryCount: retryCount, random: random))
    }

    /// The exponential delay with jitter before retry number `retryCount + 1`, capped.
    public func backoff(retryCount: Int, random: Double) -> Double {
        min(baseDelay * pow(multiplier, Double(retryCount)) * (1 - jitter + 2 * jitter * random), maxDelay)
    }

    public static func isTransient(_ error: PhotomaniaError) -> Bool {
        if case .transportFailed(_, .cannotConnect) = error { return false }
        if let reachedServer = writeReachedServer(error) { return !reachedServer }
        switch error {
        case .responseValidationFailed(_, .unacceptableStatusCode(let code, _, _)):
            return retryableStatusCodes.contains(code)
        case .transportFailed(_, let reason):
            switch reason {
            case .connectTimedOut, .stalled, .tooSlow, .connectionLost, .closedEarly, .notHTTP, .secureConnectionFailed: return true
            case .cannotConnect, .cannotResolveHost, .tooManyRedirects, .bodyTooLarge, .headersTooLarge, .tookTooLong, .other: return false
            }
        case .invalidURL, .responseValidationFailed, .responseSerializationFailed, .cancelled, .notStoredOffline, .storedCopyDamaged, .unsupported, .shortLinkUnfollowed:
            return false
        case .serviceFailed:
            // A busy answer (`ServiceFailure.Meaning.busy`) arrives as HTTP 200 and is the
            // service's to wait for; none is retried here.
            return false
        }
    }

    /// For a failed write (POST, DELETE), whether it may have reached the server (then it is never
    /// repeated); nil for reads.
    private static func writeReachedServer(_ error: PhotomaniaError) -> Bool? {
        let writes = { (request: RequestSummary) in HTTPMethod(rawValue: request.method)?.writes == true }
        switch error {
        case .transportFailed(let request, let reason) where writes(request):
            switch reason {
            case .cannotConnect, .connectTimedOut: return false
            default: return true
            }
        case .responseValidationFailed(let request, _) where writes(request):
            return true
        default:
            return nil
        }
    }

    /// Runs `operation` until it succeeds, fails for good, or the task is cancelled; no wait
    /// that would end at or past `deadline` is begun.
    public func run<Value>(
        clock: RetryClock,
        deadline: ContinuousClock.Instant? = nil,
        _ operation: (_ attempt: Int) async throws(PhotomaniaError) -> Value,
        onRetry: (PhotomaniaError, RetryWait) async -> Void = { _, _ in }
    ) async throws(PhotomaniaError) -> Value {
        var retryCount = 0
        while true {
            do {
                return try await operation(retryCount + 1)
            } catch {
                guard let wait = wait(after: error, retryCount: retryCount, now: clock.now(), random: clock.random()),
                      deadline.map({ ContinuousClock.now + .seconds(wait.seconds) < $0 }) ?? true
                else {
                    throw error
                }
                await onRetry(error, wait)
                do { try await clock.sleep(wait.seconds) } catch { throw .cancelled }
                retryCount += 1
            }
        }
    }
}

/// A wait before a retry: the policy's backoff, or what the server asked for with `Retry-After`.
public enum RetryWait: Sendable, Equatable {
    case backoff(Double)
    case serverAsked(Double, status: Int)

    public var seconds: Double {
        switch self {
        case .backoff(let seconds), .serverAsked(let seconds, _): seconds
        }
    }
}

/// Time as the retry loop sees it, so that tests can run it without waiting.
public struct RetryClock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Double) async throws -> Void
    public var random: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Double) async throws -> Void, random: @escaping @Sendable () -> Double) {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    public static let live = RetryClock(
        now: { Date() },
        sleep: { seconds in try await Task.sleep(for: .milliseconds(Int(seconds * 1000))) },
        random: { Double.random(in: 0..<1) }
    )
}

/// Parses `Retry-After`: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
public enum RetryAfter {
    public static func seconds(from value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return seconds >= 0 ? Double(seconds) : nil }
        guard let date = HTTPDate.parse(trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

extension PhotomaniaError {
    /// The pause a busy answer asked for (`Retry-After`: seconds or an HTTP date), in seconds.
    func busyPause(now: Date) -> Double? {
        guard case .responseValidationFailed(_, .serviceBusy(_, let retryAfter?)) = self else { return nil }
        return RetryAfter.seconds(from: retryAfter, now: now)
    }
}
