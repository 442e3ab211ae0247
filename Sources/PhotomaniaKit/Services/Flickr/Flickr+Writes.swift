import PhotomaniaOAuth

/// Signing in and writing on Flickr (contract §7.14, §7.17, §7.18, §8): a fave is Flickr's one
/// mark on a photo, so a like is a fave; comments are flat; signing in is OAuth with a
/// verifier, never a password.
extension Flickr {
    public func perform(_ action: PhotoAction, onPhoto id: PhotoID) async throws(PhotomaniaError) -> Photo? {
        try require(action)
        let photo = id.text
        switch action {
        case .vote, .favorite: _ = try await call(.addFavorite(photo: photo), FlickrDone.self)
        case .unvote, .unfavorite: _ = try await call(.removeFavorite(photo: photo), FlickrDone.self)
        }
        return nil
    }

    /// The new comment as Flickr's answer names it, with the text sent; a reply is refused
    /// before anything is sent, since Flickr's comments are flat.
    public func addComment(_ body: String, to target: CommentTarget) async throws(PhotomaniaError) -> Comment {
        guard case .photo(let photo) = target else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "reply to a comment: its comments are flat", offers: ["comments on the photo"]))
        }
        let posted = try await call(.addComment(photo: photo.text, text: body), FlickrPostedComment.self)
        guard let id = CommentID(posted.id) else {
            throw .responseSerializationFailed(request: RequestSummary(method: "POST", url: FlickrMethod.endpointPath), reason: .unusableValue(path: "comment.id"))
        }
        return Comment(id: id, body: body)
    }

    public func verifierFlow(consumer: OAuthCredentials) throws(PhotomaniaError) -> OAuthVerifierFlow {
        OAuthVerifierFlow(api: api, consumer: consumer, endpoints: OAuthEndpoints(servicesBase: oauthBase))
    }

    /// Flickr's sign-in pages are on www.flickr.com, not on the API's host; another server's
    /// are below its own base.
    var oauthBase: String {
        isPublicAPI ? "https://www.flickr.com/services" : api.configuration.baseURL
    }

    public func signedInUser() async throws(PhotomaniaError) -> User {
        let reference = try await call(.testLogin, FlickrUserReference.self)
        return try await user(UserID(reference.nsid).map(UserLookup.id) ?? .username(reference.nsid))
    }
}
