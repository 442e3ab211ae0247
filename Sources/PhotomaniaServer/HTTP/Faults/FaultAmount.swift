/// How much of a body a `truncate=` or `stall=` fault lets through.
public enum FaultAmount: Sendable, Hashable {
    case bytes(Int)
    /// A share of the body between 0 and 1.
    case fraction(Double)

    /// The number of bytes this amount allows out of a body of `total` bytes.
    func byteCount(of total: Int) -> Int {
        switch self {
        case .bytes(let count): min(count, total)
        case .fraction(let share): min(total, max(0, Int((Double(total) * share).rounded(.down))))
        }
    }
}
