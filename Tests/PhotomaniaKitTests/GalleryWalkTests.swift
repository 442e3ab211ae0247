import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

@Suite("Galleries, liked photos and people through a real server")
struct GalleryWalkTests {
    /// Gallery `Ísland 2024` of user 77: five photos in the owner's order over pages of three.
    private static let galleryOrder = [30, 7, 19, 2, 44]
    private static let slug = "Ísland 2024"

    private static func galleryItems(_ request: HTTPRequest) -> HTTPResponse {
        guard request.path == "/v1/users/77/galleries/\(slug)/items",
              request.queryValue("sort") == "position", request.queryValue("sort_direction") == "asc"
        else { return .json(#"{"error": "unexpected \#(request.path)"}"#, status: 404) }
        let page = request.queryValue("page").flatMap(Int.init) ?? 1
        let perPage = request.queryValue("rpp").flatMap(Int.init) ?? 20
        let ids = galleryOrder.dropFirst((page - 1) * perPage).prefix(perPage)
        let photos = ids.map { #"{"id": \#($0), "name": "photo \#($0)", "images": [{"size": 4, "url": "http://cdn/\#($0).jpg"}]}"# }
        let totalPages = (galleryOrder.count + perPage - 1) / perPage
        return .json(#"""
            {"filters": {"category": false, "exclude": false}, "current_page": \#(page), "total_pages": \#(totalPages),
             "total_items": \#(galleryOrder.count), "photos": [\#(photos.joined(separator: ","))]}
            """#)
    }

    private func api(_ origin: String) throws -> APIClient {
        APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
    }

    @Test func aGalleryIsWalkedInItsOwnOrderAcrossPages() async throws {
        let events = try await withServer(handler: Self.galleryItems) { _, origin in
            let options = WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 3, imageSizes: [.large], requiresImage: true)
            return try await collected(PhotoWalk<PhotoReference>(.collection(CollectionSelection(owner: .id(77), reference: .slug(Self.slug))), options: options, api: api(origin)))
        }
        #expect(events.compactMap(\.photoID) == Self.galleryOrder.photoIDs, "not re-sorted")
        #expect(events.compactMap(\.page).map(\.number) == [1, 2])
        #expect(events.compactMap(\.total) == [5])
    }

    @Test func oneGalleryPageAsTheListCommandsRead() async throws {
        let page = try await withServer(handler: Self.galleryItems) { _, origin in
            try await PhotoSelection.collection(CollectionSelection(owner: .id(77), reference: .slug(Self.slug))).page(2, of: Photo.self, options: WalkOptions(perPage: 3), service: FiveHundredPx(api: api(origin)))
        }
        #expect(page.photos.map(\.id) == [2, 44] && page.photos.map(\.name) == ["photo 2", "photo 44"])
        #expect(page.summary == PageSummary(number: 2, totalPages: 2, totalItems: 5))
    }

    @Test func likedPhotosAreAUserStream() async throws {
        let asked = Mutex<[(String, String)]>([])
        let ids = try await withServer(handler: { request in
            asked.withLock { $0 = request.query }
            return .json(#"{"feature": "user_liked", "current_page": 1, "total_pages": 1, "total_items": 2, "photos": [{"id": 5}, {"id": 3}]}"#)
        }) { _, origin in
            try await collected(PhotoWalk<PhotoReference>(.photos(likedBy: .username("ana_lind")), options: WalkOptions(), api: api(origin)))
                .compactMap(\.photoID)
        }
        #expect(ids == [5, 3])
        let query = asked.withLock { $0 }
        #expect(query.first { $0.0 == "feature" }?.1 == "user_liked" && query.first { $0.0 == "username" }?.1 == "ana_lind")
    }

    @Test func galleriesAndOneGalleryThroughTheClient() async throws {
        let list = try Fixtures.api("galleries-list.json")
        let bare = try Fixtures.api("gallery-show-bare.json")
        let (page, gallery) = try await withServer(handler: { request in
            switch request.path {
            case "/v1/users/77/galleries" where request.queryValue("privacy") == "both" && request.queryValue("include_cover") == "1":
                HTTPResponse(status: 200, headers: Self.jsonHeaders, body: list)
            case "/v1/users/77/galleries/iceland-2024":
                HTTPResponse(status: 200, headers: Self.jsonHeaders, body: bare)
            default:
                .json("{}", status: 404)
            }
        }) { _, origin in
            let api = try api(origin)
            let page = try await api.galleries(ofUser: 77, GalleryListQuery(privacy: .both, includeCover: true))
            return (page, try await api.gallery(.slug("iceland-2024"), ofUser: 77))
        }
        #expect(page.items.map(\.slug) == ["iceland-2024", "liked-along-the-way", "light-table"] && page.totalPages == 2)
        #expect(gallery.id == 4021 && gallery.name == "Iceland 2024" && gallery.kind == .portfolio)
    }

    @Test func peopleListsAndAUserIDByName() async throws {
        let fixtures = [
            "/v1/users/77/friends": try Fixtures.api("users-friends.json"),
            "/v1/users/77/followers": try Fixtures.api("users-followers.json"),
            "/v1/users/search": try Fixtures.api("users-search.json"),
            "/v1/photos/9001/votes": try Fixtures.api("photo-votes.json"),
            "/v1/users/show": Data(#"{"user": {"id": 77, "username": "ana_lind"}}"#.utf8),
        ]
        let (pages, id) = try await withServer(handler: { request in
            fixtures[request.path].map { HTTPResponse(status: 200, headers: Self.jsonHeaders, body: $0) } ?? .json("{}", status: 404)
        }) { _, origin in
            let api = try api(origin)
            let routes: [Router] = [.friends(userID: 77, page: 2), .followers(userID: 77), .userSearch(term: "ana"), .votes(photoID: 9001)]
            var pages: [Page<User>] = []
            for route in routes { pages.append(try await api.page(route, of: User.self)) }
            return (pages, try await api.userID(for: .username("ana_lind")))
        }
        #expect(pages.map { $0.items.map(\.id) } == [[12, 13], [31], [77, 78], [12, 31, 77]])
        #expect(pages.map(\.totalItems) == [41, 1, 37, 3] && pages.map(\.currentPage) == [2, 1, 1, 1])
        #expect(id == 77)
    }

    @Test func aUserIDNeedsNoRequest() async throws {
        let requests = Mutex(0)
        let id = try await withServer(handler: { _ in
            requests.withLock { $0 += 1 }
            return .json("{}", status: 500)
        }) { _, origin in try await api(origin).userID(for: .id(12)) }
        #expect(id == 12 && requests.withLock { $0 } == 0)
    }

    private static var jsonHeaders: HTTPHeaderFields {
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "application/json"
        return headers
    }
}
