import PhotomaniaKit

/// The two marks a signed-in user puts on a photo: `v` and `F`.
enum Mark: Hashable, Sendable {
    case like, favorite

    /// What the key sends when the photo `has` the mark (true), lacks it or is not known to have it.
    func action(whenPhotoHasIt has: Bool) -> PhotoAction {
        switch self {
        case .like: has ? .unvote : .vote
        case .favorite: has ? .unfavorite : .favorite
        }
    }
}

extension PhotoAction {
    var mark: Mark {
        switch self {
        case .vote, .unvote: .like
        case .favorite, .unfavorite: .favorite
        }
    }

    /// Whether the photo has the mark once this is done.
    var adds: Bool { self == .vote || self == .favorite }

    /// `could not like photo 5: …`.
    var verb: String {
        switch self {
        case .vote: "like"
        case .unvote: "unlike"
        case .favorite: "favorite"
        case .unfavorite: "unfavorite"
        }
    }

    /// Whether the server's reason for turning this down is that the photo already is as asked:
    /// "You have already voted for this photo.", "This photo is not in your favorites.". Its
    /// wording is all the API gives to tell that apart from the other refusals.
    func isAlreadyDone(reason: String) -> Bool {
        let reason = reason.lowercased()
        return adds ? reason.contains("already") : reason.contains(" not voted") || reason.contains(" not in your favorites")
    }
}

/// What the browser knows of the signed-in user's marks on one photo; nil where it does not know.
struct PhotoMarks: Equatable {
    var liked: Bool?
    var favorited: Bool?

    subscript(mark: Mark) -> Bool? {
        get { mark == .like ? liked : favorited }
        set { if mark == .like { liked = newValue } else { favorited = newValue } }
    }

    /// The tile's marks: `♥` liked, `⚑` in the favorites (characters, so they show without colour).
    var symbols: String {
        (liked == true ? "♥" : "") + (favorited == true ? "⚑" : "")
    }
}

/// A like or favorite sent and not yet answered, with the mark it replaced for a rollback.
struct PendingMark: Equatable {
    let action: PhotoAction
    let before: Bool?
}

struct MarkKey: Hashable {
    let photoID: PhotoID
    let mark: Mark
}
