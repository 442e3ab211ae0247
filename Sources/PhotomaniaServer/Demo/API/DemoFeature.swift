import Foundation

/// The photo streams of `GET /photos?feature=` (docs/500px-v1.md §4.1) over the demo catalog.
enum DemoFeature: String, CaseIterable {
    case popular, upcoming, editors, user
    case highestRated = "highest_rated"
    case freshToday = "fresh_today"
    case freshYesterday = "fresh_yesterday"
    case freshWeek = "fresh_week"
    case userFriends = "user_friends"

    var needsUser: Bool {
        self == .user || self == .userFriends
    }

    var defaultSort: DemoPhotoSort {
        switch self {
        case .popular: .rating
        case .highestRated: .highestRating
        case .editors: .editorsChoiceDate
        case .upcoming, .freshToday, .freshYesterday, .freshWeek, .user, .userFriends: .createdAt
        }
    }

    /// Whether a photo belongs to this stream. `user` is the subject of the per-user streams.
    func includes(_ photo: DemoPhoto, now: Date, user: DemoUser?) -> Bool {
        let age = now.timeIntervalSince(photo.createdAt)
        let day: TimeInterval = 86_400
        switch self {
        case .popular: return photo.rating > 80
        case .highestRated: return photo.highestRating >= 90
        case .upcoming: return photo.rating > 70 && photo.rating <= 80
        case .editors: return photo.editorsChoice
        case .freshToday: return age >= 0 && age < day
        case .freshYesterday: return age >= day && age < 2 * day
        case .freshWeek: return age >= 0 && age < 7 * day
        case .user: return photo.userID == user?.id
        case .userFriends: return user?.friendIDs.contains(photo.userID) ?? false
        }
    }

    /// The stream a photo's full format names in `feature`: the best it has reached.
    static func stream(of photo: DemoPhoto, now: Date) -> DemoFeature {
        let candidates: [DemoFeature] = [.popular, .upcoming, .freshToday, .freshYesterday]
        return candidates.first { $0.includes(photo, now: now, user: nil) } ?? .freshWeek
    }
}
