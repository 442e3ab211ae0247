/// A number of seconds, or a range of them, as people write it: `0.5`, `2`, `1-3`, `0.5-1.5`.
enum SecondsRange {
    /// The longest wait accepted: a day.
    static let limit = 86_400.0

    /// nil for anything else: a missing end (`1-`, `-1`), a range that runs backwards, a
    /// negative number, or more than a day.
    static func parse(_ text: String) -> ClosedRange<Double>? {
        let ends = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let low = seconds(ends[0]) else { return nil }
        guard ends.count == 2 else { return low...low }
        guard let high = seconds(ends[1]), low <= high else { return nil }
        return low...high
    }

    private static func seconds(_ text: Substring) -> Double? {
        // Digits and one point only: Double() would also take "inf", "nan", "1e3" and "+1".
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text) else { return nil }
        return value <= limit ? value : nil
    }
}
