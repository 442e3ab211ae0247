import Foundation

/// One photo of the demo catalog. Everything a response needs except its comments, which are
/// generated on demand from `seed` (see `DemoCatalog.comments(of:)`).
struct DemoPhoto: Sendable {
    struct Exposure: Sendable {
        let focalLength: String?
        let aperture: String?
        let shutterSpeed: String?
        let iso: String?
    }

    struct Location: Sendable {
        let name: String?
        let latitude: Double
        let longitude: Double
    }

    enum Attachment: Sendable {
        /// `Content-Disposition: attachment; filename="<slug>.jpg"`
        case plain
        /// Adds `filename*=UTF-8''…` carrying the Unicode title.
        case unicode
    }

    let id: Int
    let seed: UInt64
    let userID: Int
    let name: String
    let description: String
    let category: DemoCategory
    let width: Int
    let height: Int
    let createdAt: Date
    let takenAt: Date?
    let rating: Double
    /// Some photos send `rating` as an integer, the others as a float (docs/500px-v1.md §8.3).
    let ratingIsInteger: Bool
    let highestRating: Double
    let highestRatingDate: Date?
    let timesViewed: Int
    let votesCount: Int
    let favoritesCount: Int
    let commentsCount: Int
    let camera: String?
    let lens: String?
    let exposure: Exposure
    let location: Location?
    let licenseType: Int
    let editorsChoice: Bool
    let editorsChoiceDate: Date?
    let forSale: Bool
    let tags: [String]
    let zone: DemoTimestamp.Zone
    let progressive: Bool
    let attachment: Attachment?

    var nsfw: Bool { category == .nude }

    var slug: String { DemoSlug.make(name, fallback: "photo-\(id)") }
}
