import Foundation

extension DemoCatalog {
    /// A photo's comments in creation order, replies (one level deep) included, generated on
    /// demand from the photo's seed. Every comment is later than the photo and not later than
    /// the reference date; a reply is later than its parent.
    func comments(of photo: DemoPhoto) -> [DemoComment] {
        guard photo.commentsCount > 0, !users.isEmpty else { return [] }
        var random = DemoRandom(seed: photo.seed, stream: 3)
        let start = photo.createdAt.timeIntervalSince1970 + 60
        let end = max(start, min(referenceDate.timeIntervalSince1970, start + 60 * 86_400))
        let times = (0..<photo.commentsCount)
            .map { _ in random.double(in: start...end).rounded(.down) }
            .sorted()

        var comments: [DemoComment] = []
        comments.reserveCapacity(times.count)
        var topLevelIDs: [Int] = []
        for (index, time) in times.enumerated() {
            let id = photo.id * 100 + index + 1
            let parentID = !topLevelIDs.isEmpty && random.chance(0.3) ? random.pick(topLevelIDs) : nil
            let author = parentID != nil && random.chance(0.5) ? photo.userID : random.pick(users).id
            let body = parentID == nil ? random.pick(DemoVocabulary.commentBodies) : random.pick(DemoVocabulary.replyBodies)
            if parentID == nil { topLevelIDs.append(id) }
            comments.append(DemoComment(
                id: id,
                userID: author,
                toWhomUserID: photo.userID,
                body: body,
                createdAt: Date(timeIntervalSince1970: time),
                parentID: parentID,
                zone: photo.zone
            ))
        }
        return comments
    }
}
