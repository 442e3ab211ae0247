import Foundation
import PhotomaniaKit
import PhotomaniaOAuth
import PhotomaniaServer
import Synchronization
import Testing

/// 500px behind the seam: every selection, people list and lookup a command asks of the
/// `PhotoService` reaches the server as the one `Router` request it was before the seam — the
/// same path and the same query parameters in the same order — over real libcurl.
@Suite("FiveHundredPx: the service seam sends what the Router sends")
struct FiveHundredPxServiceTests {
    /// What the server was asked, in order: each request's path and query.
    final class Asked: Sendable {
        private let requests = Mutex<[(path: String, query: [(name: String, value: String)])]>([])

        var all: [(path: String, query: [(name: String, value: String)])] { requests.withLock { $0 } }

        func respond(_ request: HTTPRequest) -> HTTPResponse {
            requests.withLock { $0.append((request.path, request.query)) }
            if request.path == "/v1/users/show" { return .json(#"{"user": {"id": 77, "username": "ana"}}"#) }
            if let id = Int(request.path.dropFirst("/v1/photos/".count)), request.path.hasPrefix("/v1/photos/") {
                return .json(#"{"photo": {"id": \#(id), "name": "photo \#(id)"}}"#)
            }
            let page = request.queryValue("page") ?? "1"
            return .json(#"{"current_page": \#(page), "total_pages": 9, "total_items": 90, "photos": [], "users": [], "comments": [], "galleries": []}"#)
        }
    }

    private static let configuration = APIConfiguration(baseURL: "http://h/v1")

    private func serve(_ body: (FiveHundredPx, Asked) async throws -> Void) async throws {
        let asked = Asked()
        try await withServer(handler: asked.respond) { _, origin in
            let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
            try await body(FiveHundredPx(api: api), asked)
        }
    }

    /// The path and query `route` builds, as the server reads them back.
    private func expected(_ route: Router) throws -> (path: String, query: [String]) {
        let request = try route.request(with: Self.configuration)
        let (path, query) = request.url.dropFirst("http://h".count).split(separator: "?", maxSplits: 1).map(String.init).paired
        return (path, OAuthForm.pairs(query))
    }

    private func sent(_ asked: Asked, _ index: Int) -> (path: String, query: [String]) {
        let request = asked.all[index]
        return (request.path, request.query.map { "\($0.name)=\($0.value)" })
    }

    @Test func everySelectionIsTheRouterRequestItWasBefore() async throws {
        let landscapes = try #require(Category.named("Landscapes")), nude = try #require(Category.named("Nude"))
        let filter = PhotoFilter(only: [landscapes], exclude: [nude], sort: .rating, sortDirection: .ascending)
        let page = PageRequest(page: 2, perPage: 5, imageSizes: [.medium])
        let cases: [(PhotoSelection, Router)] = [
            (.stream(.popular), .photos(PhotoStreamQuery(), page)),
            (.stream(.user, user: .username("jane doe"), filter), .photos(PhotoStreamQuery(
                feature: .user, only: [landscapes], exclude: [nude], sort: .rating, sortDirection: .ascending, user: .username("jane doe")), page)),
            (.stream(.userFriends, user: .id(42)), .photos(PhotoStreamQuery(feature: .userFriends, user: .id(42)), page)),
            (.photos(likedBy: .username("ana")), .photos(PhotoStreamQuery(feature: .userLiked, user: .username("ana")), page)),
            (.search(.tag("night"), PhotoFilter(sort: .score)), .search(SearchQuery(term: .tag("night"), sort: .score), page)),
            (.search(.term("light house"), filter), .search(SearchQuery(
                term: .term("light house"), only: [landscapes], exclude: [nude], sort: .rating, sortDirection: .ascending), page)),
            (.collection(CollectionSelection(owner: .id(77), reference: .slug("lisbon-2022")), PhotoFilter(sort: .takenAt)),
             .galleryItems(userID: 77, .slug("lisbon-2022"), GalleryItemsQuery(sort: .takenAt), page)),
        ]
        try await serve { service, asked in
            for (index, (selection, route)) in cases.enumerated() {
                let answer = try await service.photoPage(of: selection, at: .number(2), perPage: 5, imageSizes: [.medium], as: PhotoReference.self)
                #expect(answer.currentPage == 2 && answer.next == .number(3), "\(selection)")
                let (path, query) = sent(asked, index)
                #expect(path == (try expected(route)).path, "\(selection)")
                #expect(query == (try expected(route)).query, "\(selection)")
            }
            #expect(asked.all.count == cases.count, "one request a page, no lookup for an owner given by id")
        }
    }

    @Test func aCollectionOfAUserGivenByNameLooksTheOwnerUpFirst() async throws {
        try await serve { service, asked in
            let selection = PhotoSelection.collection(CollectionSelection(owner: .username("ana"), reference: .id(4021)))
            _ = try await service.photoPage(of: selection, at: .number(1), perPage: 20, imageSizes: [], as: Photo.self)
            #expect(asked.all.map(\.path) == ["/v1/users/show", "/v1/users/77/galleries/4021/items"])
            #expect(sent(asked, 0).query == ["username=ana"])
        }
    }

    @Test func peopleCommentsCollectionsAndLookupsAreTheirRoutes() async throws {
        try await serve { service, asked in
            _ = try await service.people(.following(userID: 77), at: .number(2), perPage: 7)
            _ = try await service.people(.followers(userID: 77), at: .number(1), perPage: 20)
            _ = try await service.people(.search("ana b"), at: .number(3), perPage: 20)
            _ = try await service.people(.voters(photoID: 9001), at: .number(1), perPage: 20)
            _ = try await service.comments(onPhoto: 9001, at: .number(2), nested: true)
            _ = try await service.collections(ofUser: 77, GalleryListQuery(privacy: .both), at: .number(1), perPage: 100)
            _ = try await service.user(.id(77))
            _ = try await service.photo(9001, imageSizes: [.large])
            let routes: [Router] = [
                .friends(userID: 77, page: 2, perPage: 7), .followers(userID: 77), .userSearch(term: "ana b", page: 3),
                .votes(photoID: 9001), .comments(photoID: 9001, page: 2, nested: true),
                .galleries(userID: 77, GalleryListQuery(privacy: .both), PageRequest(perPage: 100)), .user(.id(77)),
                .photo(id: 9001, imageSizes: [.large], tags: true),
            ]
            for (index, route) in routes.enumerated() {
                #expect(sent(asked, index).path == (try expected(route)).path, "\(route)")
                #expect(sent(asked, index).query == (try expected(route)).query, "\(route)")
            }
        }
    }

    @Test func photosNamedByIdArePagedByLookingThemUp() async throws {
        try await serve { service, asked in
            let page = try await service.photoPage(of: .ids([5, 6, 7, 8, 9]), at: .number(2), perPage: 2, imageSizes: [], as: Photo.self)
            #expect(page.items.map(\.id) == [7, 8])
            #expect(page.totalPages == 3 && page.totalItems == 5)
            #expect(asked.all.map(\.path) == ["/v1/photos/7", "/v1/photos/8"])
        }
    }

    @Test func aTokenCursorIsRefusedInTheOneSentenceBeforeAnyRequest() async throws {
        try await serve { service, asked in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await service.photoPage(of: .stream(.popular), at: .token("abc"), perPage: 20, imageSizes: [], as: Photo.self)
            }
            #expect(error?.description == "500px cannot continue a list from a token; it offers pages by number")
            #expect(asked.all.isEmpty)
        }
    }

    @Test func theServiceSaysWhoItIsAndWhatItDoes() async throws {
        try await serve { service, _ in
            #expect(service.name == .fiveHundredPx && service.name.description == "500px")
            #expect(service.capabilities.signIn == .password)
            #expect(!service.isSignedIn)
            #expect(service.signed(with: OAuthCredentials(consumerKey: "k", consumerSecret: "s", token: "t", tokenSecret: "u")).isSignedIn)
            #expect(service.webOrigin.hasPrefix("http://127.0.0.1:"))
        }
    }
}

private extension Array where Element == String {
    /// `[path, query]` of a URL split at its `?`, the query empty when there is none.
    var paired: (String, String) { (self[0], count > 1 ? self[1] : "") }
}

/// A query string as the server reads it back: each `name=value`, percent-decoded.
private enum OAuthForm {
    static func pairs(_ query: String) -> [String] {
        query.isEmpty ? [] : query.split(separator: "&").map { ($0.removingPercentEncoding ?? String($0)) }
    }
}
