import Foundation

/// An API path below `/v1`, and the methods it answers.
enum DemoRoute: Equatable {
    case signedInUser
    case userShow
    case photos
    case photoSearch
    /// The ids are nil when the path's segment is not a number (a 404 later).
    case photo(Int?)
    case photoComments(Int?)
    case photoVote(Int?)
    case photoFavorite(Int?)
    case commentReplies(Int?)

    /// nil for a path the API does not have.
    init?(_ components: [String]) {
        switch components.count {
        case 1 where components[0] == "users": self = .signedInUser
        case 1 where components[0] == "photos": self = .photos
        case 2 where components == ["users", "show"]: self = .userShow
        case 2 where components == ["photos", "search"]: self = .photoSearch
        case 2 where components[0] == "photos": self = .photo(Int(components[1]))
        case 3 where components[0] == "photos":
            let id = Int(components[1])
            switch components[2] {
            case "comments": self = .photoComments(id)
            case "vote": self = .photoVote(id)
            case "favorite": self = .photoFavorite(id)
            default: return nil
            }
        case 3 where components[0] == "comments" && components[2] == "comments": self = .commentReplies(Int(components[1]))
        default: return nil
        }
    }

    var methods: [String] {
        switch self {
        case .signedInUser, .userShow, .photos, .photoSearch, .photo: ["GET", "HEAD"]
        case .photoComments: ["GET", "HEAD", "POST"]
        case .photoVote, .photoFavorite: ["POST", "DELETE"]
        case .commentReplies: ["POST"]
        }
    }

    /// The method to answer: a POST carrying `_method=delete` (query or form) is a DELETE where
    /// the route has one, as the official iOS SDK sent it (API notes §2).
    func method(of request: HTTPRequest, form: DemoForm) -> String {
        guard request.method == "POST", methods.contains("DELETE"), form.value("_method")?.lowercased() == "delete" else {
            return request.method
        }
        return "DELETE"
    }
}
