import Foundation

/// How many API calls a service allows: `burst` at once, then `perSecond` sustained.
public struct CallBudget: Sendable, Equatable {
    public var perSecond: Double
    public var burst: Int

    /// The burst of a pace asked for (`--api-rate`) on a service that declares none.
    public static let defaultBurst = 10

    public init(perSecond: Double, burst: Int) {
        self.perSecond = perSecond
        self.burst = burst
    }
}

/// Paces a service's API calls to its `CallBudget` with a token bucket. Each call takes a token
/// before it is sent; a call that finds none waits for its own, so calls go in the order they
/// asked. A service that says "slow down" (429, Flickr's 105 and 201) stops every call for as
/// long as it asked. Picture fetches are not paced: static hosts do not count them.
public actor CallPacer {
    private let budget: CallBudget
    private let clock: RetryClock
    /// Tokens left; below zero, calls already waiting hold them.
    private var tokens: Double
    private var refilledAt: Date
    /// No call is sent before this, whatever the tokens say.
    private var pausedUntil: Date
    /// Told of every pause, by the id `observe` gave.
    private var observers: [Int: @Sendable (CallPause) -> Void] = [:]
    private var nextObserver = 0
    /// Calls let through so far: what a run cost of the service's budget.
    public private(set) var calls = 0

    public init(_ budget: CallBudget, clock: RetryClock = .live) {
        self.budget = CallBudget(perSecond: max(budget.perSecond, 0.001), burst: max(budget.burst, 1))
        self.clock = clock
        tokens = Double(self.budget.burst)
        refilledAt = clock.now()
        pausedUntil = refilledAt
    }

    /// Waits until one more call may be sent; returns the seconds it waited (0 within the burst).
    /// A cancelled wait gives its token back and throws `CancellationError`.
    @discardableResult
    public func admit() async throws -> Double {
        let now = clock.now()
        refill(at: now)
        tokens -= 1
        calls += 1
        let tokenArrives = tokens >= 0 ? now : refilledAt.addingTimeInterval(-tokens / budget.perSecond)
        var sendAt = max(tokenArrives, pausedUntil)
        var waited = 0.0
        while case let wait = sendAt.timeIntervalSince(clock.now()), wait > 0 {
            do {
                try await clock.sleep(wait)
                try Task.checkCancellation()
            } catch {
                tokens += 1
                calls -= 1
                throw CancellationError()
            }
            waited += wait
            sendAt = max(sendAt, pausedUntil)
        }
        return waited
    }

    /// The service asked for `seconds` of quiet: no call goes before they pass (calls already
    /// waiting too), and then the bucket holds one token, refilling from there.
    public func pause(for seconds: Double) {
        let now = clock.now()
        refill(at: now)
        pausedUntil = max(pausedUntil, now.addingTimeInterval(max(seconds, 0)))
        refilledAt = max(refilledAt, pausedUntil)
        tokens = min(tokens, 1)
    }

    /// A pause the service asked for, told to every observer: `pause.until` is counted from now.
    public func pause(_ pause: CallPause) {
        self.pause(for: pause.until.timeIntervalSince(clock.now()))
        for observer in observers.values { observer(pause) }
    }

    /// Tells `observer` of every pause from now on (it must return at once), until
    /// `stopObserving` with the id returned.
    public func observe(_ observer: @escaping @Sendable (CallPause) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = observer
        return nextObserver
    }

    public func stopObserving(_ id: Int) {
        observers[id] = nil
    }

    /// The clock's time, for a pause that starts now.
    public nonisolated var now: Date { clock.now() }

    /// Adds what `perSecond` earned since the last refill, up to `burst`; during a pause,
    /// nothing (the refill starts when the pause ends).
    private func refill(at now: Date) {
        guard now > refilledAt else { return }
        tokens = min(tokens + now.timeIntervalSince(refilledAt) * budget.perSecond, Double(budget.burst))
        refilledAt = now
    }
}

extension CallPacer {
    /// The host of an API URL, as a pause names it.
    public static func host(of url: String) -> String {
        URLComponents(string: url)?.host ?? ""
    }
}
