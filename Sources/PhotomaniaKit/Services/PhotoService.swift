import PhotomaniaOAuth

/// What commands ask of a photo service, whatever its API: photos page by page for any
/// `PhotoSelection`, one photo, comments, users, their collections, people, the signed-in user's
/// writes, and signing in. Every failure is a `PhotomaniaError`; asking for what `capabilities`
/// leave out is `.unsupported`. A service is one folder of `Services/` and one entry of
/// `ServiceRegistry`.
public protocol PhotoService: Sendable {
    var name: ServiceName { get }
    var capabilities: ServiceCapabilities { get }
    /// The transport its answers come through, which also fetches its images.
    var session: Session { get }
    /// `scheme://host[:port]` that a photo's relative page path (its `url`) is joined to.
    var webOrigin: String { get }
    /// Whether it signs its requests as a user.
    var isSignedIn: Bool { get }
    /// What paces its API calls (`APIConfiguration.pacer`), for hearing of the pauses the
    /// service asks for; nil when nothing does.
    var callPacer: CallPacer? { get }

    /// The same service, signing as the user `credentials` hold.
    func signed(with credentials: OAuthCredentials) -> any PhotoService
    /// The same service asking past every stored answer (and keeping the new ones), unless offline.
    var reloading: any PhotoService { get }
    /// The same service, telling `observer` where each answer came from.
    func observingCache(_ observer: @escaping @Sendable (CacheOutcome) -> Void) -> any PhotoService

    /// The page of `selection` at `cursor`, its photos decoded as `Item` with `imageSizes`.
    func photoPage<Item: ListedPhoto>(
        of selection: PhotoSelection, at cursor: PageCursor, perPage: Int, imageSizes: [ImageSize], as type: Item.Type
    ) async throws(PhotomaniaError) -> Page<Item>
    /// One photo in full, with the image sizes asked for.
    func photo(_ id: PhotoID, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> PhotoInfo
    /// A page of a photo's comments; `nested` asks for the replies with them.
    func comments(onPhoto id: PhotoID, at cursor: PageCursor, nested: Bool) async throws(PhotomaniaError) -> Page<Comment>
    func user(_ lookup: UserLookup) async throws(PhotomaniaError) -> User
    /// The id of a user named by id or by name: `user(_:)`'s, or one call fewer where the service can.
    func userID(_ lookup: UserLookup) async throws(PhotomaniaError) -> UserID
    /// The user the service signs as.
    func signedInUser() async throws(PhotomaniaError) -> User
    /// A page of a user's collections (galleries).
    func collections(ofUser userID: UserID, _ query: GalleryListQuery, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<Gallery>
    func collection(_ reference: GalleryReference, ofUser userID: UserID) async throws(PhotomaniaError) -> Gallery
    func people(_ selection: PeopleSelection, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<User>

    /// Does `action` to photo `id` as the signed-in user; the photo as the service then describes
    /// it, when its answer carries it.
    func perform(_ action: PhotoAction, onPhoto id: PhotoID) async throws(PhotomaniaError) -> Photo?
    /// Posts `body` as a comment on a photo, or as a reply to a comment.
    func addComment(_ body: String, to target: CommentTarget) async throws(PhotomaniaError) -> Comment

    /// Signs in with a user name and password (`capabilities.signIn == .password`): the
    /// application's key and secret with the user's token.
    func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials
    /// The OAuth verifier flow that signs in as the application `consumer`
    /// (`capabilities.signIn == .oauthVerifier`).
    func verifierFlow(consumer: OAuthCredentials) throws(PhotomaniaError) -> OAuthVerifierFlow

    /// The page a short link (`PageURL.shortLink`) leads to, once followed: never a short link.
    func page(followingShortLink link: String) async throws(PhotomaniaError) -> PageURL
}

extension PhotoService {
    public var callPacer: CallPacer? { nil }

    public func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials {
        throw refusal(ofSignIn: .password)
    }

    public func verifierFlow(consumer: OAuthCredentials) throws(PhotomaniaError) -> OAuthVerifierFlow {
        throw refusal(ofSignIn: .oauthVerifier)
    }

    private func refusal(ofSignIn method: SignInMethod) -> PhotomaniaError {
        .unsupported(capabilities.refusal(of: method, by: name) ?? UnsupportedByService(service: name.rawValue, cannot: "sign in " + method.how, offers: []))
    }

    /// A service whose page URLs have no short links.
    public func userID(_ lookup: UserLookup) async throws(PhotomaniaError) -> UserID {
        try await user(lookup).id
    }

    public func page(followingShortLink link: String) async throws(PhotomaniaError) -> PageURL {
        throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "follow short links", offers: ["its page URLs"]))
    }

    /// Throws the one sentence about what this service does not do, before anything is sent.
    public func require(_ selection: PhotoSelection) throws(PhotomaniaError) {
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
