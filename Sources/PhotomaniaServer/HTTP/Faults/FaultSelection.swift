/// A plan together with the `first=`/`every=` counters of one server running it.
struct FaultSelection: Sendable {
    let plan: FaultPlan
    private var counts: [Int]

    init(plan: FaultPlan) {
        self.plan = plan
        counts = Array(repeating: 0, count: plan.rules.count)
    }

    /// The rule that applies to a request for `path`, advancing the counters of the rules tried.
    mutating func rule(forPath path: String) -> FaultRule? {
        rule(for: FaultRequest(path: path))
    }

    /// The rule that applies to the request, advancing the counters of the rules tried.
    mutating func rule(for request: FaultRequest) -> FaultRule? {
        for (index, rule) in plan.rules.enumerated() where rule.matches(request) {
            counts[index] += 1
            if rule.matchesOccurrence(counts[index]) { return rule }
        }
        return nil
    }
}
