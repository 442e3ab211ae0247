extension StringProtocol {
    /// The pieces between `separator`s, cut by Unicode scalar: a delimiter stays a delimiter even
    /// when a combining mark follows it, which a split by `Character` would glue to it.
    func pieces(between separator: Unicode.Scalar, maxSplits: Int = .max) -> [Substring] {
        String(self)[...].unicodeScalars.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: false).map { Substring($0) }
    }
}
