/// The keys around one page of a list: where the items are and where the page numbers are.
public struct PageEnvelope: Sendable, Hashable {
    public var items: String
    public var currentPage: String
    public var totalPages: String
    public var totalItems: String

    public init(items: String, currentPage: String, totalPages: String, totalItems: String) {
        self.items = items
        self.currentPage = currentPage
        self.totalPages = totalPages
        self.totalItems = totalItems
    }

    /// `current_page`, `total_pages`, `total_items` beside the list (photos, comments, votes, …).
    public static func standard(_ items: String) -> PageEnvelope {
        PageEnvelope(items: items, currentPage: "current_page", totalPages: "total_pages", totalItems: "total_items")
    }

    /// `page`, `<items>_pages`, `<items>_count` beside the list (friends, followers).
    public static func counted(_ items: String) -> PageEnvelope {
        PageEnvelope(items: items, currentPage: "page", totalPages: items + "_pages", totalItems: items + "_count")
    }
}
