import Foundation

/// `flickr.people.getInfo` (contract §7.6): a person. Most members are `{"_content": …}`;
/// `realname` is absent when unset, `location` when private.
public struct FlickrPerson: FlickrPayload, Hashable {
    static let rootKeys = ["person"]

    public var nsid: String
    public var username: String?
    public var realname: String?
    public var location: String?
    public var description: String?
    public var pathAlias: String?
    public var iconServer: String?
    public var iconFarm: Int?
    public var isPro: Bool?
    public var isDeleted: Bool?
    public var photosURL: String?
    public var profileURL: String?
    public var photoCount: Int?
    public var views: Int?
    public var firstUpload: Date?
    public var firstTaken: Date?

    public init(from decoder: any Decoder) throws {
        let person = try decoder.container(keyedBy: AnyCodingKey.self)
        nsid = try person.flickrID("nsid", .token) ?? person.flickrRequiredID("id", .token)
        username = person.flickrText("username")
        realname = person.flickrText("realname")
        location = person.flickrText("location")
        description = person.flickrText("description")
        pathAlias = person.flickrID("path_alias", .token)
        iconServer = person.flickrID("iconserver", .secret)
        iconFarm = person.flickrCount("iconfarm")
        isPro = person.flickrFlag("ispro")
        isDeleted = person.flickrFlag("is_deleted")
        photosURL = person.flickrText("photosurl").flatMap { FlickrImage.isFetchable($0) ? $0 : nil }
        profileURL = person.flickrText("profileurl").flatMap { FlickrImage.isFetchable($0) ? $0 : nil }
        let photos = person.flickrObject("photos")
        photoCount = photos?.flickrCount("count")
        views = photos?.flickrCount("views")
        firstUpload = photos?.flickrUnixTime("firstdate")
        firstTaken = photos?.flickrDateTime("firstdatetaken")
    }

    /// The buddy icon's URL (`FlickrStaticURL.buddyIcon`).
    public func buddyIcon(origin: String? = nil) -> String {
        FlickrStaticURL.buddyIcon(nsid: nsid, iconServer: iconServer, iconFarm: iconFarm, origin: origin)
    }
}

/// Who a lookup names: `urls.lookupUser` (`id`, no `nsid`), `people.findByUsername` (both),
/// `test.login` (`id`, the signed-in user).
public struct FlickrUserReference: FlickrPayload, Hashable {
    static let rootKeys = ["user"]

    public var nsid: String
    public var username: String?
    public var pathAlias: String?

    public init(from decoder: any Decoder) throws {
        let user = try decoder.container(keyedBy: AnyCodingKey.self)
        nsid = try user.flickrID("nsid", .token) ?? user.flickrRequiredID("id", .token)
        username = user.flickrText("username")
        pathAlias = user.flickrID("path_alias", .token)
    }
}

/// `flickr.contacts.getPublicList` (contract §7.25): the people a person follows.
public struct FlickrContacts: FlickrPayload, Hashable {
    static let rootKeys = ["contacts"]

    public struct Contact: Sendable, Hashable, Decodable {
        public var nsid: String
        public var username: String?
        public var realname: String?
        public var pathAlias: String?
        public var location: String?
        public var iconServer: String?
        public var iconFarm: Int?

        public init(from decoder: any Decoder) throws {
            let contact = try decoder.container(keyedBy: AnyCodingKey.self)
            nsid = try contact.flickrRequiredID("nsid", .token)
            username = contact.flickrText("username")
            realname = contact.flickrText("realname")
            pathAlias = contact.flickrID("path_alias", .token)
            location = contact.flickrText("location")
            iconServer = contact.flickrID("iconserver", .secret)
            iconFarm = contact.flickrCount("iconfarm")
        }
    }

    public var paging: FlickrPaging
    public var contacts: [Contact]
    public var skipped: Int

    public init(from decoder: any Decoder) throws {
        let list = try decoder.container(keyedBy: AnyCodingKey.self)
        (contacts, skipped) = list.flickrElements("contact", as: Contact.self)
        paging = FlickrPaging(in: list, listed: contacts.count)
    }
}
