/// What a signed-in user can do to a photo: like it (a vote, on 500px), add it to their
/// favorites, or take either back.
public enum PhotoAction: String, Sendable, CaseIterable {
    case vote, unvote, favorite, unfavorite

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
    case photo(PhotoID)
    case comment(CommentID)
}
