/// `flickr.urls.lookupGroup` (contract §7.28): the group a URL names,
/// `{"group":{"id":"34427469792@N01","groupname":{"_content":"FlickrCentral"}}}`.
public struct FlickrGroupReference: FlickrPayload, Hashable {
    static let rootKeys = ["group"]

    public var id: String
    public var name: String?

    public init(from decoder: any Decoder) throws {
        let group = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try group.flickrRequiredID("id", .token)
        name = group.flickrText("groupname")
    }
}

extension Flickr {
    /// A page of a group's pool (`groups.pools.getPhotos`, the standard photos response).
    func groupPoolPage<Item: ListedPhoto>(_ group: String, _ page: FlickrPageRequest, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> Page<Item> {
        let method = FlickrMethod.groupPool(group: try await groupID(of: group), page)
        return Self.page(try await call(method, FlickrPhotoList.self), imageSizes: imageSizes, origin: imageOrigin, searched: method)
    }

    /// The id of a group as given: an id (`34427469792@N01`) as it is, the name in its URL
    /// through `urls.lookupGroup`, once a run.
    func groupID(of group: String) async throws(PhotomaniaError) -> String {
        if FlickrID.isNSID(group.uppercased()) { return group.uppercased() }
        if let known = knownUsers.groupID(for: group) { return known }
        guard FlickrID.valid(group, .token) != nil, !group.contains("@") else {
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "read a group named '\(group)'", offers: ["a group's name in its URL, its id or its page URL"]))
        }
        let found = try await call(.lookupGroup(url: FlickrStaticURL.webOrigin + "/groups/" + group + "/"), FlickrGroupReference.self)
        knownUsers.rememberGroup(found.id, for: group)
        return found.id
    }
}
