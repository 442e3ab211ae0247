extension Flickr {
    public func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item> {
        try require(selection)
        let page = FlickrPageRequest(page: try pageNumber(cursor), perPage: perPage)
        let method: FlickrMethod
        switch selection {
        case .stream(let feature, let user, let filter):
            try requireUnsorted(filter)
            method = try await stream(feature, user: user, page)
        case .search(let term, let filter):
            let capPages = FlickrSearch.resultCap / max(1, min(perPage, 500))
            guard page.page <= capPages else { return Page(items: [], currentPage: page.page, totalPages: capPages, totalItems: FlickrSearch.resultCap) }
            var search = Self.search(term, sort: filter.sort, direction: filter.sortDirection)
            if case .query(_, _, let user?) = term { search.user = try await nsid(of: user) }
            method = .search(search, page)
        case .collection(let collection, let filter):
            try requireUnsorted(filter)
            var owner: String?
            if let given = collection.owner { owner = try await nsid(of: given) }
            return try await collectionPage(collection.reference, owner: owner, page, imageSizes: imageSizes)
        case .ids(let ids):
            return try await lookedUp(ids, page: page.page, perPage: page.perPage ?? 100, imageSizes: imageSizes)
        case .groupPool(let group, let filter):
            try requireUnsorted(filter)
            return try await groupPoolPage(group, page, imageSizes: imageSizes)
        }
        let list = try await completingSizes(of: try await call(method, FlickrPhotoList.self), imageSizes: imageSizes)
        return Self.page(list, imageSizes: imageSizes, origin: imageOrigin, searched: method)
    }

    public func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo {
        try await photo(id, imageSizes: imageSizes, withExif: true)
    }

    public func comments(onPhoto id: PhotoID, at cursor: PageCursor, nested: Bool) async throws(PhotomaniaError) -> Page<Comment> {
        if nested { try requireNestedComments() }
        let list = try await call(.comments(photo: id.text), FlickrComments.self)
        // Every comment comes in one answer: there is no second page.
        let comments = try pageNumber(cursor) == 1 ? list.comments.compactMap { Self.comment($0, origin: imageOrigin) } : []
        return Page(items: comments, currentPage: 1, totalPages: 1, totalItems: list.comments.count, skippedCount: list.skipped)
    }

    public func user(_ lookup: UserLookup) async throws(PhotomaniaError) -> User {
        let nsid = try await nsid(of: lookup)
        return try Self.user(try await call(.person(user: nsid), FlickrPerson.self), origin: imageOrigin)
    }

    /// An NSID as given, else the one `urls.lookupUser` or `people.findByUsername` answers.
    public func userID(_ lookup: UserLookup) async throws(PhotomaniaError) -> UserID {
        guard let id = UserID(try await nsid(of: lookup)) else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "read that user's id", offers: []))
        }
        return id
    }

    public func collections(
        ofUser userID: UserID, _ query: GalleryListQuery, at cursor: PageCursor, perPage: Int
    ) async throws(PhotomaniaError) -> Page<Gallery> {
        let number = try pageNumber(cursor)
        let page = FlickrPageRequest(page: number, perPage: perPage)
        let kinds = query.kinds.filter { $0 == .album || $0 == .curated }
        var lists: [FlickrCollectionList] = []
        if kinds.isEmpty || kinds.contains(.album) { lists.append(try await call(.albums(user: userID.text, page), FlickrCollectionList.self)) }
        if kinds.isEmpty || kinds.contains(.curated) { lists.append(try await call(.galleries(user: userID.text, page), FlickrCollectionList.self)) }
        // A page past a list's last answers its last page again: only `pages` tells.
        let items = lists.filter { number <= $0.paging.pages }.flatMap(\.collections).compactMap { Self.gallery($0, origin: imageOrigin) }
        return Page(
            items: items, currentPage: number, totalPages: lists.map(\.paging.pages).max() ?? 1,
            totalItems: lists.map(\.paging.total).saturatingSum(), skippedCount: lists.map(\.skipped).saturatingSum()
        )
    }

    public func collection(_ reference: GalleryReference, ofUser userID: UserID?) async throws(PhotomaniaError) -> Gallery {
        let (info, method) = try await collectionCall(reference, owner: userID?.text, \.info, FlickrCollectionInfo.self)
        guard let gallery = Self.gallery(info.collection, origin: imageOrigin) else {
            throw .responseSerializationFailed(request: try method.request(with: api.configuration).summary, reason: .unusableValue(path: "id"))
        }
        return gallery
    }

    public func people(_ selection: PeopleSelection, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<User> {
        guard case .following(let userID) = selection else { throw refusal(of: selection.kind) }
        let list = try await call(.contacts(user: userID.text, FlickrPageRequest(page: try pageNumber(cursor), perPage: perPage)), FlickrContacts.self)
        return Page(
            items: list.contacts.compactMap { Self.user($0, origin: imageOrigin) }, currentPage: list.paging.page,
            totalPages: list.paging.pages, totalItems: list.paging.total, skippedCount: list.skipped
        )
    }

    /// The page number a cursor names: Flickr pages by number only.
    func pageNumber(_ cursor: PageCursor) throws(PhotomaniaError) -> Int {
        guard let number = cursor.number else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "continue a list from a token", offers: ["pages by number"]))
        }
        return max(1, number)
    }

    /// Flickr orders its streams and collections itself; only a search takes an order.
    private func requireUnsorted(_ filter: PhotoFilter) throws(PhotomaniaError) {
        guard filter.sort != nil || filter.sortDirection != nil else { return }
        throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "sort a stream, an album or a gallery", offers: ["sorting a search"]))
    }

    private func stream(_ feature: Feature, user: UserLookup?, _ page: FlickrPageRequest) async throws(PhotomaniaError) -> FlickrMethod {
        switch feature {
        case .popular: return .interestingness(day: nil, page)
        case .freshToday: return .recent(page)
        case .userFavorites:
            let nsid = try await nsid(of: user)
            return isSignedIn ? .favorites(user: nsid, page) : .publicFavorites(user: nsid, page)
        default:
            let nsid = try await nsid(of: user)
            return isSignedIn ? .photosOf(user: nsid, page) : .publicPhotosOf(user: nsid, page)
        }
    }

    /// `photos.search`'s arguments for a term, a tag or a query, in the order asked; a query's
    /// user is looked up by the caller.
    static func search(_ term: SearchTerm, sort: SortField?, direction: SortDirection?) -> FlickrSearch {
        let ascending = direction == .ascending
        let order: FlickrSearch.Sort? = switch sort {
        case .createdAt?: ascending ? .datePostedAscending : .datePostedDescending
        case .takenAt?: ascending ? .dateTakenAscending : .dateTakenDescending
        case .rating?, .highestRating?: ascending ? .interestingnessAscending : .interestingnessDescending
        case .score?: .relevance
        default: nil
        }
        switch term {
        case .term(let text): return FlickrSearch(text: text, sort: order)
        case .tag(let tag): return FlickrSearch(tags: [tag], sort: order)
        case .query(let text, let tags, _): return FlickrSearch(text: text, tags: tags, sort: order)
        }
    }
}
