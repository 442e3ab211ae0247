/// Categories as Commons's collections: `gallery CATEGORY` lists a category's files, and
/// `galleries CATEGORY` its sub-categories with their file counts. People are their user
/// names, which need no lookup.
extension Commons: CollectionReading {
    public func user(_ lookup: UserLookup) async throws(PhotomaniaError) -> User {
        let name = Self.username(lookup)
        guard let id = UserID(name) else { throw .unsupported(UnsupportedByService(service: self.name.rawValue, cannot: "name that user", offers: [])) }
        return User(id: id, username: name)
    }

    public func people(_ selection: PeopleSelection, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<User> {
        throw refusal(of: selection.kind)
    }

    /// The sub-categories of the category `parent` names (its "owner" on the command line).
    public func collections(ofUser parent: UserID, _ query: GalleryListQuery, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<Gallery> {
        let from: CommonsContinuation? = if case .token(let token) = cursor { CommonsContinuation(token: token) } else { nil }
        let parameters = [
            ("generator", "categorymembers"), ("gcmtitle", "Category:" + CommonsPages.category(parent.text)), ("gcmtype", "subcat"),
            ("gcmlimit", String(min(max(perPage, 1), 500))), ("prop", "categoryinfo"),
        ]
        let answer = try await call(CommonsQuery(parameters, continuing: from))
        let galleries = answer.pages.filter { $0.ns == 14 }.sorted { $0.title < $1.title }.compactMap(Self.gallery)
        return Page(items: galleries, totalItems: galleries.count, nextToken: answer.continuation?.token)
    }

    public func collection(_ reference: GalleryReference, ofUser userID: UserID?) async throws(PhotomaniaError) -> Gallery {
        let name = switch reference { case .slug(let slug): CommonsPages.category(slug); case .id(let id): id.text }
        let query = CommonsQuery([("prop", "categoryinfo"), ("titles", "Category:" + name)])
        let answer = try await call(query)
        guard let page = answer.pages.first, !page.missing || page.categoryInfo != nil, let gallery = Self.gallery(page) else {
            throw .serviceFailed(request: try query.request(with: api.configuration).summary, ServiceFailure(service: self.name.rawValue, code: 0, message: "no category '\(name)' on Commons", meaning: .notFound))
        }
        return gallery
    }

    /// A category page as a gallery: its name (without `Category:`) is its id and slug.
    private static func gallery(_ page: CommonsPage) -> Gallery? {
        let name = CommonsPages.category(page.title)
        guard let id = CollectionID(name) else { return nil }
        return Gallery(id: id, name: name, slug: name, kind: .category, itemsCount: page.categoryInfo?.files)
    }
}
