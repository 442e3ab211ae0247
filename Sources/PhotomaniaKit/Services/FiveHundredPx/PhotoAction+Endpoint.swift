extension PhotoAction {
    /// The last path segment of the endpoint: `POST`/`DELETE /photos/:id/vote` or `…/favorite`.
    var resource: String {
        switch self {
        case .vote, .unvote: "vote"
        case .favorite, .unfavorite: "favorite"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .vote, .favorite: .post
        case .unvote, .unfavorite: .delete
        }
    }
}
