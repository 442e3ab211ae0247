import Foundation

/// A `--filter` expression, parsed once: comparisons of a photo's fields (`FilterField`) joined
/// with `&&`, `||`, `!` and parentheses. `matches` tests one photo.
///
/// - Text compares ignoring case; `~` is "contains" (`title ~ dusk`), and on `tags` "has this
///   tag" (`tags ~ sunset`). A value is a bare word or a quoted text (`'sea & sky'`).
/// - Numbers take `==`, `!=`, `<`, `<=`, `>`, `>=`.
/// - Dates are days, `2024-05-01` (UTC): `taken >= 2024-05-01` is from its first second on,
///   `taken == 2024-05-01` that day, `taken > 2024-05-01` from the next day.
/// - A yes-or-no field stands alone: `nsfw`, `!nsfw`.
/// - A photo whose service does not give a field matches no comparison of it (`!(…)` of one
///   matches it).
public indirect enum FilterExpression: Sendable, Hashable {
    public enum Comparison: String, Sendable, Hashable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "~", lacks = "!~"
    }

    public enum Operand: Sendable, Hashable {
        case text(String)
        case number(Double)
        /// The day's first second and the next day's, UTC.
        case day(start: Date, end: Date)
    }

    case compare(FilterField, Comparison, Operand)
    case flag(FilterField)
    case not(FilterExpression)
    case and(FilterExpression, FilterExpression)
    case or(FilterExpression, FilterExpression)

    public init(parsing text: String) throws(FilterSyntaxError) {
        self = try FilterParser.parse(text)
    }

    public func matches(_ subject: some FilterSubject) -> Bool {
        switch self {
        case .not(let inner): !inner.matches(subject)
        case .and(let left, let right): left.matches(subject) && right.matches(subject)
        case .or(let left, let right): left.matches(subject) || right.matches(subject)
        case .flag(let field): subject.filterValue(of: field) == .flag(true)
        case .compare(let field, let comparison, let operand):
            subject.filterValue(of: field).map { Self.compare($0, comparison, operand) } ?? false
        }
    }

    /// The fields it reads, so that a listing can tell whether it needs more than it has.
    public var fields: Set<FilterField> {
        switch self {
        case .not(let inner): inner.fields
        case .and(let left, let right), .or(let left, let right): left.fields.union(right.fields)
        case .flag(let field), .compare(let field, _, _): [field]
        }
    }

    private static func compare(_ value: FilterValue, _ comparison: Comparison, _ operand: Operand) -> Bool {
        switch (value, operand) {
        case (.text(let text), .text(let wanted)):
            let (text, wanted) = (text.lowercased(), wanted.lowercased())
            switch comparison {
            case .equal: return text == wanted
            case .notEqual: return text != wanted
            case .contains: return text.contains(wanted)
            case .lacks: return !text.contains(wanted)
            default: return false
            }
        case (.tags(let tags), .text(let wanted)):
            let has = tags.contains { $0.lowercased() == wanted.lowercased() }
            return comparison == .lacks ? !has : has
        case (.number(let number), .number(let wanted)):
            return order(number < wanted ? .less : number > wanted ? .greater : .equal, comparison)
        case (.date(let date), .day(let start, let end)):
            return order(date < start ? .less : date >= end ? .greater : .equal, comparison)
        default:
            return false
        }
    }

    private enum Order { case less, equal, greater }

    private static func order(_ order: Order, _ comparison: Comparison) -> Bool {
        switch comparison {
        case .equal: order == .equal
        case .notEqual: order != .equal
        case .less: order == .less
        case .lessOrEqual: order != .greater
        case .greater: order == .greater
        case .greaterOrEqual: order != .less
        case .contains, .lacks: false
        }
    }
}
