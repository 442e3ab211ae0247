import Synchronization

/// The pages `range.first` to `range.last` (nil: to the last page) of one paged list, in order,
/// with the next ones fetched ahead. Where it ends is `PageWalkRule`'s call: a server that
/// repeats its pages or claims endless ones cannot keep it going; `stop` says when that ended it.
public struct PageWalk<Item: ResponseCollectionSerializable & Identifiable>: Sendable where Item.ID: Sendable {
    public typealias Fetch = @Sendable (_ page: Int) async throws(PhotomaniaError) -> Page<Item>

    let range: PageRange
    let readAhead: Int
    let pageCap: Int
    let fetch: Fetch

    /// `pageCap`: the most pages an open range walks.
    public init(_ range: PageRange, readAhead: Int = 3, pageCap: Int = PageRange.openEndedLimit, fetch: @escaping Fetch) {
        self.range = range
        self.readAhead = readAhead
        self.pageCap = pageCap
        self.fetch = fetch
    }

    /// A walk of `route`'s pages through `api`.
    public init(
        _ range: PageRange, readAhead: Int = 3, pageCap: Int = PageRange.openEndedLimit, api: APIClient,
        route: @escaping @Sendable (_ page: Int) -> Router
    ) {
        self.init(range, readAhead: readAhead, pageCap: pageCap) { page async throws(PhotomaniaError) in
            try await api.page(route(page), of: Item.self)
        }
    }

    public func makeIterator() -> Iterator {
        let rule = PageWalkRule<Item.ID>(range, pageCap: pageCap)
        // The fetcher learns where to end from the first page: a list of one page costs one request.
        return Iterator(rule: Progress(rule), fetcher: OrderedFetcher(first: range.first, last: range.last, window: readAhead, fetch: fetch))
    }

    public struct Iterator: Sendable {
        let rule: Progress
        let fetcher: OrderedFetcher<Page<Item>>

        /// The next page, or nil when the walk is over. `ahead` caps how many pages (this one
        /// included) are fetched at once, for a consumer that knows it needs only so many more.
        public func next(ahead: Int = .max) async throws(PhotomaniaError) -> Page<Item>? {
            guard let (number, page) = try await fetcher.next(ahead: ahead) else { return nil }
            switch rule.after(page: number, ids: page.items.map(\.id), totalPages: page.totalPages) {
            case .next(let last): await fetcher.end(at: last)
            case .end: await fetcher.stop()
            }
            return page
        }

        /// Why the walk stopped before the server's last page, once it has.
        public var stop: PageWalkStop? { rule.stop }

        public func stop() async {
            await fetcher.stop()
        }
    }

    /// The rule's state, shared by the copies of one iterator.
    final class Progress: Sendable {
        private let state: Mutex<(rule: PageWalkRule<Item.ID>, stop: PageWalkStop?)>

        init(_ rule: PageWalkRule<Item.ID>) {
            state = Mutex((rule, nil))
        }

        func after(page number: Int, ids: [Item.ID], totalPages: Int) -> PageWalkRule<Item.ID>.Decision {
            state.withLock { state in
                let decision = state.rule.after(page: number, ids: ids, totalPages: totalPages)
                if case .end(let stop?) = decision { state.stop = stop }
                return decision
            }
        }

        var stop: PageWalkStop? { state.withLock { $0.stop } }
    }

    /// Every page's items, for callers that want the whole walk at once; a page that only
    /// repeated earlier ones adds nothing.
    public func collect() async throws(PhotomaniaError) -> (items: [Item], last: Page<Item>?, stop: PageWalkStop?) {
        let pages = makeIterator()
        var items: [Item] = []
        var last: Page<Item>?
        while let page = try await pages.next() {
            if case .repeated? = pages.stop { break }
            items += page.items
            last = page
        }
        return (items, last, pages.stop)
    }
}

extension Photo: Identifiable {}
extension PhotoReference: Identifiable {}
extension User: Identifiable {}
extension Gallery: Identifiable {}
extension Comment: Identifiable {}
