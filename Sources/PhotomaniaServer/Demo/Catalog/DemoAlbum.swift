import Foundation

/// An album (a Flickr photoset): some of one user's own photos, in the order the owner chose.
struct DemoAlbum: Sendable {
    enum Theme: Sendable, Equatable {
        /// Every photo of the owner, newest first.
        case everything
        /// The owner's photos of one category, oldest first.
        case category(DemoCategory)
    }

    /// Unique across the catalog: the owner's id times 100 plus the album's position.
    let id: Int
    let userID: Int
    /// From 1, in the owner's order of albums.
    let position: Int
    let theme: Theme
    let title: String
    let description: String
    /// Never empty.
    let photoIDs: [Int]
    /// The owner's highest rated photo in the album.
    let primaryPhotoID: Int
    /// When the album's oldest photo was uploaded.
    let createdAt: Date
    /// When its newest photo was uploaded.
    let updatedAt: Date
}
