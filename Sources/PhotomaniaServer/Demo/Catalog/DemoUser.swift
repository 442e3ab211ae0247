import Foundation

/// A photographer of the demo catalog.
struct DemoUser: Sendable {
    let id: Int
    /// The user's place in the catalog, from 0 (the personas first): the Flickr face's rules
    /// (aliases, hidden EXIF, downloads) go by it, so that they hold whatever the seed.
    let index: Int
    let username: String
    let firstname: String?
    let lastname: String?
    let city: String?
    let state: String?
    let country: String?
    /// Relative (`/graphics/userpic.png`) on some users, absolute on others, as on 500px.
    let userpicURL: String
    let upgradeStatus: Int
    let affection: Int
    /// How many users' `friendIDs` hold this one: set by the catalog once they all exist.
    var followersCount = 0
    /// The people this user follows, for `feature=user_friends`.
    let friendIDs: [Int]
    let registrationDate: Date
    let about: String
    let locale: String
    let sex: Int
    let cameras: [String]
    let lenses: [String]
    let zone: DemoTimestamp.Zone

    var fullname: String {
        let parts = [firstname, lastname].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
        let joined = parts.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? username : joined
    }
}
