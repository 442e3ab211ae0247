/// What a signed-in user can do to a photo, and the endpoint that does it.
public enum PhotoAction: String, Sendable, CaseIterable {
    case vote, unvote, favorite, unfavorite

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

    /// The action that takes this one back.
    public var undo: PhotoAction {
        switch self {
        case .vote: .unvote
        case .unvote: .vote
        case .favorite: .unfavorite
        case .unfavorite: .favorite
        }
    }
}

/// What a new comment answers: a photo, or a comment (a reply).
public enum CommentTarget: Sendable, Hashable {
    case photo(Int)
    case comment(Int)
}
