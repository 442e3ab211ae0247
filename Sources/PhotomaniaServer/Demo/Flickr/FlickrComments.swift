import Foundation

/// `flickr.photos.comments.getList` (contract §7.13): every comment at once (Flickr has no
/// paging here), flat in creation order, the catalog's and those added through the 500px face.
extension FlickrFace {
    /// `min_comment_date`/`max_comment_date` narrow them. A photo without comments has no
    /// `comment` member at all, the form of that case a client must accept beside `[]`.
    func comments(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        let after = arguments.string("min_comment_date").flatMap(FlickrDates.parse)
        let before = arguments.string("max_comment_date").flatMap(FlickrDates.parse)
        let comments = try api.allComments(of: photo).filter { comment in
            after.map { comment.createdAt >= $0 } ?? true && before.map { comment.createdAt <= $0 } ?? true
        }
        var container: [String: FlickrValue] = ["photo_id": .string(FlickrIDs.photo(photo))]
        if !comments.isEmpty, let owner = catalog.user(id: photo.userID) {
            container["comment"] = .array(comments.map { comment(of: $0, on: photo, owner: owner) })
        }
        return ["comments": .object(container)]
    }

    func comment(of comment: DemoComment, on photo: DemoPhoto, owner: DemoUser) -> FlickrValue {
        let author = catalog.user(id: comment.userID)
        var members: [String: FlickrValue] = [
            "id": .string(FlickrIDs.comment(comment, on: photo)), "author": .string(author?.nsid ?? ""), "author_is_deleted": .int(0),
            "authorname": .string(author?.username ?? ""), "datecreate": FlickrDates.unix(comment.createdAt),
            "permalink": .string(FlickrPageURLs.comment(comment, on: photo, owner: owner)),
            "path_alias": .stringOrNull(author?.pathAlias), "realname": .string(author.map(realName) ?? ""),
            "_content": .string(comment.body),
        ]
        if let author {
            members.merge(FlickrBuddyIcon(user: author).members, uniquingKeysWith: { $1 })
        } else {
            members.merge(["iconserver": .string("0"), "iconfarm": .int(0)], uniquingKeysWith: { $1 })
        }
        return .object(members)
    }
}
