import Foundation

extension FilterExpression {
    /// `YYYY-MM-DD` as a filter's date (a day, UTC); nil when `text` is no real day.
    public static func day(_ text: String) -> Operand? {
        FilterParser.day(text)
    }

    /// The earliest `field` a photo may have and still match: the latest lower bound the
    /// expression's `&&`-joined comparisons put on it (`created >= 2024-05-01`, `created > …`);
    /// nil when nothing bounds it so (an `||` or a `!` around it hides a bound).
    public func lowerBound(of field: FilterField) -> Date? {
        switch self {
        case .and(let left, let right):
            return [left.lowerBound(of: field), right.lowerBound(of: field)].compactMap { $0 }.max()
        case .compare(field, .greaterOrEqual, .day(let start, _)), .compare(field, .equal, .day(let start, _)):
            return start
        case .compare(field, .greater, .day(_, let end)):
            return end
        default:
            return nil
        }
    }
}
