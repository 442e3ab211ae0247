extension Router {
    /// Query parameters in the order they are sent, without the consumer key.
    public var parameters: [(name: String, value: String)] {
        switch self {
        case .photos(let query, let page):
            var parameters: [(String, String)] = [("feature", query.feature.rawValue)]
            switch query.user {
            case .id(let id)?: parameters.append(("user_id", String(id)))
            case .username(let name)?: parameters.append(("username", name))
            case nil: break
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            if let direction = query.sortDirection { parameters.append(("sort_direction", direction.rawValue)) }
            return parameters + Self.pagingParameters(page)
        case .search(let query, let page):
            var parameters: [(String, String)]
            switch query.term {
            case .term(let term): parameters = [("term", term)]
            case .tag(let tag): parameters = [("tag", tag)]
            // Refused before a request is made (`ServiceCapabilities.searchesByQuery`); its words, were it sent.
            case .query(let text, let tags, _): parameters = [("term", ([text].compactMap { $0 } + tags).joined(separator: " "))]
            }
            parameters += Self.filterParameters(only: query.only, exclude: query.exclude, sort: query.sort)
            if let direction = query.sortDirection { parameters.append(("sort_direction", direction.rawValue)) }
            return parameters + Self.pagingParameters(page)
        case .photo(_, let imageSizes, let comments, let commentsPage, let tags):
            var parameters: [(String, String)] = []
            if !imageSizes.isEmpty { parameters.append(("image_size", Self.csv(imageSizes))) }
            if comments { parameters.append(("comments", "1")) }
            if let commentsPage { parameters.append(("comments_page", String(commentsPage))) }
            if tags { parameters.append(("tags", "1")) }
            return parameters
        case .comments(_, let page, let nested):
            return [("page", String(page))] + (nested ? [("nested", "1")] : [])
        case .user(.id(let id)):
            return [("id", String(id))]
        case .user(.username(let name)):
            return [("username", name)]
        case .galleries(_, let query, let page):
            return Self.galleryListParameters(query) + [("page", String(page.page)), ("rpp", String(page.perPage))]
        case .gallery:
            return []
        case .galleryItems(_, _, let query, let page):
            let sort = [("sort", query.sort?.rawValue ?? "position"), ("sort_direction", (query.sortDirection ?? .ascending).rawValue)]
            return Self.filterParameters(only: query.only, exclude: query.exclude, sort: nil) + sort + Self.pagingParameters(page)
        case .friends(_, let page, let perPage), .followers(_, let page, let perPage), .votes(_, let page, let perPage):
            return [("page", String(page)), ("rpp", String(perPage))]
        case .userSearch(let term, let page, let perPage):
            return [("term", term), ("page", String(page)), ("rpp", String(perPage))]
        case .requestToken, .accessToken, .signedInUser, .photoAction, .addComment:
            return []
        }
    }

    private static func filterParameters(only: [Category], exclude: [Category], sort: SortField?) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if !only.isEmpty { parameters.append(("only", only.map(\.name).joined(separator: ","))) }
        if !exclude.isEmpty { parameters.append(("exclude", exclude.map(\.name).joined(separator: ","))) }
        if let sort { parameters.append(("sort", sort.rawValue)) }
        return parameters
    }

    private static func pagingParameters(_ request: PageRequest) -> [(String, String)] {
        var parameters = [("page", String(request.page)), ("rpp", String(request.perPage))]
        if !request.imageSizes.isEmpty { parameters.append(("image_size", csv(request.imageSizes))) }
        if request.includeTags { parameters.append(("tags", "1")) }
        return parameters
    }

    /// The CSV form (`3,2`) rather than `image_size[]`, which broke OAuth signing on the real API.
    private static func csv(_ sizes: [ImageSize]) -> String {
        sizes.map { String($0.rawValue) }.joined(separator: ",")
    }

    private static func galleryListParameters(_ query: GalleryListQuery) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if let sort = query.sort { parameters.append(("sort", sort.rawValue)) }
        if let direction = query.sortDirection { parameters.append(("sort_direction", direction.rawValue)) }
        if let privacy = query.privacy { parameters.append(("privacy", privacy.rawValue)) }
        if !query.kinds.isEmpty { parameters.append(("kinds", query.kinds.map { String($0.rawValue) }.joined(separator: ","))) }
        if query.includeCover { parameters.append(("include_cover", "1")) }
        if let size = query.coverSize { parameters.append(("cover_size", String(size.rawValue))) }
        return parameters
    }
}
