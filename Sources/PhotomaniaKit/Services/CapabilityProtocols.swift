import PhotomaniaOAuth

/// A service whose photos carry comments.
public protocol CommentReading: PhotoService {
    /// A page of a photo's comments; `nested` asks for the replies with them.
    func comments(onPhoto id: PhotoID, at cursor: PageCursor, nested: Bool) async throws(PhotomaniaError) -> Page<Comment>
}

/// A service with people: looked up by name or id, and listed (`capabilities.people` says which lists).
public protocol PeopleReading: PhotoService {
    func user(_ lookup: UserLookup) async throws(PhotomaniaError) -> User
    /// The id of a user named by id or by name: `user(_:)`'s, or one call fewer where the service can.
    func userID(_ lookup: UserLookup) async throws(PhotomaniaError) -> UserID
    func people(_ selection: PeopleSelection, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<User>
}

extension PeopleReading {
    public func userID(_ lookup: UserLookup) async throws(PhotomaniaError) -> UserID {
        try await user(lookup).id
    }
}

/// A service whose people keep collections of photos (galleries, albums).
public protocol CollectionReading: PeopleReading {
    /// A page of a user's collections.
    func collections(ofUser userID: UserID, _ query: GalleryListQuery, at cursor: PageCursor, perPage: Int) async throws(PhotomaniaError) -> Page<Gallery>
    /// One collection; `userID` is nil only where `capabilities.collectionsNeedOwner` is false.
    func collection(_ reference: GalleryReference, ofUser userID: UserID?) async throws(PhotomaniaError) -> Gallery
}

/// A service a user signs in to, by the method `capabilities.signIn` names.
public protocol SigningIn: PeopleReading {
    /// The user the service signs as.
    func signedInUser() async throws(PhotomaniaError) -> User
    /// Signs in with a user name and password (`SignInMethod.password`): the application's key
    /// and secret with the user's token.
    func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials
    /// The OAuth verifier flow that signs in as the application `consumer` (`SignInMethod.oauthVerifier`).
    func verifierFlow(consumer: OAuthCredentials) throws(PhotomaniaError) -> OAuthVerifierFlow
}

extension SigningIn {
    public func signIn(as consumer: OAuthCredentials, username: String, password: String) async throws(PhotomaniaError) -> OAuthCredentials {
        throw refusal(ofSignIn: .password)
    }

    public func verifierFlow(consumer: OAuthCredentials) throws(PhotomaniaError) -> OAuthVerifierFlow {
        throw refusal(ofSignIn: .oauthVerifier)
    }

    private func refusal(ofSignIn method: SignInMethod) -> PhotomaniaError {
        .unsupported(capabilities.refusal(of: method, by: name) ?? UnsupportedByService(service: name.rawValue, cannot: "sign in " + method.how, offers: []))
    }
}

/// A service a signed-in user changes: marks on photos (`capabilities.photoActions`) and comments.
public protocol PhotoWriting: SigningIn {
    /// Does `action` to photo `id`; the photo as the service then describes it, when its answer carries it.
    func perform(_ action: PhotoAction, onPhoto id: PhotoID) async throws(PhotomaniaError) -> Photo?
    /// Posts `body` as a comment on a photo, or as a reply to a comment.
    func addComment(_ body: String, to target: CommentTarget) async throws(PhotomaniaError) -> Comment
}

/// A service whose page URLs have short links (`PageURL.shortLink`).
public protocol ShortLinkFollowing: PhotoService {
    /// The page a short link leads to, once followed: never a short link.
    func page(followingShortLink link: String) async throws(PhotomaniaError) -> PageURL
}

extension PhotoService {
    /// The service as one that reads comments, or the sentence that says it has none.
    public func commentReader() throws(PhotomaniaError) -> any CommentReading {
        try capability(as: (any CommentReading).self, .comments, cannot: "show comments")
    }

    public func peopleReader() throws(PhotomaniaError) -> any PeopleReading {
        try capability(as: (any PeopleReading).self, .people, cannot: "look people up")
    }

    public func collectionReader() throws(PhotomaniaError) -> any CollectionReading {
        try capability(as: (any CollectionReading).self, .collections, cannot: "list collections")
    }

    public func account() throws(PhotomaniaError) -> any SigningIn {
        try capability(as: (any SigningIn).self, .signingIn, cannot: "sign in")
    }

    public func writer() throws(PhotomaniaError) -> any PhotoWriting {
        try capability(as: (any PhotoWriting).self, .writing, cannot: "change photos or comment on them")
    }

    public func shortLinkFollower() throws(PhotomaniaError) -> any ShortLinkFollowing {
        try capability(as: (any ShortLinkFollowing).self, .shortLinks, cannot: "follow short links")
    }

    private func capability<Capability>(as type: Capability.Type, _ kind: CapabilityKind, cannot asked: String) throws(PhotomaniaError) -> Capability {
        if let capable = self as? Capability { return capable }
        throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: asked, offers: capabilities.offered, because: capabilities.whyNot[kind]))
    }
}

/// The capabilities a service may lack, for saying why it does (`ServiceCapabilities.whyNot`).
public enum CapabilityKind: Sendable, Hashable {
    case comments, people, collections, signingIn, writing, shortLinks
}
