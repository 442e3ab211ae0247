import Foundation

/// A user's like of a photo: from the catalog, or a `POST /photos/:id/vote` with `vote=1`.
struct DemoLike: Sendable, Equatable {
    let userID: Int
    let photoID: Int
    let likedAt: Date
}

/// The catalog's own likes, generated on demand from each photo's seed (a catalog of 100 000
/// photos would hold millions of them), each list most recent first.
struct DemoLikes: Sendable {
    /// At most this many users like a catalog photo, however high its `votes_count`.
    static let maximumPerPhoto = 45

    private let userIDs: [Int]
    private let now: Date

    init(users: [DemoUser], now: Date) {
        userIDs = users.map(\.id)
        self.now = now
    }

    /// Up to `min(votes_count, maximumPerPhoto)` users other than the owner, and never more than
    /// three quarters of them, each liking the photo between its upload and now.
    func of(_ photo: DemoPhoto) -> [DemoLike] {
        var random = DemoRandom(seed: photo.seed, stream: 4)
        let others = userIDs.count - (userIDs.contains(photo.userID) ? 1 : 0)
        let count = min(photo.votesCount, Self.maximumPerPhoto, others * 3 / 4)
        var chosen: Set<Int> = []
        var likes: [DemoLike] = []
        let span = max(0, now.timeIntervalSince(photo.createdAt))
        while likes.count < count {
            let userID = userIDs[random.int(in: 0...(userIDs.count - 1))]
            guard userID != photo.userID, chosen.insert(userID).inserted else { continue }
            likes.append(DemoLike(userID: userID, photoID: photo.id, likedAt: photo.createdAt.addingTimeInterval(random.double(in: 0...span).rounded(.down))))
        }
        return Self.mostRecentFirst(likes)
    }

    /// Every catalog like by the user, across `photos`.
    func by(userID: Int, in photos: [DemoPhoto]) -> [DemoLike] {
        Self.mostRecentFirst(photos.flatMap { photo in of(photo).filter { $0.userID == userID } })
    }

    /// Most recent first; ties by photo id, then user id, both descending.
    static func mostRecentFirst(_ likes: [DemoLike]) -> [DemoLike] {
        likes.sorted { left, right in
            if left.likedAt != right.likedAt { return left.likedAt > right.likedAt }
            if left.photoID != right.photoID { return left.photoID > right.photoID }
            return left.userID > right.userID
        }
    }
}
