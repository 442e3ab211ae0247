/// Why a `--filter` expression does not parse, and where: `offset` counts characters from its
/// start, `length` how many the mistake spans (for a caret line under the text).
public struct FilterSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        case empty
        case unknownField(String)
        case expected(String, found: String)
        case unterminatedText
        case wrongValue(field: String, wants: String, found: String)
        case operatorDoesNotApply(String, field: String, kind: String)
        case notAFlag(field: String)
    }

    public let problem: Problem
    public let offset: Int
    public let length: Int

    public var description: String {
        switch problem {
        case .empty: "the filter is empty"
        case .unknownField(let name): "unknown field '\(name)'"
        case .expected(let what, let found): "expected \(what), found \(found)"
        case .unterminatedText: "a quoted text has no closing quote"
        case .wrongValue(let field, let wants, let found): "'\(field)' is \(wants), and \(found) is not"
        case .operatorDoesNotApply(let op, let field, let kind): "'\(op)' does not apply to '\(field)', which is \(kind)"
        case .notAFlag(let field): "'\(field)' alone is no test: compare it, e.g. '\(field) == …'"
        }
    }
}
