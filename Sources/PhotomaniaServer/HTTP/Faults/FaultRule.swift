/// One `MATCHERS:ACTIONS` rule of a ``FaultPlan``.
public struct FaultRule: Sendable, Hashable {
    public var matchers: [FaultMatcher]
    public var actions: [FaultAction]

    public init(matchers: [FaultMatcher] = [], actions: [FaultAction]) {
        self.matchers = matchers
        self.actions = actions
    }

    /// Whether the request's path passes this rule's `path=` matchers (counters aside).
    func matchesPath(_ path: String) -> Bool {
        matchers.allSatisfy { matcher in
            guard case .path(let glob) = matcher else { return true }
            return FaultGlob(glob).matches(path)
        }
    }

    /// Whether the `count`th path-matching request (1-based) passes the `first=` and `every=` matchers.
    func matchesOccurrence(_ count: Int) -> Bool {
        matchers.allSatisfy { matcher in
            switch matcher {
            case .path: true
            case .first(let limit): count <= limit
            case .every(let period): count % period == 0
            }
        }
    }
}
