/// Pages to walk, written `2-5`, `3-` (to the last page) or `4` (that page only).
public struct PageRange: Sendable, Hashable, CustomStringConvertible {
    public let first: Int
    /// Nil means "until the last page".
    public let last: Int?

    /// The most pages an open range (`3-`, `--all`) walks, however many the server announces:
    /// one that claims endless pages of new photos cannot keep a walk going.
    public static let openEndedLimit = 10_000

    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Parses `A-B`, `A-` or `A`, with pages counted from 1 and `A` ≤ `B`.
    public init?(argument: String) {
        let parts = argument.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first.flatMap({ Int($0) }), first >= 1 else { return nil }
        switch parts.count {
        case 1:
            self.init(first: first, last: first)
        case _ where parts[1].isEmpty:
            self.init(first: first, last: nil)
        default:
            guard let last = Int(parts[1]), last >= first else { return nil }
            self.init(first: first, last: last)
        }
    }

    public var description: String {
        guard let last else { return "\(first)-" }
        return last == first ? "\(first)" : "\(first)-\(last)"
    }
}
