import PhotomaniaOAuth

extension ServiceName {
    public static let fiveHundredPx = ServiceName(rawValue: "500px")
}

/// The 500px v1 API (and the built-in demo server, which speaks it) as a
/// `PhotoService`: each call one `Router` case sent through an `APIClient`.
public struct FiveHundredPx: PhotoService, CommentReading, CollectionReading, PhotoWriting {
    public let api: APIClient

    public init(api: APIClient) {
        self.api = api
    }

    /// Everything photomania asks of a service: 500px was the first.
    public static let capabilities = ServiceCapabilities(
        features: [
            .popular, .highestRated, .upcoming, .editors, .freshToday, .freshYesterday, .freshWeek, .user, .userFriends, .userFavorites, .userLiked,
        ], sorts: SortField.allCases, filtersByCategory: true, searchesByTerm: true, searchesByTag: true,
        nestedComments: true, people: PeopleSelection.Kind.allCases, photoActions: PhotoAction.allCases, signIn: .password,
        newestUploadsFirst: [.freshToday, .freshYesterday, .freshWeek, .user], newestAdditionsFirst: [.userFavorites, .userLiked],
        filterFields: FilterField.all.filter { ![.faves, .mime, .size, .assessment].contains($0) }
    )

    /// Its API closed in 2018: only the built-in demo (at `/v1`) and other servers speaking it.
    public static let access = ServiceAccess(
        title: "500px", keyVariable: "PHOTOMANIA_CONSUMER_KEY", secretVariable: "PHOTOMANIA_CONSUMER_SECRET", demoPath: "/v1",
        examples: [
            "download": ["photomania download https://500px.com/p/jose_alvarez/galleries/lisbon-2022 -o lisbon"],
            "gallery": ["photomania gallery https://500px.com/p/jose_alvarez/galleries/lisbon-2022 --json"],
        ]
    )

    /// Its registration: 500px.com's page URLs, numeric ids.
    public static let entry = ServiceRegistry.Entry(
        name: .fiveHundredPx, capabilities: capabilities, hosts: ["500px.com"],
        pageForms: FiveHundredPxPages.acceptedForms, page: FiveHundredPxPages.page(at:), ids: .numbers,
        make: FiveHundredPx.init(api:), access: access
    )

    public var name: ServiceName { .fiveHundredPx }
    public var capabilities: ServiceCapabilities { Self.capabilities }
    public var webOrigin: String { api.configuration.origin }

    public func through(_ api: APIClient) -> FiveHundredPx {
        FiveHundredPx(api: api)
    }

    public func perform(_ action: PhotoAction, onPhoto id: PhotoID) async throws(PhotomaniaError) -> Photo? {
        try await api.perform(action, onPhoto: id)
    }

    public func addComment(_ body: String, to target: CommentTarget) async throws(PhotomaniaError) -> Comment {
        try await api.addComment(body, to: target)
    }

    public func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials {
        try await api.signIn(as: consumer, username: username, password: password)
    }

    /// The page number a cursor names: 500px pages by number only, and never answers with a token.
    func pageNumber(_ cursor: PageCursor) throws(PhotomaniaError) -> Int {
        guard let number = cursor.number else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "continue a list from a token", offers: ["pages by number"]))
        }
        return number
    }
}
