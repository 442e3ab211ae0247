import Foundation

/// The signed calls: `test.login` (§7.26) and the writes photomania makes (§7.14, §7.17,
/// §7.18), kept in the demo state as the 500px face's are. A fave here is a like there: one
/// list of the photos a user likes, whichever face it is read or written through.
extension FlickrFace {
    /// The caller, who `FlickrMethod.permission` made sure is there.
    private func signedInUser() throws(FlickrFailure) -> DemoUser {
        guard let userID = caller?.userID, let user = catalog.user(id: userID) else {
            throw .insufficientPermission(needed: .read, granted: nil)
        }
        return user
    }

    func testLogin() throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try signedInUser()
        return ["user": .object([
            "id": .string(user.nsid), "username": .content(.string(user.username)), "path_alias": .stringOrNull(user.pathAlias),
        ])]
    }

    /// Whether the caller has faved the photo (false for an unsigned call): through the API, as
    /// the 500px face's `voted` says it. The catalog's own likes cannot be taken back, so a photo
    /// marked faved is always one `favorites.remove` removes.
    func callerFaves(_ photo: DemoPhoto) throws -> Bool {
        guard let userID = caller?.userID else { return false }
        return try api.configuration.state.likes(byUser: userID).contains { $0.photoID == photo.id }
    }

    /// Code 2 for the caller's own photo, 3 for one already faved.
    func addFavorite(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        let user = try signedInUser()
        guard photo.userID != user.id else { throw FlickrFailure(2, "Photo is owned by you") }
        guard try !callerFaves(photo), try api.configuration.state.vote(userID: user.id, photoID: photo.id, value: 1) else {
            throw FlickrFailure(3, "Photo is already in favorites")
        }
        return [:]
    }

    /// Code 1 for a photo the caller has not faved here (contract §7.18).
    func removeFavorite(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        let user = try signedInUser()
        guard try api.configuration.state.removeVote(userID: user.id, photoID: photo.id) else {
            throw FlickrFailure(1, "Photo not in favorites")
        }
        return [:]
    }

    /// The whole comment as Flickr answers nowadays (`comment.id` is what the contract
    /// promises); code 8 for a blank one.
    func addComment(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        let user = try signedInUser()
        guard let text = arguments.form.value("comment_text"), !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw FlickrFailure(8, "Blank comment")
        }
        guard let owner = catalog.user(id: photo.userID) else { throw FlickrFailure.photoNotFound(FlickrIDs.photo(photo)) }
        let added = try api.configuration.state.addComment(photoID: photo.id, parentID: nil, userID: user.id, body: text)
        return ["comment": comment(of: api.comment(from: added, on: photo), on: photo, owner: owner)]
    }
}
