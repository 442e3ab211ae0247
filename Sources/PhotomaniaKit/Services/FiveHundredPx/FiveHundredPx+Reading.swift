extension FiveHundredPx {
    public func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item> {
        let page = PageRequest(page: try pageNumber(cursor), perPage: perPage, imageSizes: imageSizes, includeTags: selection.filter?.includeTags ?? false)
        switch selection {
        case .stream(let feature, let user, let filter):
            let query = PhotoStreamQuery(
                feature: feature, only: filter.only, exclude: filter.exclude, sort: filter.sort, sortDirection: filter.sortDirection, user: user
            )
            return try await api.page(.photos(query, page), of: Item.self)
        case .search(.query, _):
            throw refusal(of: selection)
        case .search(let term, let filter):
            let query = SearchQuery(term: term, only: filter.only, exclude: filter.exclude, sort: filter.sort, sortDirection: filter.sortDirection)
            return try await api.page(.search(query, page), of: Item.self)
        case .collection(let collection, let filter):
            let query = GalleryItemsQuery(only: filter.only, exclude: filter.exclude, sort: filter.sort, sortDirection: filter.sortDirection)
            let owner = try await api.userID(for: try owner(ofCollection: collection.owner))
            return try await api.page(.galleryItems(userID: owner, collection.reference, query, page), of: Item.self)
        case .ids(let ids):
            return try await lookedUp(ids, page: page.page, perPage: page.perPage, imageSizes: imageSizes)
        case .groupPool:
            throw refusal(of: selection)
        }
    }

    /// With its tags, as Flickr's lookup gives them: a photo's record is whole (`--embed-metadata`,
    /// `--write-metadata`, `photo --json`).
    public func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo {
        try await api.object(.photo(id: id, imageSizes: imageSizes, tags: true), as: PhotoInfo.self)
    }

    public func comments(onPhoto id: PhotoID, at cursor: PageCursor, nested: Bool) async throws(PhotomaniaError) -> Page<Comment> {
        try await api.page(.comments(photoID: id, page: try pageNumber(cursor), nested: nested), of: Comment.self)
    }

    public func user(_ lookup: UserLookup) async throws(PhotomaniaError) -> User {
        try await api.object(.user(lookup), as: UserResponse.self).user
    }

    public func signedInUser() async throws(PhotomaniaError) -> User {
        try await api.object(.signedInUser, as: UserResponse.self).user
    }

    public func collections(
        ofUser userID: UserID, _ query: GalleryListQuery, at cursor: PageCursor, perPage: Int
    ) async throws(PhotomaniaError) -> Page<Gallery> {
        try await api.galleries(ofUser: userID, query, page: PageRequest(page: try pageNumber(cursor), perPage: perPage))
    }

    public func collection(_ reference: GalleryReference, ofUser userID: UserID?) async throws(PhotomaniaError) -> Gallery {
        try await api.gallery(reference, ofUser: try owner(ofCollection: userID))
    }

    public func people(_ selection: PeopleSelection, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<User> {
        let page = try pageNumber(cursor)
        let route: Router = switch selection {
        case .following(let userID): .friends(userID: userID, page: page, perPage: perPage)
        case .followers(let userID): .followers(userID: userID, page: page, perPage: perPage)
        case .search(let term): .userSearch(term: term, page: page, perPage: perPage)
        case .voters(let photoID): .votes(photoID: photoID, page: page, perPage: perPage)
        }
        return try await api.page(route, of: User.self)
    }
}
