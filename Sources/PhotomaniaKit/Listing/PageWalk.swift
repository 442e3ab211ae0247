/// The pages `range.first` to `range.last` (nil: to the last page) of one paged list, in order,
/// with the next ones fetched ahead. The one place that decides where a walk ends: after an
/// empty page, the last page the server announces, or the range's end. Only the page number it
/// asked for counts, so a server that repeats a page or claims endless pages cannot loop it.
public struct PageWalk<Item: ResponseCollectionSerializable>: Sendable {
    public typealias Fetch = @Sendable (_ page: Int) async throws(PhotomaniaError) -> Page<Item>

    let range: PageRange
    let readAhead: Int
    let fetch: Fetch

    public init(_ range: PageRange, readAhead: Int = 3, fetch: @escaping Fetch) {
        self.range = range
        self.readAhead = readAhead
        self.fetch = fetch
    }

    /// A walk of `route`'s pages through `api`.
    public init(_ range: PageRange, readAhead: Int = 3, api: APIClient, route: @escaping @Sendable (_ page: Int) -> Router) {
        self.init(range, readAhead: readAhead) { page async throws(PhotomaniaError) in
            try await api.page(route(page), of: Item.self)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(range: range, fetcher: OrderedFetcher(first: range.first, last: range.last, window: readAhead, fetch: fetch))
    }

    public struct Iterator: Sendable {
        let range: PageRange
        let fetcher: OrderedFetcher<Page<Item>>

        /// The next page, or nil when the walk is over. `ahead` caps how many pages (this one
        /// included) are fetched at once, for a consumer that knows it needs only so many more.
        public func next(ahead: Int = .max) async throws(PhotomaniaError) -> Page<Item>? {
            guard let (number, page) = try await fetcher.next(ahead: ahead) else { return nil }
            if page.items.isEmpty || number >= page.totalPages || range.last.map({ number >= $0 }) == true {
                await fetcher.stop()
            } else {
                await fetcher.end(at: min(page.totalPages, range.last ?? .max))
            }
            return page
        }

        public func stop() async {
            await fetcher.stop()
        }
    }

    /// Every page's items, for callers that want the whole walk at once.
    public func collect() async throws(PhotomaniaError) -> (items: [Item], last: Page<Item>?) {
        let pages = makeIterator()
        var items: [Item] = []
        var last: Page<Item>?
        while let page = try await pages.next() {
            items += page.items
            last = page
        }
        return (items, last)
    }
}
