import Foundation

/// The generated demo catalog: users and photos, fully determined by a seed, a photo count and
/// a reference "now" (which only moves dates, so freshness features stay meaningful).
/// Comments and pictures are generated on demand.
public struct DemoCatalog: Sendable {
    /// Part of every image ETag: bump it when the generated pictures change.
    public static let version = 1

    public let seed: UInt64
    public let referenceDate: Date
    let users: [DemoUser]
    /// Ascending by id, which is also ascending by `createdAt`.
    let photos: [DemoPhoto]
    /// Ids answered with 403, like photos deleted on 500px.
    let deletedPhotoIDs: Set<Int>

    private let photoIndexByID: [Int: Int]
    private let userIndexByID: [Int: Int]
    private let userIndexByUsername: [String: Int]
    private let photoCountByUserID: [Int: Int]

    public init(seed: UInt64 = 500, photoCount: Int = 240, referenceDate: Date = Date()) {
        let now = Date(timeIntervalSince1970: referenceDate.timeIntervalSince1970.rounded(.down))
        self.seed = seed
        self.referenceDate = now
        let users = DemoCatalog.makeUsers(count: max(30, photoCount / 6), seed: seed, now: now)
        let photos = DemoCatalog.makePhotos(count: max(0, photoCount), users: users, seed: seed, now: now)
        self.users = users
        self.photos = photos
        deletedPhotoIDs = photos.count < 3 ? [] : [photos[photos.count / 3].id + 1, photos[2 * photos.count / 3].id + 1]
        photoIndexByID = Dictionary(uniqueKeysWithValues: photos.enumerated().map { ($1.id, $0) })
        userIndexByID = Dictionary(uniqueKeysWithValues: users.enumerated().map { ($1.id, $0) })
        userIndexByUsername = Dictionary(users.enumerated().map { ($1.username.lowercased(), $0) }) { first, _ in first }
        photoCountByUserID = photos.reduce(into: [:]) { counts, photo in counts[photo.userID, default: 0] += 1 }
    }

    public var photoCount: Int { photos.count }
    public var userCount: Int { users.count }
    /// Every photo id, ascending.
    public var photoIDs: [Int] { photos.map(\.id) }

    func photo(id: Int) -> DemoPhoto? {
        photoIndexByID[id].map { photos[$0] }
    }

    func user(id: Int) -> DemoUser? {
        userIndexByID[id].map { users[$0] }
    }

    /// Usernames match case-insensitively.
    func user(username: String) -> DemoUser? {
        userIndexByUsername[username.lowercased()].map { users[$0] }
    }

    func photosCount(ofUser id: Int) -> Int {
        photoCountByUserID[id] ?? 0
    }
}
