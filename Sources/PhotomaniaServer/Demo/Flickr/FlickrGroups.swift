import Foundation

/// Groups (contract §7.28, §9): `urls.lookupGroup` and `groups.pools.getPhotos`.
extension FlickrFace {
    static let groupNotFound = FlickrFailure(1, "Group not found")

    /// `flickr.urls.lookupGroup`: the group of a `/groups/NAME/…` URL, NAME its path alias or
    /// its id, as `{"group":{"id":…,"groupname":{"_content":…}}}`.
    func lookupGroup(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let url = try arguments.required("url", or: Self.groupNotFound)
        guard let segments = FlickrPageURLs.segments(of: url), segments.count >= 2, segments[0] == "groups",
              let group = catalog.group(pathAlias: segments[1]) ?? catalog.group(nsid: segments[1])
        else { throw Self.groupNotFound }
        return ["group": .object(["id": .string(FlickrIDs.group(group)), "groupname": .content(group.name)])]
    }

    /// `flickr.groups.pools.getPhotos`: the pool, the latest added first, each photo with its
    /// `ownername` and `dateadded`; `user_id` keeps the photos of that member.
    func groupPhotos(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        guard let group = catalog.group(nsid: try arguments.required("group_id", or: Self.groupNotFound)) else { throw Self.groupNotFound }
        let member = try arguments.string("user_id").map { nsid throws(FlickrFailure) in try person(nsid) }
        var added: [Int: Date] = [:]
        var photos: [DemoPhoto] = []
        for entry in group.pool {
            guard let photo = catalog.photo(id: entry.photoID), Self.isListed(photo), member.map({ photo.userID == $0.id }) ?? true else { continue }
            added[photo.id] = entry.addedAt
            photos.append(photo)
        }
        return photosPage(photos, arguments) { photo in
            var members: [String: FlickrValue] = ["ownername": .string(catalog.user(id: photo.userID)?.username ?? "")]
            if let date = added[photo.id] { members["dateadded"] = FlickrDates.unix(date) }
            return members
        }
    }
}

extension FlickrIDs {
    /// A group's NSID-shaped id, e.g. `2241701@N21`.
    static func group(_ group: DemoGroup) -> String {
        "\(groupOffset + group.id)@N21"
    }

    static let groupOffset = 2_241_700
}

extension DemoCatalog {
    /// The group of an id `FlickrIDs.group` gives (the `N` in either case).
    func group(nsid: String) -> DemoGroup? {
        groups.first { FlickrIDs.group($0) == nsid.uppercased() }
    }
}
