/// Arithmetic for numbers a server sent (counts, sizes, pages, lengths): a result past the
/// type's range is held at its bound instead of trapping, so that no answer can end the process.
extension FixedWidthInteger {
    public func saturatingAdding(_ other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    public func saturatingSubtracting(_ other: Self) -> Self {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }

    public func saturatingMultiplied(by other: Self) -> Self {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}

extension Sequence where Element: FixedWidthInteger {
    /// The sum, each step held at the type's bounds.
    public func saturatingSum() -> Element {
        reduce(0) { $0.saturatingAdding($1) }
    }
}
