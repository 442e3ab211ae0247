/// Flickr's licenses (contract §10), by the id a photo's `license` names: the table as of
/// June 2025, which `photos.licenses.getInfo` can refresh at run time (names changed in 2025).
public struct FlickrLicense: Sendable, Hashable, Decodable {
    public var id: Int
    public var name: String
    /// Nil for All Rights Reserved in older answers (`""`).
    public var url: String?

    public init(id: Int, name: String, url: String?) {
        self.id = id
        self.name = name
        self.url = url
    }

    public init(from decoder: any Decoder) throws {
        let license = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let id = license.flickrCount("id"), let name = license.flickrText("name") else {
            throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("id"), in: license, debugDescription: "a license without an id or a name")
        }
        self.id = id
        self.name = FlickrText.oneLine(name)
        url = license.flickrText("url").flatMap { FlickrImage.isFetchable($0) ? $0 : nil }
    }

    /// The licenses photomania knows without asking, by id.
    public static let known: [Int: FlickrLicense] = Dictionary(uniqueKeysWithValues: table.map { ($0.id, $0) })

    /// The name `{license}` gives a photo's license id: the known one, else `license <id>`.
    public static func name(of id: Int, in licenses: [Int: FlickrLicense] = known) -> String {
        licenses[id]?.name ?? "license \(id)"
    }

    /// No known copyright restrictions (The Commons), United States Government Work, CC0 and the
    /// Public Domain Mark: no rights kept.
    public static let publicDomainIDs: Set<Int> = [7, 8, 9, 10]

    private static let cc = "https://creativecommons.org/licenses/"
    private static let table: [FlickrLicense] = [
        FlickrLicense(id: 0, name: "All Rights Reserved", url: "https://www.flickrhelp.com/hc/en-us/articles/10710266545556-Using-Flickr-images-shared-by-other-members"),
        FlickrLicense(id: 1, name: "CC BY-NC-SA 2.0", url: cc + "by-nc-sa/2.0/"),
        FlickrLicense(id: 2, name: "CC BY-NC 2.0", url: cc + "by-nc/2.0/"),
        FlickrLicense(id: 3, name: "CC BY-NC-ND 2.0", url: cc + "by-nc-nd/2.0/"),
        FlickrLicense(id: 4, name: "CC BY 2.0", url: cc + "by/2.0/"),
        FlickrLicense(id: 5, name: "CC BY-SA 2.0", url: cc + "by-sa/2.0/"),
        FlickrLicense(id: 6, name: "CC BY-ND 2.0", url: cc + "by-nd/2.0/"),
        FlickrLicense(id: 7, name: "No known copyright restrictions", url: "https://www.flickr.com/commons/usage/"),
        FlickrLicense(id: 8, name: "United States Government Work", url: "https://www.usa.gov/government-copyright"),
        FlickrLicense(id: 9, name: "Public Domain Dedication (CC0)", url: "https://creativecommons.org/publicdomain/zero/1.0/"),
        FlickrLicense(id: 10, name: "Public Domain Mark", url: "https://creativecommons.org/publicdomain/mark/1.0/"),
        FlickrLicense(id: 11, name: "CC BY 4.0", url: cc + "by/4.0/"),
        FlickrLicense(id: 12, name: "CC BY-SA 4.0", url: cc + "by-sa/4.0/"),
        FlickrLicense(id: 13, name: "CC BY-ND 4.0", url: cc + "by-nd/4.0/"),
        FlickrLicense(id: 14, name: "CC BY-NC 4.0", url: cc + "by-nc/4.0/"),
        FlickrLicense(id: 15, name: "CC BY-NC-SA 4.0", url: cc + "by-nc-sa/4.0/"),
        FlickrLicense(id: 16, name: "CC BY-NC-ND 4.0", url: cc + "by-nc-nd/4.0/"),
    ]
}

/// `flickr.photos.licenses.getInfo`: the licenses, in Flickr's (not numeric) order.
public struct FlickrLicenseList: FlickrPayload, Hashable {
    static let rootKeys = ["licenses"]

    public var licenses: [FlickrLicense]

    public init(from decoder: any Decoder) throws {
        licenses = try decoder.container(keyedBy: AnyCodingKey.self).flickrElements("license", as: FlickrLicense.self).items
    }

    /// These licenses by id, over the known ones: what the server says wins.
    public var byID: [Int: FlickrLicense] {
        FlickrLicense.known.merging(licenses.map { ($0.id, $0) }) { _, answered in answered }
    }
}
