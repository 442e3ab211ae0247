import Foundation

extension DemoAPI {
    static let userLikedFeature = "user_liked"

    /// `GET /v1/photos/:id/votes`: who liked the photo, most recent first. The contract requires
    /// OAuth, so an unsigned request is refused.
    func photoVoters(id: Int?, query: DemoQuery, caller: DemoCaller) throws -> HTTPResponse {
        guard caller.userID != nil else { throw DemoRefusal(401, "Authorization required") }
        let photo = try existingPhoto(id)
        let voters = try likes(ofPhoto: photo.id).compactMap { catalog.user(id: $0.userID) }
        let paging = query.paging()
        return DemoResponse.json(UsersEnvelope(
            currentPage: paging.page,
            totalPages: paging.totalPages(voters.count),
            totalItems: voters.count,
            users: paging.slice(voters).map { DemoUserJSON(user: $0, profile: nil) }
        ))
    }

    /// `GET /v1/photos?feature=user_liked&user_id=N` (or `username=`), photomania's extension (v1
    /// had no liked-photos stream): the photos the user liked, most recently liked first
    /// (`sort_direction=asc` turns that round, `sort` replaces it). Only the user may see it.
    func userLiked(_ query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let subject = try subjectUser(query)
        guard caller.userID == subject.id else { throw DemoRefusal(403, "Liked photos are private.") }
        let filter = DemoCategoryFilter(query)
        let liked = try likes(byUser: subject.id).compactMap { catalog.photo(id: $0.photoID) }.filter(filter.allows)
        let ordered: [DemoPhoto]
        if query.string("sort").flatMap(DemoPhotoSort.init(parameter:)) != nil {
            ordered = sortOrder(query, default: .createdAt).apply(to: liked)
        } else {
            ordered = query.string("sort_direction")?.lowercased() == "asc" ? liked.reversed() : liked
        }
        return try featurePage(
            Self.userLikedFeature, ordered, filter: filter, subject: subject, query: query, imageBase: imageBase, caller: caller)
    }

    /// The catalog's likes of the photo and those sent through the API, most recent first; a
    /// user who liked it both ways counts once.
    func likes(ofPhoto photoID: Int) throws(DemoStateError) -> [DemoLike] {
        merged(try state.likes(ofPhoto: photoID), catalog.likes(ofPhoto: photoID)) { $0.userID }
    }

    /// The user's likes from the catalog and through the API, most recent first.
    func likes(byUser userID: Int) throws(DemoStateError) -> [DemoLike] {
        merged(try state.likes(byUser: userID), catalog.likes(byUser: userID)) { $0.photoID }
    }

    private func merged(_ sent: [DemoLike], _ generated: [DemoLike], key: (DemoLike) -> Int) -> [DemoLike] {
        let sentKeys = Set(sent.map(key))
        return DemoLikes.mostRecentFirst(sent + generated.filter { !sentKeys.contains(key($0)) })
    }
}
