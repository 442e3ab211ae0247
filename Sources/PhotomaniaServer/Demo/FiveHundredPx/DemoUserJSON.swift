import Foundation

/// A user in the short format (inside photos and comments) or the profile format
/// (`/users/show`), with the nullable fields really null.
struct DemoUserJSON: Encodable {
    let user: DemoUser
    /// Nil for the short format.
    let profile: Profile?

    struct Profile {
        let photosCount: Int
        /// Public galleries only: what anyone may list.
        let galleriesCount: Int
    }

    private enum Keys: String, CodingKey {
        case id, username, firstname, lastname, fullname, city, country
        case userpicURL = "userpic_url", userpicHTTPSURL = "userpic_https_url", coverURL = "cover_url"
        case upgradeStatus = "upgrade_status", followersCount = "followers_count", affection
        case sex, state, active, registrationDate = "registration_date", about, domain, locale
        case upgradeType = "upgrade_type", showNude = "show_nude", storeOn = "store_on"
        case fotomotoOn = "fotomoto_on", birthday, contacts, equipment, admin, avatars
        case photosCount = "photos_count", galleriesCount = "galleries_count", friendsCount = "friends_count"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(user.id, forKey: .id)
        try container.encode(user.username, forKey: .username)
        try container.encode(user.firstname, forKey: .firstname)
        try container.encode(user.lastname, forKey: .lastname)
        try container.encode(user.fullname, forKey: .fullname)
        try container.encode(user.city, forKey: .city)
        try container.encode(user.country, forKey: .country)
        try container.encode(user.userpicURL, forKey: .userpicURL)
        try container.encode(user.userpicURL, forKey: .userpicHTTPSURL)
        try container.encode(nil as String?, forKey: .coverURL)
        try container.encode(user.upgradeStatus, forKey: .upgradeStatus)
        try container.encode(user.followersCount, forKey: .followersCount)
        try container.encode(user.affection, forKey: .affection)
        guard let profile else { return }
        try container.encode(user.sex, forKey: .sex)
        try container.encode(user.state, forKey: .state)
        try container.encode(1, forKey: .active)
        try container.encode(DemoTimestamp.string(user.registrationDate, zone: user.zone), forKey: .registrationDate)
        try container.encode(user.about, forKey: .about)
        try container.encode("\(user.username.lowercased()).500px.com", forKey: .domain)
        try container.encode(user.locale, forKey: .locale)
        try container.encode(user.upgradeStatus > 0 ? 2 : 0, forKey: .upgradeType)
        try container.encode(false, forKey: .showNude)
        try container.encode(user.upgradeStatus > 0, forKey: .storeOn)
        try container.encode(false, forKey: .fotomotoOn)
        try container.encode(nil as String?, forKey: .birthday)
        try container.encode(user.upgradeStatus > 0 ? ["website": "example.com/\(user.username)"] : [:], forKey: .contacts)
        var equipment: [String: [String]] = [:]
        if !user.cameras.isEmpty { equipment["camera"] = user.cameras }
        if !user.lenses.isEmpty { equipment["lens"] = user.lenses }
        try container.encode(equipment, forKey: .equipment)
        try container.encode(0, forKey: .admin)
        try container.encode(["default": ["https": user.userpicURL]], forKey: .avatars)
        try container.encode(profile.photosCount, forKey: .photosCount)
        try container.encode(profile.galleriesCount, forKey: .galleriesCount)
        try container.encode(user.friendIDs.count, forKey: .friendsCount)
    }
}
