/// One `MATCHERS:ACTIONS` rule of a ``FaultPlan``.
public struct FaultRule: Sendable, Hashable {
    public var matchers: [FaultMatcher]
    public var actions: [FaultAction]

    public init(matchers: [FaultMatcher] = [], actions: [FaultAction]) {
        self.matchers = matchers
        self.actions = actions
    }

    /// Whether the request passes this rule's `path=` and `method=` matchers (counters aside).
    func matches(_ request: FaultRequest) -> Bool {
        matchers.allSatisfy { matcher in
            switch matcher {
            case .path(let glob): FaultGlob(glob).matches(request.path)
            case .method(let glob): request.apiMethod.map(FaultGlob(glob).matches) ?? false
            case .first, .every: true
            }
        }
    }

    /// Whether the `count`th request matching the rule's path and method (1-based) passes the `first=` and `every=` matchers.
    func matchesOccurrence(_ count: Int) -> Bool {
        matchers.allSatisfy { matcher in
            switch matcher {
            case .path, .method: true
            case .first(let limit): count <= limit
            case .every(let period): count % period == 0
            }
        }
    }
}

extension FaultRule {
    /// The code of the rule's `stat-fail=` action, if it has one.
    var statFailCode: Int? {
        actions.lazy.compactMap { action -> Int? in
            if case .statFail(let code) = action { return code }
            return nil
        }.first
    }
}
