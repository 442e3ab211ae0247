/// A fault spec that does not parse; names the offending token.
public struct FaultPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The token as written in the spec.
    public var token: String
    /// Why it was refused, e.g. `unknown action`.
    public var problem: String

    public init(token: String, problem: String) {
        self.token = token
        self.problem = problem
    }

    public var description: String {
        "Bad fault spec at \"\(token)\": \(problem)."
    }
}
