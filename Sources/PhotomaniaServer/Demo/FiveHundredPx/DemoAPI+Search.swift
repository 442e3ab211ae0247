import Foundation

extension DemoAPI {
    struct PageEnvelope<Item: Encodable>: Encodable {
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let photos: [Item]

        enum CodingKeys: String, CodingKey {
            case photos
            case currentPage = "current_page", totalPages = "total_pages", totalItems = "total_items"
        }
    }

    /// `GET /v1/photos/search`: `term` matches title, description, tags and username
    /// (ignoring case and accents), `tag` matches a whole tag. `sort=_score` ranks title
    /// matches over tag matches over the rest.
    func photoSearch(_ query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let term = query.string("term").flatMap { $0.isEmpty ? nil : $0 }
        let tag = query.string("tag").flatMap { $0.isEmpty ? nil : $0 }
        guard term != nil || tag != nil else {
            throw DemoRefusal(400, "You must provide a term or a tag.")
        }
        let filter = DemoCategoryFilter(query)
        let excludeNude = query.string("exclude_nude") == "1"
        let userID = query.int("user_id")
        var scored: [(photo: DemoPhoto, score: Int)] = []
        for photo in catalog.photos where filter.allows(photo) && !(excludeNude && photo.nsfw) {
            if let userID, photo.userID != userID { continue }
            let score = relevance(of: photo, term: term, tag: tag)
            if score > 0 { scored.append((photo, score)) }
        }

        let sorted: [DemoPhoto]
        if query.string("sort") == "_score" {
            sorted = scored.sorted { left, right in
                left.score != right.score ? left.score > right.score : left.photo.id > right.photo.id
            }.map(\.photo)
        } else {
            sorted = sortOrder(query, default: .createdAt).apply(to: scored.map(\.photo))
        }
        let paging = query.paging()
        return DemoResponse.json(PageEnvelope(
            currentPage: paging.page,
            totalPages: paging.totalPages(sorted.count),
            totalItems: sorted.count,
            photos: try shortPhotos(paging.slice(sorted), query: query, imageBase: imageBase, caller: caller)
        ))
    }

    /// 0 when the photo does not match.
    private func relevance(of photo: DemoPhoto, term: String?, tag: String?) -> Int {
        var score = 0
        if let tag {
            guard photo.tags.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) else { return 0 }
            score += 2
        }
        if let term {
            func matches(_ text: String) -> Bool {
                text.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            var termScore = 0
            if matches(photo.name) { termScore += 3 }
            if photo.tags.contains(where: matches) { termScore += 2 }
            if matches(photo.description) { termScore += 1 }
            if let user = catalog.user(id: photo.userID), matches(user.username) { termScore += 1 }
            guard termScore > 0 else { return 0 }
            score += termScore
        }
        return score
    }
}
