/// Where a page of a list starts: a page number, or the opaque token the page before answered
/// with (a continuation). A walk starts at a number; a service that continues by token answers
/// each page with the next token (`Page.nextToken`).
public enum PageCursor: Sendable, Hashable {
    case number(Int)
    case token(String)

    /// The page number, when the cursor is one.
    public var number: Int? {
        if case .number(let number) = self { return number }
        return nil
    }
}

extension Page {
    /// Where the next page starts, or nil after the last: the token the answer gave, else the
    /// next number while the answer counts more pages.
    public var next: PageCursor? {
        if let nextToken { return .token(nextToken) }
        return hasNextPage ? .number(currentPage.saturatingAdding(1)) : nil
    }
}
