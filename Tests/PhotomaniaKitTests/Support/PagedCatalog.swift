import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization

/// A photo list served page by page, with knobs for what a walker must cope with: slow answers
/// (to see read-ahead), photos marked NSFW, and pages that repeat what an earlier one listed.
/// Counts the list requests by page and the most that were in flight at once.
final class PagedCatalog: Sendable {
    let totalPages: Int
    let perPage: Int
    let delay: Double
    /// Ids marked NSFW.
    let nsfw: Set<Int>
    /// Each page starts with this many photos of the page before it.
    let overlap: Int
    /// Ids listed without any image.
    let imageless: Set<Int>
    private let counters = Mutex<(current: Int, most: Int, pages: [Int])>((0, 0, []))
    /// With `holdingPagesAfterTheFirst`, pages after the first wait here until `release()`.
    private let gate: DispatchSemaphore?

    init(
        totalPages: Int, perPage: Int = 10, delay: Double = 0, nsfw: Set<Int> = [], overlap: Int = 0, imageless: Set<Int> = [],
        holdingPagesAfterTheFirst: Bool = false
    ) {
        self.imageless = imageless
        gate = holdingPagesAfterTheFirst ? DispatchSemaphore(value: 0) : nil
        self.totalPages = totalPages
        self.perPage = perPage
        self.delay = delay
        self.nsfw = nsfw
        self.overlap = overlap
    }

    var pagesRequested: [Int] { counters.withLock { $0.pages } }
    var inFlight: Int { counters.withLock { $0.current } }

    /// Lets every held page answer, now and from now on.
    func release() {
        for _ in 0..<totalPages { gate?.signal() }
    }
    var mostAtOnce: Int { counters.withLock { $0.most } }

    func ids(onPage page: Int) -> [Int] {
        let first = (page - 1) * (perPage - overlap) + 1
        return Array(first..<(first + perPage))
    }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let page = request.queryValue("page").flatMap(Int.init) ?? 1
        counters.withLock { counters in
            counters.current += 1
            counters.most = max(counters.most, counters.current)
            counters.pages.append(page)
        }
        defer { counters.withLock { $0.current -= 1 } }
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        if page > 1, let gate {
            gate.wait()
            gate.signal()
        }
        let photos: [String] = page <= totalPages ? ids(onPage: page).map { id in
            let images = imageless.contains(id) ? "" : #"{"size": 4, "url": "http://cdn/\#(id).jpg"}"#
            return #"{"id": \#(id), "nsfw": \#(nsfw.contains(id)), "images": [\#(images)]}"#
        } : []
        return .json(#"{"current_page": \#(page), "total_pages": \#(totalPages), "total_items": \#(totalPages * perPage), "photos": [\#(photos.joined(separator: ","))]}"#)
    }

    /// Runs `body` with an API whose photo lists this catalog answers.
    func serve<T>(_ body: (APIClient) async throws -> T) async throws -> T {
        try await withServer(handler: respond) { _, origin in
            try await body(APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1")))
        }
    }
}

/// Every event of a walk, in order.
func collected<Item>(_ walk: PhotoWalk<Item>) async throws -> [PhotoSourceEvent<Item>] {
    var events: [PhotoSourceEvent<Item>] = []
    for try await event in walk { events.append(event) }
    return events
}

extension PhotoSourceEvent {
    var photoID: PhotoID? {
        if case .photo(let photo) = self { photo.id } else { nil }
    }

    var page: PageSummary? {
        if case .page(let page) = self { page } else { nil }
    }

    var total: Int? {
        if case .total(let total) = self { total } else { nil }
    }
}
