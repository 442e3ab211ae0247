import Foundation
import PhotomaniaKit

extension ServiceName {
    static let toy = ServiceName(rawValue: "toy")
}

/// A read-only photo service that lives in the tests, to prove the seam: no sign-in, no
/// comments, no people or collections, and a cursor instead of page numbers. It is this
/// folder (the service, its face, its registration) and nothing outside it.
struct Toy: PhotoService {
    let api: APIClient

    static let featured = Feature("picks")
    static let newest = Feature("latest")

    static let capabilities = ServiceCapabilities(
        features: [featured, newest], sorts: [], filtersByCategory: false, searchesByTerm: false, searchesByTag: false,
        nestedComments: false, people: [], photoActions: [], signIn: nil, newestUploadsFirst: [newest],
        filterFields: [.id, .title, .width, .height]
    )

    static let access = ServiceAccess(
        title: "Toy", keyVariable: "PHOTOMANIA_TOY_KEY", secretVariable: "PHOTOMANIA_TOY_SECRET", demoPath: ToyFace.path, defaultDownloadSize: .largestAllowed,
        examples: ["photos": ["photomania --provider toy photos --feature latest"]]
    )

    /// Its registration.
    static let entry = ServiceRegistry.Entry(
        name: .toy, capabilities: capabilities, hosts: ["toy.example"], pageForms: ["https://toy.example/photo/ID (a photo)"],
        page: { segments in segments.count == 2 && segments[0] == "photo" ? Int(segments[1]).map { .photo(id: PhotoID($0)) } : nil },
        make: Toy.init(api:), access: access
    )

    /// The standard services and the toy after them.
    static let registry = ServiceRegistry(default: ServiceRegistry.standard.defaultEntry, others: Array(ServiceRegistry.standard.entries.dropFirst()) + [entry])

    var name: ServiceName { .toy }
    var capabilities: ServiceCapabilities { Self.capabilities }
    var webOrigin: String { "https://toy.example" }

    func through(_ api: APIClient) -> Toy {
        Toy(api: api)
    }

    func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item> {
        try require(selection)
        switch selection {
        case .ids(let ids):
            return try await lookedUp(ids, page: cursor.number ?? 1, perPage: perPage, imageSizes: imageSizes)
        case .stream(let feature, _, _):
            let after: String?
            switch cursor {
            case .number(1): after = nil
            case .token(let token): after = token
            case .number: throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "start at a later page", offers: ["its pages in order from the first"]))
            }
            let list = try await call(ToyRoute(path: "/stream", query: [("name", feature.rawValue), ("limit", String(perPage))] + (after.map { [("after", $0)] } ?? [])), ToyList.self)
            return Page(items: list.photos.map { Item(photo($0)) }, totalItems: list.total, nextToken: list.next)
        default:
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "list those photos", offers: capabilities.offered))
        }
    }

    func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo {
        PhotoInfo(photo: photo(try await call(ToyRoute(path: "/photo", query: [("id", id.text)]), ToyPhoto.self)))
    }

    private func photo(_ toy: ToyPhoto) -> Photo {
        let image = PhotoImage(size: .largestAllowed, url: api.configuration.origin + toy.image)
        return Photo(id: PhotoID(toy.id), service: .toy, name: toy.title, width: toy.width, height: toy.height, imageURLs: [image.url], images: [image], url: "/photo/\(toy.id)")
    }

    private func call<T: Decodable>(_ route: ToyRoute, _ type: T.Type) async throws(PhotomaniaError) -> T {
        try await api.send(route) { response throws(PhotomaniaError) -> T in
            do {
                return try JSONDecoder().decode(T.self, from: response.body)
            } catch {
                throw .responseSerializationFailed(request: response.request.summary, reason: .unusableValue(path: "\(error)"))
            }
        }.1
    }
}

/// One call: a GET below the base.
struct ToyRoute: APIRoute {
    let path: String
    let query: [(String, String)]

    func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        var components = URLComponents(string: configuration.baseURL + path)
        components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        guard let url = components?.string else { throw .invalidURL(configuration.baseURL) }
        return Request(url: url)
    }

    var formParameters: [(name: String, value: String)] { [] }
    var invalidatedPaths: [String] { [] }
}

/// Its wire format: a page of photos and where the next starts.
struct ToyList: Decodable {
    let photos: [ToyPhoto]
    let next: String?
    let total: Int
}

struct ToyPhoto: Decodable {
    let id: Int
    let title: String
    let width: Int
    let height: Int
    /// The image's path on the server.
    let image: String
}
