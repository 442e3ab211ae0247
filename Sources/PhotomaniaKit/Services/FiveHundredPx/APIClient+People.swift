extension APIClient {
    /// One page of a user's galleries.
    public func galleries(
        ofUser userID: UserID, _ query: GalleryListQuery = GalleryListQuery(), page: PageRequest = PageRequest()
    ) async throws(PhotomaniaError) -> Page<Gallery> {
        try await self.page(.galleries(userID: userID, query, page), of: Gallery.self)
    }

    /// One gallery of a user, whether the answer wraps it in `gallery` or not.
    public func gallery(_ reference: GalleryReference, ofUser userID: UserID) async throws(PhotomaniaError) -> Gallery {
        try await object(.gallery(userID: userID, reference), as: GalleryResponse.self).gallery
    }

    /// The id of a user given by id (no request) or by name (`GET /users/show`): the gallery,
    /// friends and followers endpoints take ids only.
    public func userID(for user: UserLookup) async throws(PhotomaniaError) -> UserID {
        switch user {
        case .id(let id): id
        case .username: try await object(.user(user), as: UserResponse.self).user.id
        }
    }
}
