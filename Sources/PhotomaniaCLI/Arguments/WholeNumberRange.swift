/// A range of whole numbers an argument must fall in: `1...100`, `1...` or `...10`.
public protocol WholeNumberRange: Sendable {
    var lowerLimit: Int? { get }
    var upperLimit: Int? { get }
}

extension ClosedRange: WholeNumberRange where Bound == Int {
    public var lowerLimit: Int? { lowerBound }
    public var upperLimit: Int? { upperBound }
}

extension PartialRangeFrom: WholeNumberRange where Bound == Int {
    public var lowerLimit: Int? { lowerBound }
    public var upperLimit: Int? { nil }
}

extension PartialRangeThrough: WholeNumberRange where Bound == Int {
    public var lowerLimit: Int? { nil }
    public var upperLimit: Int? { upperBound }
}

struct AnyWholeNumber: WholeNumberRange {
    var lowerLimit: Int? { nil }
    var upperLimit: Int? { nil }
}

extension WholeNumberRange {
    func contains(_ number: Int) -> Bool {
        (lowerLimit.map { number >= $0 } ?? true) && (upperLimit.map { number <= $0 } ?? true)
    }

    /// `a whole number from 1 to 100`, `a whole number of at least 1`, …
    var phrase: String {
        switch (lowerLimit, upperLimit) {
        case let (lower?, upper?): "a whole number from \(lower) to \(upper)"
        case let (lower?, nil): "a whole number of at least \(lower)"
        case let (nil, upper?): "a whole number of at most \(upper)"
        case (nil, nil): "a whole number"
        }
    }
}
