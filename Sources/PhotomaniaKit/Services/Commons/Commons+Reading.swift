import Foundation

/// The lists photomania reads from Commons (contract §5 and `commons-wire`): each a first
/// request, then a details request where the list gives ids alone, continued by the answer's
/// `continue` as the next page's cursor.
extension Commons {
    public func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item> {
        try require(selection)
        let limit = String(min(max(perPage, 1), 50))
        let from = try continuation(cursor)
        let (photos, next): ([Photo], String?)
        switch selection {
        case .stream(let feature, let user, _) where feature == Self.newest || feature == .user:
            var parameters = [("generator", "allimages"), ("gaisort", "timestamp"), ("gaidir", "older"), ("gailimit", limit)]
            if feature == .user, let user { parameters.append(("gaiuser", Self.username(user))) }
            let (pages, continued) = try await details(parameters, from, imageSizes)
            photos = pages.sorted { ($0.info?.timestamp ?? "", $1.title) > ($1.info?.timestamp ?? "", $0.title) }.compactMap { photo($0, imageSizes: imageSizes) }
            next = continued?.token
        case .stream(let feature, _, _) where feature == Self.potd:
            (photos, next) = try await picturesOfTheDay(from: cursor, count: Int(limit) ?? 20, imageSizes)
        case .stream(let feature, _, _):
            let category = feature == Self.quality ? "Quality images" : feature == Self.valued ? "Valued images" : "Featured pictures on Wikimedia Commons"
            (photos, next) = try await members(of: category, newestFirst: true, from, limit, imageSizes)
        case .collection(let collection, _):
            let name = switch collection.reference { case .slug(let slug): CommonsPages.category(slug); case .id(let id): id.text }
            (photos, next) = try await members(of: name, newestFirst: false, from, limit, imageSizes)
        case .search(.term(let term), let filter):
            let media = filter.allMedia ? "" : " filetype:bitmap"
            let parameters = [("generator", "search"), ("gsrsearch", term + media), ("gsrnamespace", "6"), ("gsrlimit", limit)]
            let (pages, continued) = try await details(parameters, from, imageSizes)
            photos = pages.sorted { ($0.index ?? .max) < ($1.index ?? .max) }.compactMap { photo($0, imageSizes: imageSizes) }
            next = continued?.token
        case .ids(let ids):
            return try await lookedUp(ids, page: cursor.number ?? 1, perPage: perPage, imageSizes: imageSizes)
        default:
            throw refusal(of: selection)
        }
        return Page(items: photos.map { Item($0) }, totalItems: photos.count, nextToken: next)
    }

    public func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo {
        let target: (String, String) = id.number.map { ("pageids", String($0)) } ?? ("titles", id.text)
        let query = CommonsQuery([target, ("redirects", "1")] + Self.details(imageSizes, facts: true))
        let answer = try await call(query)
        guard let page = answer.pages.first(where: { !$0.missing && $0.ns == 6 }), let photo = photo(page, imageSizes: imageSizes) else {
            throw .serviceFailed(request: try query.request(with: api.configuration).summary, ServiceFailure(service: name.rawValue, code: 0, message: "no file \(id) on Commons", meaning: .notFound))
        }
        return PhotoInfo(photo: photo)
    }

    /// `prop=imageinfo` with what a photo shows (contract's P), thumbnails at the width the sizes need.
    static func details(_ imageSizes: [ImageSize], facts: Bool = false) -> [(String, String)] {
        let properties = "timestamp|user|userid|size|url|sha1|mime|thumbmime|mediatype|extmetadata" + (facts ? "|commonmetadata" : "")
        return [("prop", "imageinfo"), ("iiprop", properties)] + (CommonsWidth.width(for: imageSizes).map { [("iiurlwidth", String($0))] } ?? [])
    }

    /// A category's files in its order (newest additions first, or by name): the list, then its files' details.
    private func members(
        of category: String, newestFirst: Bool, _ from: CommonsContinuation?, _ limit: String, _ imageSizes: [ImageSize]
    ) async throws(PhotomaniaError) -> ([Photo], String?) {
        var parameters = [("list", "categorymembers"), ("cmtitle", "Category:" + category), ("cmprop", "ids|title|type|timestamp"), ("cmlimit", limit)]
        parameters += newestFirst ? [("cmsort", "timestamp"), ("cmdir", "desc")] : [("cmtype", "file")]
        let listed = try await call(CommonsQuery(parameters, continuing: from))
        let ids = listed.members.filter { $0.ns == 6 }.map(\.pageid)
        guard !ids.isEmpty else { return ([], listed.continuation?.token) }
        let (pages, _) = try await details([("pageids", ids.map(String.init).joined(separator: "|"))], nil, imageSizes)
        let byID = Dictionary(pages.compactMap { page in page.pageid.map { ($0, page) } }) { first, _ in first }
        return (ids.compactMap { byID[$0].flatMap { photo($0, imageSizes: imageSizes) } }, listed.continuation?.token)
    }

    /// The pages of `parameters` with their details, the batch merged by page id while the answer
    /// is incomplete (more thumbnails than one answer gives), and where the list goes on.
    func details(_ parameters: [(String, String)], _ from: CommonsContinuation?, _ imageSizes: [ImageSize]) async throws(PhotomaniaError) -> ([CommonsPage], CommonsContinuation?) {
        var answer = try await call(CommonsQuery(parameters + Self.details(imageSizes), continuing: from))
        var pages = answer.pages
        var rounds = 0
        while !answer.batchComplete, let more = answer.continuation, more.parameters.contains(where: { $0.name == "iicontinue" }), rounds < 20 {
            rounds += 1
            answer = try await call(CommonsQuery(parameters + Self.details(imageSizes), continuing: more))
            for page in answer.pages where page.info != nil {
                if let index = pages.firstIndex(where: { $0.pageid == page.pageid && $0.info == nil }) { pages[index] = page }
            }
        }
        return (pages, answer.continuation)
    }

    static func username(_ user: UserLookup) -> String {
        switch user {
        case .username(let name): name
        case .id(let id): id.text
        }
    }

    private func continuation(_ cursor: PageCursor) throws(PhotomaniaError) -> CommonsContinuation? {
        switch cursor {
        case .number(let number) where number <= 1: return nil
        case .token(let token): return CommonsContinuation(token: token)
        case .number: throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "start at a later page", offers: ["its pages in order from the first, by cursor"]))
        }
    }
}
