import PhotomaniaKit

extension PhotoAction {
    /// `liked 5000012 'Orange or lemon #12'`.
    func doneLine(id: PhotoID, photo: Photo?) -> String {
        let verb = switch self {
        case .vote: "liked"
        case .unvote: "unliked"
        case .favorite: "favorited"
        case .unfavorite: "unfavorited"
        }
        let name = photo.map { " '" + sanitizedForTerminal($0.name, singleLine: true) + "'" } ?? ""
        return "\(verb) \(id)\(name)"
    }
}
