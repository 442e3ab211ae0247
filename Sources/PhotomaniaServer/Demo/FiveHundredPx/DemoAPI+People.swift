import Foundation

extension DemoAPI {
    /// `friends` / `followers` envelopes: counts and pages under their own names, and `page`
    /// (not `current_page`), as docs/500px-v1.md §7.1 records.
    private struct PeopleEnvelope: Encodable {
        let relation: String
        let count: Int
        let pages: Int
        let page: Int
        let users: [DemoUserJSON]

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(count, forKey: Key("\(relation)_count"))
            try container.encode(pages, forKey: Key("\(relation)_pages"))
            try container.encode(page, forKey: Key("page"))
            try container.encode(users, forKey: Key(relation))
        }
    }

    struct UsersEnvelope: Encodable {
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let users: [DemoUserJSON]

        enum CodingKeys: String, CodingKey {
            case users
            case currentPage = "current_page", totalPages = "total_pages", totalItems = "total_items"
        }
    }

    /// `GET /v1/users/:id/friends`: the people the user follows, in the order they were followed.
    func userFriends(userID: Int?, query: DemoQuery) throws(DemoRefusal) -> HTTPResponse {
        let user = try person(userID)
        return people("friends", user.friendIDs.compactMap(catalog.user(id:)), query: query)
    }

    /// `GET /v1/users/:id/followers`: the users whose friends include this one.
    func userFollowers(userID: Int?, query: DemoQuery) throws(DemoRefusal) -> HTTPResponse {
        let user = try person(userID)
        return people("followers", catalog.followerIDs(ofUser: user.id).compactMap(catalog.user(id:)), query: query)
    }

    /// `GET /v1/users/search?term=`: users whose username, first, last or full name contains the
    /// term, ignoring case and diacritics; ten a page unless `rpp` (up to 100) says otherwise.
    func userSearch(_ query: DemoQuery) throws(DemoRefusal) -> HTTPResponse {
        guard let term = query.string("term")?.trimmingCharacters(in: .whitespacesAndNewlines), !term.isEmpty else {
            throw DemoRefusal(400, "Missing search term: send term=<text>.")
        }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let matching = catalog.users.filter { user in
            [user.username, user.firstname, user.lastname, user.fullname].contains { name in
                name.map { $0.range(of: term, options: options) != nil } ?? false
            }
        }
        let paging = DemoPaging(page: query.int("page") ?? 1, perPage: min(100, max(1, query.int("rpp") ?? 10)))
        return DemoResponse.json(UsersEnvelope(
            currentPage: paging.page,
            totalPages: paging.totalPages(matching.count),
            totalItems: matching.count,
            users: paging.slice(matching).map { DemoUserJSON(user: $0, profile: profileCounts(of: $0)) }
        ))
    }

    /// The counts a profile carries beyond the short format.
    func profileCounts(of user: DemoUser) -> DemoUserJSON.Profile {
        DemoUserJSON.Profile(
            photosCount: catalog.photosCount(ofUser: user.id),
            galleriesCount: catalog.galleries(ofUser: user.id).count { !$0.isPrivate })
    }

    private func person(_ userID: Int?) throws(DemoRefusal) -> DemoUser {
        guard let user = userID.flatMap(catalog.user(id:)) else { throw DemoRefusal(404, "User not found") }
        return user
    }

    private func people(_ relation: String, _ users: [DemoUser], query: DemoQuery) -> HTTPResponse {
        let paging = query.paging()
        return DemoResponse.json(PeopleEnvelope(
            relation: relation, count: users.count, pages: paging.totalPages(users.count), page: paging.page,
            users: paging.slice(users).map { DemoUserJSON(user: $0, profile: nil) }
        ))
    }
}
