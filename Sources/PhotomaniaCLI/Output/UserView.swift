import Foundation
import PhotomaniaKit

/// `photomania user NAME`: the profile as aligned facts.
struct UserView {
    let user: User
    let width: Int

    func render() -> String {
        var list = DetailList()
        list.add("name", user.displayName)
        list.add("username", user.username)
        list.add("id", String(user.id))
        list.add("from", [user.city, user.state, user.country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", "))
        list.add("about", user.about.map(PlainText.fromHTML))
        list.add("photos", user.photosCount.map(formatCount))
        list.add("followers", user.followersCount.map(formatCount))
        list.add("following", user.friendsCount.map(formatCount))
        list.add("affection", user.affection.map(formatCount))
        list.add("joined", user.registrationDate.map { formatLocal($0) })
        for (kind, items) in (user.equipment ?? [:]).sorted(by: { $0.key < $1.key }) where !items.isEmpty {
            list.add(kind, items.joined(separator: ", "))
        }
        return list.render(width: width).joined(separator: "\n")
    }
}

extension User {
    /// `José Álvarez (@jose_alvarez)`: the name people read beside the one commands take
    /// (`--user @jose_alvarez` works as written).
    var byline: String {
        guard !username.isEmpty else { return displayName }
        return displayName == username ? "@" + username : "\(displayName) (@\(username))"
    }
}
