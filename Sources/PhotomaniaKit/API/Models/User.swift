import Foundation

/// A user, in the short format (inside photos and comments) or the profile format (`/users/show`), whose extra
/// fields are nil in the short one.
public struct User: Hashable, Sendable {
    public var id: UserID
    public var username: String
    /// May be null, empty or end in a space (`"Lluis "`).
    public var firstname: String?
    public var lastname: String?
    public var fullname: String?
    public var city: String?
    public var state: String?
    public var country: String?
    /// Absolute, or relative to the site (`/graphics/userpic.png`).
    public var userpicURL: String?
    /// 0 none, 1 Plus, 2 Awesome; others appear.
    public var upgradeStatus: Int?
    public var followersCount: Int?
    public var affection: Int?
    public var about: String?
    /// 0 unspecified, 1 male, 2 female.
    public var sex: Int?
    public var domain: String?
    public var locale: String?
    public var registrationDate: Date?
    public var photosCount: Int?
    public var friendsCount: Int?
    public var galleriesCount: Int?
    /// `camera`, `lens`, `misc` → names.
    public var equipment: [String: [String]]?
    /// Provider (`twitter`, `website`, …) → handle.
    public var contacts: [String: String]?
    public var following: Bool?

    public init(
        id: UserID, username: String, firstname: String? = nil, lastname: String? = nil, fullname: String? = nil,
        city: String? = nil, state: String? = nil, country: String? = nil, userpicURL: String? = nil,
        upgradeStatus: Int? = nil, followersCount: Int? = nil, affection: Int? = nil, about: String? = nil,
        sex: Int? = nil, domain: String? = nil, locale: String? = nil, registrationDate: Date? = nil,
        photosCount: Int? = nil, friendsCount: Int? = nil, galleriesCount: Int? = nil,
        equipment: [String: [String]]? = nil, contacts: [String: String]? = nil, following: Bool? = nil
    ) {
        self.id = id
        self.username = username
        self.firstname = firstname
        self.lastname = lastname
        self.fullname = fullname
        self.city = city
        self.state = state
        self.country = country
        self.userpicURL = userpicURL
        self.upgradeStatus = upgradeStatus
        self.followersCount = followersCount
        self.affection = affection
        self.about = about
        self.sex = sex
        self.domain = domain
        self.locale = locale
        self.registrationDate = registrationDate
        self.photosCount = photosCount
        self.friendsCount = friendsCount
        self.galleriesCount = galleriesCount
        self.equipment = equipment
        self.contacts = contacts
        self.following = following
    }

    /// The full name, else "first last", else the username.
    public var displayName: String {
        if let fullname = Self.trimmed(fullname) { return fullname }
        let parts = [firstname, lastname].compactMap(Self.trimmed)
        return parts.isEmpty ? username : parts.joined(separator: " ")
    }

    private static func trimmed(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}

extension User: ResponseCollectionSerializable {
    /// Votes and user searches list users under `users`.
    public static let itemsKey = "users"

    /// Friends and followers come in their own envelopes; all of them read into one `Page<User>`.
    public static let envelopes: [PageEnvelope] = [.standard(itemsKey), .counted("friends"), .counted("followers")]
}
