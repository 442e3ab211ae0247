import Foundation

/// A category of the demo wiki and its members, in both orders `categorymembers` walks.
struct CommonsCategory: Sendable {
    struct Member: Sendable {
        let page: CommonsPage
        let pageID: Int
        /// The upper-cased title without its namespace.
        let sortKey: String
        /// When the page was put into the category.
        let timestamp: Date

        var type: String {
            switch page {
            case .file: "file"
            case .category: "subcat"
            case .potd: "page"
            }
        }

        /// MediaWiki lists pages, then sub-categories, then files.
        var typeRank: Int {
            switch page {
            case .potd: 0
            case .category: 1
            case .file: 2
            }
        }
    }

    static let featured = "Featured pictures on Wikimedia Commons"
    static let quality = "Quality images"
    static let valued = "Valued images"
    static let featuredSubcategory = "Featured pictures by subject"
    static let parent = "Photomania demo"
    static let pageIDBase = 20_000_000

    /// Without `Category:`.
    let name: String
    let pageID: Int
    /// By type, then sort key (as bytes), then page id.
    let bySortKey: [Member]
    /// By timestamp, then page id.
    let byTimestamp: [Member]

    init(name: String, pageID: Int, members: [Member]) {
        self.name = name
        self.pageID = pageID
        bySortKey = members.sorted {
            ($0.typeRank, Array($0.sortKey.utf8), $0.pageID) < ($1.typeRank, Array($1.sortKey.utf8), $1.pageID)
        }
        byTimestamp = members.sorted { ($0.timestamp, $0.pageID) < ($1.timestamp, $1.pageID) }
    }

    var fileCount: Int { bySortKey.count { if case .file = $0.page { true } else { false } } }
    var subcategoryCount: Int { bySortKey.count { if case .category = $0.page { true } else { false } } }
    var pageCount: Int { bySortKey.count - fileCount - subcategoryCount }
}

private func < (left: (Int, [UInt8], Int), right: (Int, [UInt8], Int)) -> Bool {
    if left.0 != right.0 { return left.0 < right.0 }
    if left.1 != right.1 { return left.1.lexicographicallyPrecedes(right.1) }
    return left.2 < right.2
}
