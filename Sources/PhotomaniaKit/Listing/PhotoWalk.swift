import Foundation

/// Walks a `PhotoSelection` through a service as events: the expected total, each page's summary, each photo once
/// (NSFW left out unless asked for, a photo seen before never again), photos that cannot be had,
/// and no more photos than the limit. Pages and lookups are fetched ahead while the consumer
/// works; cancelling the consumer's task cancels them.
public struct PhotoWalk<Item: ListedPhoto>: AsyncSequence, Sendable {
    public typealias Element = PhotoSourceEvent<Item>
    public typealias Failure = PhotomaniaError

    let selection: PhotoSelection
    let options: WalkOptions
    let service: any PhotoService

    public init(_ selection: PhotoSelection, options: WalkOptions, service: any PhotoService) {
        self.selection = selection
        self.options = options
        self.service = service
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(selection: selection, options: options, service: service)
    }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Failure = PhotomaniaError

        private enum Lookup: Sendable {
            case found(Item)
            case unavailable(Unavailability)
        }

        private enum Feed {
            case pages(PageWalk<Item>.Iterator)
            case lookups(ids: [PhotoID], OrderedFetcher<Lookup>)
        }

        private let options: WalkOptions
        /// A list of the newest uploads first ends at its first photo uploaded before this (the
        /// filter's lower bound on `created`).
        private let endsBefore: Date?
        private var passedBound = false
        private let feed: Feed
        private var ready: [Element] = []
        private var seen: Set<PhotoID> = []
        private var yielded = 0
        /// Pages taken so far, which number the pages of a list continued by cursor (whose
        /// answers carry no page numbers).
        private var pagesTaken = 0
        private var pagedByCursor = false
        private var unavailable = 0
        private var announced: Int?
        private var finished = false

        init(selection: PhotoSelection, options: WalkOptions, service: any PhotoService) {
            self.options = options
            endsBefore = service.capabilities.listsNewestUploadsFirst(selection) ? options.filter?.lowerBound(of: .created) : nil
            if case .ids(let given) = selection {
                var unique = Set<PhotoID>()
                let ids = given.filter { unique.insert($0).inserted }
                feed = .lookups(ids: ids, Self.lookups(ids, options: options, service: service))
                announce(ids.count)
            } else {
                let walk = PageWalk<Item>(options.pages, readAhead: options.readAhead, startToken: options.startToken) { cursor async throws(PhotomaniaError) in
                    try await service.photoPage(of: selection, at: cursor, perPage: options.perPage, imageSizes: options.imageSizes, as: Item.self)
                }
                feed = .pages(walk.makeIterator())
            }
        }

        public mutating func next() async throws(PhotomaniaError) -> Element? {
            while ready.isEmpty && !finished {
                try await advance()
            }
            return ready.isEmpty ? nil : ready.removeFirst()
        }

        private var limitReached: Bool { options.limit.map { yielded >= $0 } ?? false }

        private mutating func advance() async throws(PhotomaniaError) {
            guard !limitReached, !passedBound else { return await finish() }
            switch feed {
            case .pages(let pages):
                let ahead = options.limit.map { Self.pages(holding: $0 - yielded, perPage: options.perPage) } ?? .max
                guard let page = try await pages.next(ahead: ahead) else { return await finish() }
                take(page, stop: pages.stop)
            case .lookups(let ids, let fetcher):
                let ahead = options.limit.map { $0 - yielded } ?? .max
                guard let (index, result) = try await fetcher.next(ahead: ahead) else { return await finish() }
                switch result {
                case .found(let photo): yield(photo)
                case .unavailable(let reason): markUnavailable(ids[index], reason)
                }
            }
        }

        private mutating func take(_ page: Page<Item>, stop: PageWalkStop?) {
            if announced == nil { announce(expectedTotal(after: page)) }
            var summary = PageSummary(number: page.currentPage, totalPages: page.totalPages, totalItems: page.totalItems, unreadable: page.skippedCount, stop: stop)
            pagesTaken += 1
            pagedByCursor = pagedByCursor || page.nextToken != nil || options.startToken != nil
            if pagedByCursor {
                summary.number = options.pages.first.saturatingAdding(pagesTaken - 1)
                summary.nextToken = page.nextToken
                summary.totalPages = page.nextToken == nil ? summary.number : summary.number.saturatingAdding(1)
            }
            let position = ready.count
            for photo in page.items where !limitReached {
                if let endsBefore, case .date(let uploaded)? = photo.filterValue(of: .created), uploaded < endsBefore {
                    passedBound = true
                    summary.filteredOut += 1
                } else if photo.nsfw && !options.includeNSFW {
                    summary.hiddenNSFW += 1
                } else if let filter = options.filter, !filter.matches(photo) {
                    summary.filteredOut += 1
                } else if seen.contains(photo.id) {
                    summary.repeated += 1
                } else {
                    yield(photo)
                }
            }
            if passedBound, summary.stop == nil, let endsBefore { summary.stop = .uploadedBefore(page: page.currentPage, bound: endsBefore) }
            // A list continued by cursor has no total: the photos listed so far stand for it.
            if pagedByCursor { summary.totalItems = seen.count }
            ready.insert(.page(summary), at: position)
        }

        /// A photo not seen before: yielded, or unavailable when it lacks the image required.
        private mutating func yield(_ photo: Item) {
            guard seen.insert(photo.id).inserted else { return }
            if options.requiresImage, !options.imageSizes.contains(where: { photo.image(for: $0) != nil }) {
                return markUnavailable(photo.id, .noImage(asked: options.imageSizes, service: photo.service))
            }
            yielded += 1
            ready.append(.photo(photo))
        }

        private mutating func markUnavailable(_ id: PhotoID, _ reason: Unavailability) {
            unavailable += 1
            ready.append(.unavailable(photoID: id, reason: reason))
        }

        private func expectedTotal(after page: Page<Item>) -> Int {
            PhotoWalkCounts.expectedTotal(totalItems: page.totalItems, pages: options.pages, perPage: options.perPage, limit: options.limit)
        }

        private static func pages(holding count: Int, perPage: Int) -> Int {
            PhotoWalkCounts.pages(holding: count, perPage: perPage)
        }

        private mutating func announce(_ total: Int) {
            guard total != announced else { return }
            announced = total
            ready.append(.total(total))
        }

        private mutating func finish() async {
            finished = true
            switch feed {
            case .pages(let pages): await pages.stop()
            case .lookups(_, let fetcher): await fetcher.stop()
            }
            announce(yielded + unavailable)
        }

        private static func lookups(_ ids: [PhotoID], options: WalkOptions, service: any PhotoService) -> OrderedFetcher<Lookup> {
            OrderedFetcher(first: 0, last: ids.count - 1, window: options.readAhead) { index async throws(PhotomaniaError) in
                do throws(PhotomaniaError) {
                    let info = try await service.photo(ids[index], imageSizes: options.imageSizes)
                    guard info.photo.id == ids[index] else { return .unavailable(.otherPhoto(answered: info.photo.id)) }
                    return .found(Item(info.photo))
                } catch {
                    if let reason = Unavailability(lookupFailure: error) { return .unavailable(reason) }
                    guard !endsEveryLookup(error) else { throw error }
                    return .unavailable(.lookupFailed(error))
                }
            }
        }

        /// A failure that every other lookup would meet as well: cancelled, credentials refused,
        /// or a server that cannot be found or reached. Anything else is that photo's alone.
        private static func endsEveryLookup(_ error: PhotomaniaError) -> Bool {
            switch error {
            case .cancelled, .invalidURL, .unsupported, .transportFailed(_, .cannotResolveHost), .transportFailed(_, .cannotConnect): true
            default: error.isCredentialFailure
            }
        }
    }
}

/// One page of a selection as walked: its summary and the photos kept.
public struct ListedPage<Item: ListedPhoto>: Sendable {
    public var summary: PageSummary
    public var photos: [Item]
}

extension PhotoSelection {
    /// Page `number` of this selection, its photos filtered as `options` say (`options.pages` is ignored).
    public func page<Item: ListedPhoto>(
        _ number: Int, of type: Item.Type = Item.self, options: WalkOptions, service: any PhotoService
    ) async throws(PhotomaniaError) -> ListedPage<Item> {
        var options = options
        options.pages = PageRange(first: number, last: number)
        var page = ListedPage<Item>(summary: PageSummary(number: number, totalPages: 0, totalItems: 0), photos: [])
        for try await event in PhotoWalk<Item>(self, options: options, service: service) {
            switch event {
            case .page(let summary): page.summary = summary
            case .photo(let photo): page.photos.append(photo)
            case .total, .unavailable: break
            }
        }
        return page
    }
}
