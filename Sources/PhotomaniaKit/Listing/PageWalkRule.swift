import Foundation

/// Where a walk of pages ends, decided one page at a time from the numbers and ids the server
/// sent, all of which may lie: after an empty page, the last page the server announces, the
/// range's end, a page that lists nothing new, or `PageRange.openEndedLimit` pages of an open range.
package struct PageWalkRule<ID: Hashable & Sendable>: Sendable {
    package enum Decision: Equatable, Sendable {
        /// Walk on, up to page `last` at most.
        case next(last: Int)
        /// The walk is over; `stop` says why when the server still announced more.
        case end(PageWalkStop?)
    }

    let first: Int
    /// The range's last page, or for an open range the last the cap allows.
    let last: Int
    let isOpen: Bool
    /// The page each id was first listed on.
    private var firstListed: [ID: Int] = [:]

    package init(_ range: PageRange, pageCap: Int) {
        first = range.first
        isOpen = range.last == nil
        last = range.last ?? range.first.saturatingAdding(max(1, pageCap) - 1)
    }

    /// Takes page `number`, listing `ids`, of a list the server says has `totalPages` pages.
    package mutating func after(page number: Int, ids: [ID], totalPages: Int) -> Decision {
        guard !ids.isEmpty, number < totalPages else { return .end(nil) }
        let earlier = Set(ids.compactMap { firstListed[$0] })
        let new = ids.filter { firstListed[$0] == nil }
        guard !new.isEmpty else { return .end(.repeated(page: number, earlier: earlier.count == 1 ? earlier.first : nil)) }
        for id in new { firstListed[id] = number }
        guard number < last else { return .end(isOpen ? .pageCap(last: number, announced: totalPages) : nil) }
        return .next(last: min(totalPages, last))
    }
}

/// Why a walk of pages stopped before the last page the server announced.
public enum PageWalkStop: Sendable, Hashable, CustomStringConvertible {
    /// Page `page` listed only what earlier pages had: `earlier` when they were one page.
    case repeated(page: Int, earlier: Int?)
    /// An open range (`--all`) walked `PageRange.openEndedLimit` pages, ending at `last`, while the
    /// server announced `announced`.
    case pageCap(last: Int, announced: Int)
    /// Page `page` of a list of the newest uploads first reached photos uploaded before `bound`,
    /// which the filter leaves out, and so would every page after it.
    case uploadedBefore(page: Int, bound: Date)

    public var description: String {
        switch self {
        case .repeated(let page, let earlier?): "page \(page) repeated page \(earlier); stopped"
        case .repeated(let page, nil): "page \(page) repeated earlier pages; stopped"
        case .uploadedBefore(let page, let bound):
            "page \(page) reached photos uploaded before \(bound.formatted(.iso8601.year().month().day())); stopped (newest first, no later page can match)"
        case .pageCap(let last, let announced):
            "stopped after page \(last): a walk takes at most \(PageRange.openEndedLimit) pages, and the server announced \(announced)"
        }
    }
}
