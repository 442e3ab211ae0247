extension User: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case username
        case firstname
        case lastname
        case fullname
        case city
        case state
        case country
        case userpicURL = "userpic_url"
        case upgradeStatus = "upgrade_status"
        case followersCount = "followers_count"
        case affection
        case about
        case sex
        case domain
        case locale
        case registrationDate = "registration_date"
        case photosCount = "photos_count"
        case friendsCount = "friends_count"
        case galleriesCount = "galleries_count"
        /// The name `galleries_count` had while galleries were called collections.
        case collectionsCount = "collections_count"
        case equipment
        case contacts
        case following
    }

    /// Only `id` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredFlexibleID(forKey: .id)
        username = container.flexibleString(forKey: .username) ?? ""
        firstname = container.flexibleString(forKey: .firstname)
        lastname = container.flexibleString(forKey: .lastname)
        fullname = container.flexibleString(forKey: .fullname)
        city = container.flexibleString(forKey: .city)
        state = container.flexibleString(forKey: .state)
        country = container.flexibleString(forKey: .country)
        userpicURL = container.flexibleString(forKey: .userpicURL)
        upgradeStatus = container.flexibleInt(forKey: .upgradeStatus)
        followersCount = container.flexibleInt(forKey: .followersCount)
        affection = container.flexibleInt(forKey: .affection)
        about = container.flexibleString(forKey: .about)
        sex = container.flexibleInt(forKey: .sex)
        domain = container.flexibleString(forKey: .domain)
        locale = container.flexibleString(forKey: .locale)
        registrationDate = container.timestamp(forKey: .registrationDate)
        photosCount = container.flexibleInt(forKey: .photosCount)
        friendsCount = container.flexibleInt(forKey: .friendsCount)
        galleriesCount = container.flexibleInt(forKey: .galleriesCount) ?? container.flexibleInt(forKey: .collectionsCount)
        following = container.flexibleBool(forKey: .following)

        let equipmentLists = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .equipment)
        equipment = equipmentLists.map { lists in
            let entries = lists.allKeys.map { ($0.stringValue, lists.oneOrMany(String.self, forKey: $0)) }
            return Dictionary(entries) { first, _ in first }
        }
        let contactHandles = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .contacts)
        contacts = contactHandles.map { handles in
            let entries = handles.allKeys.compactMap { key in
                handles.flexibleString(forKey: key).map { (key.stringValue, $0) }
            }
            return Dictionary(entries) { first, _ in first }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encodeIfPresent(firstname, forKey: .firstname)
        try container.encodeIfPresent(lastname, forKey: .lastname)
        try container.encodeIfPresent(fullname, forKey: .fullname)
        try container.encodeIfPresent(city, forKey: .city)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(country, forKey: .country)
        try container.encodeIfPresent(userpicURL, forKey: .userpicURL)
        try container.encodeIfPresent(upgradeStatus, forKey: .upgradeStatus)
        try container.encodeIfPresent(followersCount, forKey: .followersCount)
        try container.encodeIfPresent(affection, forKey: .affection)
        try container.encodeIfPresent(about, forKey: .about)
        try container.encodeIfPresent(sex, forKey: .sex)
        try container.encodeIfPresent(domain, forKey: .domain)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encodeTimestamp(registrationDate, forKey: .registrationDate)
        try container.encodeIfPresent(photosCount, forKey: .photosCount)
        try container.encodeIfPresent(friendsCount, forKey: .friendsCount)
        try container.encodeIfPresent(galleriesCount, forKey: .galleriesCount)
        try container.encodeIfPresent(equipment, forKey: .equipment)
        try container.encodeIfPresent(contacts, forKey: .contacts)
        try container.encodeIfPresent(following, forKey: .following)
    }
}
