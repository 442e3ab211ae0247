import Foundation

extension FilterExpression {
    /// The expression written out again, fully parenthesised: the same expression always reads
    /// the same, however it was spaced or quoted when given.
    public var canonicalText: String {
        switch self {
        case .flag(let field): field.name
        case .not(let inner): "!(" + inner.canonicalText + ")"
        case .and(let left, let right): "(" + left.canonicalText + " && " + right.canonicalText + ")"
        case .or(let left, let right): "(" + left.canonicalText + " || " + right.canonicalText + ")"
        case .compare(let field, let comparison, let operand): field.name + " " + comparison.rawValue + " " + Self.text(operand)
        }
    }

    private static func text(_ operand: Operand) -> String {
        switch operand {
        case .text(let text): "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .day(let start, _): start.formatted(Date.ISO8601FormatStyle().year().month().day())
        }
    }
}
