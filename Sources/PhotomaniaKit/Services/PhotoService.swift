import PhotomaniaOAuth

/// A photo service as photomania uses it, whatever its wire format: what every service does
/// (list photos, look one up), with what it offers beyond that declared in `capabilities` and
/// by the capability protocols it conforms to (`CommentReading`, `CollectionReading`,
/// `PeopleReading`, `SigningIn`, `PhotoWriting`, `ShortLinkFollowing`). A service without a
/// capability writes nothing for it: asking for it is refused in one sentence before any request.
public protocol PhotoService: Sendable {
    var name: ServiceName { get }
    var capabilities: ServiceCapabilities { get }
    /// The client its calls go through, which also fetches its images.
    var api: APIClient { get }
    /// The same service (and what it learned this run) talking through `api`: signed, reloading
    /// or observed.
    func through(_ api: APIClient) -> Self
    /// `scheme://host[:port]` that a photo's relative page path (its `url`) is joined to.
    var webOrigin: String { get }

    /// The page of `selection` at `cursor`, its photos decoded as `Item` with `imageSizes`.
    func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item>
    /// One photo in full, with the image sizes asked for.
    func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo
}

extension PhotoService {
    /// The transport its answers come through.
    public var session: Session { api.session }
    /// Whether it signs its requests as a user.
    public var isSignedIn: Bool { api.configuration.credentials != nil }
    /// What paces its API calls, for hearing of the pauses the service asks for; nil when nothing does.
    public var callPacer: CallPacer? { api.configuration.pacer }

    /// The same service, signing as the user `credentials` hold.
    public func signed(with credentials: OAuthCredentials) -> any PhotoService { through(api.signed(with: credentials)) }
    /// The same service asking past every stored answer (and keeping the new ones), unless offline.
    public var reloading: any PhotoService { through(api.reloading) }
    /// The same service, telling `observer` where each answer came from.
    public func observingCache(_ observer: @escaping @Sendable (CacheOutcome) -> Void) -> any PhotoService {
        through(api.observingCache(observer))
    }

    /// Throws the one sentence about what this service does not do, before anything is sent.
    public func require(_ selection: PhotoSelection) throws(PhotomaniaError) {
        if case .collection = selection { _ = try collectionReader() }
        if let refusal = capabilities.refusal(of: selection, by: name) { throw .unsupported(refusal) }
    }

    /// Why the service does not list `selection`, which its capabilities refuse.
    func refusal(of selection: PhotoSelection) -> PhotomaniaError {
        .unsupported(capabilities.refusal(of: selection, by: name) ?? UnsupportedByService(service: name.rawValue, cannot: "list those photos", offers: []))
    }

    public func require(_ filter: FilterExpression?) throws(PhotomaniaError) {
        if let filter, let refusal = capabilities.refusal(of: filter, by: name) { throw .unsupported(refusal) }
    }

    public func require(_ people: PeopleSelection.Kind) throws(PhotomaniaError) {
        if let refusal = capabilities.refusal(of: people, by: name) { throw .unsupported(refusal) }
    }

    /// Why the service does not list `people`, which its capabilities refuse.
    func refusal(of people: PeopleSelection.Kind) -> PhotomaniaError {
        .unsupported(capabilities.refusal(of: people, by: name) ?? UnsupportedByService(service: name.rawValue, cannot: people.doing, offers: []))
    }

    /// A collection's owner, which a service that names collections within their owner's needs.
    public func owner<Owner>(ofCollection owner: Owner?) throws(PhotomaniaError) -> Owner {
        guard let owner else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "name a collection without its owner", offers: ["USER GALLERY"]))
        }
        return owner
    }

    public func require(_ action: PhotoAction) throws(PhotomaniaError) {
        if let refusal = capabilities.refusal(of: action, by: name) { throw .unsupported(refusal) }
    }

    public func requireNestedComments() throws(PhotomaniaError) {
        if let refusal = capabilities.refusalOfNestedComments(by: name) { throw .unsupported(refusal) }
    }

    public func require(signIn method: SignInMethod) throws(PhotomaniaError) {
        if let refusal = capabilities.refusal(of: method, by: name) { throw .unsupported(refusal) }
    }
}
