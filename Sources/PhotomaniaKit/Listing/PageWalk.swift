import Synchronization

/// The pages `range.first` to `range.last` (nil: to the last page) of one paged list, in order.
/// Numbered pages are fetched ahead; once a page answers with a token (`Page.nextToken`), the
/// numbered fetches still in flight are cancelled and the pages after it are read one after
/// another, each from the token before. Where it ends is
/// `PageWalkRule`'s call: a server that repeats its pages or claims endless ones cannot keep it
/// going; `stop` says when that ended it.
public struct PageWalk<Item: ResponseCollectionSerializable & Identifiable>: Sendable where Item.ID: Sendable {
    public typealias Fetch = @Sendable (_ cursor: PageCursor) async throws(PhotomaniaError) -> Page<Item>

    let range: PageRange
    let readAhead: Int
    let pageCap: Int
    let fetch: Fetch
    /// The token `range.first` starts at, on a list continued by cursor.
    let startToken: String?

    /// `pageCap`: the most pages an open range walks; `startToken`: where its first page starts,
    /// on a list continued by cursor (the token the page before gave).
    public init(_ range: PageRange, readAhead: Int = 3, pageCap: Int = PageRange.openEndedLimit, startToken: String? = nil, fetch: @escaping Fetch) {
        self.range = range
        self.startToken = startToken
        self.readAhead = readAhead
        self.pageCap = pageCap
        self.fetch = fetch
    }

    public func makeIterator() -> Iterator {
        let rule = PageWalkRule<Item.ID>(range, pageCap: pageCap)
        let fetch = self.fetch
        // The fetcher learns where to end from the first page: a list of one page costs one request.
        let fetcher = OrderedFetcher(first: range.first, last: range.last, window: readAhead) { number async throws(PhotomaniaError) in
            try await fetch(.number(number))
        }
        let progress = Progress(rule)
        if let startToken { progress.follow(.token(startToken, page: range.first)) }
        return Iterator(rule: progress, fetcher: fetcher, fetch: fetch)
    }

    public struct Iterator: Sendable {
        let rule: Progress
        let fetcher: OrderedFetcher<Page<Item>>
        let fetch: Fetch

        /// The next page, or nil when the walk is over. `ahead` caps how many pages (this one
        /// included) are fetched at once, for a consumer that knows it needs only so many more.
        public func next(ahead: Int = .max) async throws(PhotomaniaError) -> Page<Item>? {
            switch rule.following {
            case .ended:
                return nil
            case .token(let token, let number):
                let page = try await fetch(.token(token))
                take(page, number: number, byToken: true)
                return page
            case .numbered:
                guard let (number, page) = try await fetcher.next(ahead: ahead) else { return nil }
                if page.nextToken != nil { await fetcher.stop() }
                switch take(page, number: number, byToken: false) {
                case .next(let last) where page.nextToken == nil: await fetcher.end(at: last)
                case .next: break
                case .end: await fetcher.stop()
                }
                return page
            }
        }

        /// Page `number` arrived (`byToken`: from the token before): what the rule makes of it, and
        /// how the walk goes on. A token says there is a page more, whatever the counts say; a list
        /// read by token ends at the first page without one.
        @discardableResult
        private func take(_ page: Page<Item>, number: Int, byToken: Bool) -> PageWalkRule<Item.ID>.Decision {
            let totalPages = page.nextToken == nil ? page.totalPages : max(page.totalPages, number.saturatingAdding(1))
            let decision = rule.after(page: number, ids: page.items.map(\.id), totalPages: totalPages)
            switch (decision, page.nextToken) {
            case (.next, let token?): rule.follow(.token(token, page: number.saturatingAdding(1)))
            case (.next, nil): if byToken { rule.follow(.ended) }
            case (.end, _): rule.follow(.ended)
            }
            return decision
        }

        /// Why the walk stopped before the server's last page, once it has.
        public var stop: PageWalkStop? { rule.stop }

        public func stop() async {
            rule.follow(.ended)
            await fetcher.stop()
        }
    }

    /// How the pages after the last one taken are read.
    enum Following: Sendable {
        case numbered
        /// From `token`, which starts page `page`.
        case token(String, page: Int)
        case ended
    }

    /// The rule's state, shared by the copies of one iterator.
    final class Progress: Sendable {
        private let state: Mutex<(rule: PageWalkRule<Item.ID>, stop: PageWalkStop?, following: Following)>

        init(_ rule: PageWalkRule<Item.ID>) {
            state = Mutex((rule, nil, .numbered))
        }

        func after(page number: Int, ids: [Item.ID], totalPages: Int) -> PageWalkRule<Item.ID>.Decision {
            state.withLock { state in
                let decision = state.rule.after(page: number, ids: ids, totalPages: totalPages)
                if case .end(let stop?) = decision { state.stop = stop }
                return decision
            }
        }

        var stop: PageWalkStop? { state.withLock { $0.stop } }
        var following: Following { state.withLock { $0.following } }

        func follow(_ following: Following) {
            state.withLock { $0.following = following }
        }
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
