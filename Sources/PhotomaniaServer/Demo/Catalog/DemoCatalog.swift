import Foundation

/// The generated demo catalog: users, photos, galleries, albums, groups and likes, fully determined by a seed, a photo count and
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
    /// In user order, then each user's position order.
    let galleries: [DemoGallery]
    /// In user order, then each user's position order.
    let albums: [DemoAlbum]
    /// In id order.
    let groups: [DemoGroup]
    let likes: DemoLikes

    private let photoIndexByID: [Int: Int]
    private let userIndexByID: [Int: Int]
    private let userIndexByUsername: [String: Int]
    private let photoCountByUserID: [Int: Int]
    private let galleryIndexesByUserID: [Int: [Int]]
    private let albumIndexesByUserID: [Int: [Int]]
    private let followerIDsByUserID: [Int: [Int]]

    /// `newPhotos` (at most 50) are uploaded by the demo user in the seconds before
    /// `referenceDate`; the rest of the catalog is the same with them or without.
    public init(seed: UInt64 = 500, photoCount: Int = 240, referenceDate: Date = Date(), newPhotos: Int = 0) {
        let now = Date(timeIntervalSince1970: referenceDate.timeIntervalSince1970.rounded(.down))
        self.seed = seed
        self.referenceDate = now
        var users = DemoCatalog.makeUsers(count: max(30, photoCount / 6), seed: seed, now: now)
        let followers = users.reduce(into: [Int: [Int]]()) { followers, user in
            for friendID in user.friendIDs { followers[friendID, default: []].append(user.id) }
        }
        for index in users.indices { users[index].followersCount = followers[users[index].id]?.count ?? 0 }
        followerIDsByUserID = followers
        let generated = DemoCatalog.makePhotos(count: max(0, photoCount), users: users, seed: seed, now: now)
        let photos = generated + DemoCatalog.uploadedJustNow(count: min(50, newPhotos), after: generated, owner: users[0], seed: seed, now: now)
        self.users = users
        self.photos = photos
        deletedPhotoIDs = generated.count < 3 ? [] : [generated[generated.count / 3].id + 1, generated[2 * generated.count / 3].id + 1]
        photoIndexByID = Dictionary(uniqueKeysWithValues: photos.enumerated().map { ($1.id, $0) })
        userIndexByID = Dictionary(uniqueKeysWithValues: users.enumerated().map { ($1.id, $0) })
        userIndexByUsername = Dictionary(users.enumerated().map { ($1.username.lowercased(), $0) }) { first, _ in first }
        photoCountByUserID = photos.reduce(into: [:]) { counts, photo in counts[photo.userID, default: 0] += 1 }
        let galleries = DemoCatalog.makeGalleries(users: users, photos: generated, seed: seed, now: now)
        self.galleries = galleries
        galleryIndexesByUserID = galleries.indices.reduce(into: [:]) { indexes, index in indexes[galleries[index].userID, default: []].append(index) }
        let albums = DemoCatalog.makeAlbums(users: users, photos: generated)
        self.albums = albums
        albumIndexesByUserID = albums.indices.reduce(into: [:]) { indexes, index in indexes[albums[index].userID, default: []].append(index) }
        groups = DemoCatalog.makeGroups(photos: generated, now: now)
        likes = DemoLikes(users: users, now: now)
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

    /// The user's galleries, private ones included, in position order.
    func galleries(ofUser id: Int) -> [DemoGallery] {
        (galleryIndexesByUserID[id] ?? []).map { galleries[$0] }
    }

    /// The user's albums in position order.
    func albums(ofUser id: Int) -> [DemoAlbum] {
        (albumIndexesByUserID[id] ?? []).map { albums[$0] }
    }

    /// The catalog's likes of the photo, most recent first (none for an unknown id).
    func likes(ofPhoto id: Int) -> [DemoLike] {
        photo(id: id).map(likes.of) ?? []
    }

    /// The catalog's likes by the user, most recent first.
    func likes(byUser id: Int) -> [DemoLike] {
        likes.by(userID: id, in: photos)
    }

    /// The users who follow this one (whose `friendIDs` hold it), in catalog order.
    func followerIDs(ofUser id: Int) -> [Int] {
        followerIDsByUserID[id] ?? []
    }
}
