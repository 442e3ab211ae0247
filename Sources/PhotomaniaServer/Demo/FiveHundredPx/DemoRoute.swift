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
    case photoVoters(Int?)
    case userSearch
    case userFriends(Int?)
    case userFollowers(Int?)
    case userGalleries(Int?)
    /// The gallery is named by its id, slug or token.
    case userGallery(Int?, String)
    case galleryItems(Int?, String)

    /// nil for a path the API does not have.
    init?(_ components: [String]) {
        switch components.count {
        case 1 where components[0] == "users": self = .signedInUser
        case 1 where components[0] == "photos": self = .photos
        case 2 where components == ["users", "show"]: self = .userShow
        case 2 where components == ["photos", "search"]: self = .photoSearch
        case 2 where components == ["users", "search"]: self = .userSearch
        case 2 where components[0] == "photos": self = .photo(Int(components[1]))
        case 3 where components[0] == "photos":
            let id = Int(components[1])
            switch components[2] {
            case "comments": self = .photoComments(id)
            case "vote": self = .photoVote(id)
            case "favorite": self = .photoFavorite(id)
            case "votes": self = .photoVoters(id)
            default: return nil
            }
        case 3 where components[0] == "users":
            let id = Int(components[1])
            switch components[2] {
            case "friends": self = .userFriends(id)
            case "followers": self = .userFollowers(id)
            case "galleries": self = .userGalleries(id)
            default: return nil
            }
        case 4 where components[0] == "users" && components[2] == "galleries":
            self = .userGallery(Int(components[1]), components[3])
        case 5 where components[0] == "users" && components[2] == "galleries" && components[4] == "items":
            self = .galleryItems(Int(components[1]), components[3])
        case 3 where components[0] == "comments" && components[2] == "comments": self = .commentReplies(Int(components[1]))
        default: return nil
        }
    }

    var methods: [String] {
        switch self {
        case .signedInUser, .userShow, .photos, .photoSearch, .photo, .photoVoters, .userSearch, .userFriends, .userFollowers,
             .userGalleries, .userGallery, .galleryItems: ["GET", "HEAD"]
        case .photoComments: ["GET", "HEAD", "POST"]
        case .photoVote, .photoFavorite: ["POST", "DELETE"]
        case .commentReplies: ["POST"]
        }
    }

    /// The method to answer: a POST carrying `_method=delete` (query or form) is a DELETE where
    /// the route has one, as the official iOS SDK sent it (docs/500px-v1.md §2).
    func method(of request: HTTPRequest, form: DemoForm) -> String {
        guard request.method == "POST", methods.contains("DELETE"), form.value("_method")?.lowercased() == "delete" else {
            return request.method
        }
        return "DELETE"
    }
}
