import Foundation

/// The orders of `sort=` (docs/500px-v1.md §4.1–4.2), plus the streams' own orders.
enum DemoPhotoSort: String {
    case createdAt = "created_at"
    case rating
    case highestRating = "highest_rating"
    case timesViewed = "times_viewed"
    case votesCount = "votes_count"
    case commentsCount = "comments_count"
    case favoritesCount = "favorites_count"
    case takenAt = "taken_at"
    /// Not accepted from a request: the order of `feature=editors`.
    case editorsChoiceDate = "editors_choice_date"

    init?(parameter: String) {
        guard let sort = DemoPhotoSort(rawValue: parameter), sort != .editorsChoiceDate else { return nil }
        self = sort
    }

    private func key(_ photo: DemoPhoto) -> Double? {
        switch self {
        case .createdAt: photo.createdAt.timeIntervalSince1970
        case .rating: photo.rating
        case .highestRating: photo.highestRating
        case .timesViewed: Double(photo.timesViewed)
        case .votesCount: Double(photo.votesCount)
        case .commentsCount: Double(photo.commentsCount)
        case .favoritesCount: Double(photo.favoritesCount)
        case .takenAt: photo.takenAt?.timeIntervalSince1970
        case .editorsChoiceDate: photo.editorsChoiceDate?.timeIntervalSince1970
        }
    }

    /// Photos without a value (no `taken_at`) go last in either direction; ties break by id.
    func sorted(_ photos: [DemoPhoto], ascending: Bool) -> [DemoPhoto] {
        photos.map { ($0, key($0)) }.sorted { left, right in
            switch (left.1, right.1) {
            case let (a?, b?) where a != b: return ascending ? a < b : a > b
            case (_?, nil): return true
            case (nil, _?): return false
            default: return ascending ? left.0.id < right.0.id : left.0.id > right.0.id
            }
        }.map(\.0)
    }
}
