import Foundation

extension DemoCatalog {
    /// Every user's albums, in user order then position, made of the user's own photos: first
    /// one album of them all (for a user with at least two photos), then one album per category
    /// the user has at least two photos of, the fuller first.
    static func makeAlbums(users: [DemoUser], photos: [DemoPhoto]) -> [DemoAlbum] {
        let photosByOwner = Dictionary(grouping: photos, by: \.userID)
        var albums: [DemoAlbum] = []
        for user in users {
            let own = photosByOwner[user.id] ?? []
            guard own.count >= 2 else { continue }
            var planned: [(theme: DemoAlbum.Theme, photos: [DemoPhoto])] = [(.everything, own.reversed())]
            let byCategory = Dictionary(grouping: own, by: \.category).filter { $0.value.count >= 2 }
            for (category, members) in byCategory.sorted(by: { ($0.value.count, $1.key.rawValue) > ($1.value.count, $0.key.rawValue) }) {
                planned.append((.category(category), members))
            }
            for (offset, plan) in planned.enumerated() {
                albums.append(album(of: user, position: offset + 1, theme: plan.theme, photos: plan.photos))
            }
        }
        return albums
    }

    private static func album(of user: DemoUser, position: Int, theme: DemoAlbum.Theme, photos: [DemoPhoto]) -> DemoAlbum {
        let title: String
        let description: String
        switch theme {
        case .everything:
            title = "Everything by \(user.username)"
            description = "All my photos, <b>newest</b> first."
        case .category(let category):
            title = category.name
            description = position % 2 == 0 ? "" : "My \(category.name.lowercased()) photos &amp; a few outtakes."
        }
        let primary = photos.max { ($0.rating, $1.id) < ($1.rating, $0.id) } ?? photos[0]
        let uploads = photos.map(\.createdAt)
        return DemoAlbum(
            id: user.id * 100 + position, userID: user.id, position: position, theme: theme, title: title,
            description: description, photoIDs: photos.map(\.id), primaryPhotoID: primary.id,
            createdAt: uploads.min() ?? user.registrationDate, updatedAt: uploads.max() ?? user.registrationDate)
    }
}
