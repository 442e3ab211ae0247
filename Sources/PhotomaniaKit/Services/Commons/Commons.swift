import Foundation

extension ServiceName {
    public static let commons = ServiceName(rawValue: "commons")
}

/// Wikimedia Commons through the MediaWiki Action API (`../shared/api/commons-mediawiki.md`):
/// free, no key and no account. Read-only: curated streams, a person's uploads, categories,
/// search and files; lists continue by cursor, never by page number.
public struct Commons: PhotoService {
    public let api: APIClient

    public init(api: APIClient) {
        self.api = api
    }

    public static let featured = Feature("featured")
    public static let quality = Feature("quality")
    public static let valued = Feature("valued")
    public static let potd = Feature("potd")
    public static let newest = Feature("newest")

    /// Featured pictures by default, the other curated sets, the picture of each day, the
    /// newest uploads and a person's; searches by keyword; categories as its collections.
    public static let capabilities: ServiceCapabilities = {
        var capabilities = ServiceCapabilities(
            features: [featured, quality, valued, potd, newest, .user], sorts: [], filtersByCategory: false, searchesByTerm: true, searchesByTag: false,
            nestedComments: false, people: [], photoActions: [], signIn: nil, newestUploadsFirst: [newest, .user], newestAdditionsFirst: [featured, quality, valued, potd],
            filterFields: [.id, .title, .description, .user, .license, .tags, .width, .height, .taken, .created, .mime, .size, .assessment],
            collectionsNeedOwner: false, pagesByNumber: false, searchesOtherMedia: true
        )
        capabilities.whyNot = [
            .comments: "it has none: a file's talk page is not its comments",
            .signingIn: "photomania does not edit wikis, so it needs no account",
            .writing: "photomania does not edit wikis",
        ]
        return capabilities
    }()

    /// No key: the real site answers anyone who names themselves in the User-Agent.
    public static let access = ServiceAccess(
        title: "Commons", keyVariable: nil, secretVariable: nil, publicBase: publicBaseURL, demoPath: "/w/api.php",
        sizeWord: { text in Int(text).flatMap { $0 > 0 ? ImageSize(rawValue: CommonsWidth.step(atLeast: $0)) : nil } },
        sizeWords: "a width in pixels (" + CommonsWidth.steps.map(String.init).joined(separator: ", ") + ")",
        collectionKinds: [.category], defaultDownloadSize: .largestAllowed, sizeName: CommonsWidth.name(of:),
        examples: [
            "photos": ["photomania --provider commons photos --rpp 5", "photomania --provider commons photos --feature quality --rpp 5"],
            "photo": ["photomania --provider commons photo 101011662"],
            "download": ["photomania --provider commons download --feature featured --limit 3 -o featured"],
        ],
        maxDownloadJobs: 4
    )

    public static let publicBaseURL = "https://commons.wikimedia.org/w/api.php"

    /// Its registration: Commons's and its file hosts' page URLs; the API asked one call at a time.
    public static let entry = ServiceRegistry.Entry(
        name: .commons, capabilities: capabilities, hosts: CommonsPages.hosts, pageForms: CommonsPages.acceptedForms,
        pageAt: CommonsPages.page(at:), ids: CommonsPages.ids, make: Commons.init(api:), callBudget: callBudget, access: access
    )

    /// Wikimedia asks for requests in series and no more than a few a second.
    public static let callBudget = CallBudget(perSecond: 4, burst: 4)

    public var name: ServiceName { .commons }
    public var capabilities: ServiceCapabilities { Self.capabilities }
    public var webOrigin: String { "https://commons.wikimedia.org" }

    public func through(_ api: APIClient) -> Commons {
        Commons(api: api)
    }

    /// `query`'s answer; an API error (HTTP 200) a `PhotomaniaError` by its code, `maxlag` a
    /// busy service whose read is tried again after the pause its `Retry-After` asks.
    func call(_ query: CommonsQuery) async throws(PhotomaniaError) -> CommonsAnswer {
        try await api.send(query) { response throws(PhotomaniaError) -> CommonsAnswer in
            let answer: CommonsAnswer
            do {
                answer = try JSONDecoder().decode(CommonsAnswer.self, from: response.body)
            } catch {
                throw .responseSerializationFailed(request: response.request.summary, reason: .unusableValue(path: "query"))
            }
            guard let error = answer.error else { return answer }
            let meaning: ServiceFailure.Meaning
            if ["maxlag", "ratelimited"].contains(error.code) || error.code.hasPrefix("internal_api_error") {
                meaning = .busy
            } else if ["badcontinue", "badvalue", "toomanyvalues", "invalidparammix", "missingparam", "invalidcategory"].contains(error.code) {
                meaning = .refused
            } else {
                meaning = .other
            }
            if meaning == .busy { throw .serviceBusy(request: response.request.summary, message: error.info, retryAfter: response.headers["Retry-After"]) }
            throw .serviceFailed(request: response.request.summary, ServiceFailure(service: ServiceName.commons.rawValue, code: 0, message: "\(error.code): \(error.info)", meaning: meaning))
        }.1
    }
}
