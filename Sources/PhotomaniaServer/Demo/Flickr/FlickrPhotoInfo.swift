import Foundation

/// `flickr.photos.getInfo` (contract §7.10): one photo with its owner, dates, tags, place,
/// page URL and whether it may be downloaded.
extension FlickrFace {
    /// The photo a `photo_id` argument names, NSFW ones included (they are only hidden from
    /// lists); code 1 for an id the catalog does not have, worded otherwise for a deleted one.
    func requestedPhoto(_ arguments: FlickrArguments) throws(FlickrFailure) -> DemoPhoto {
        let id = try arguments.required("photo_id", or: FlickrFailure(1, "Photo not found"))
        let catalogID = FlickrIDs.catalogPhotoID(id)
        if let catalogID, catalog.deletedPhotoIDs.contains(catalogID) { throw .photoNotFound(id, deleted: true) }
        guard let photo = catalogID.flatMap(catalog.photo(id:)) else { throw .photoNotFound(id) }
        return photo
    }

    func photoInfo(_ arguments: FlickrArguments) throws -> [String: FlickrValue] {
        let photo = try requestedPhoto(arguments)
        guard let owner = catalog.user(id: photo.userID) else { throw FlickrFailure.photoNotFound(FlickrIDs.photo(photo)) }
        let files = FlickrPhotoFiles(photo: photo)
        var members: [String: FlickrValue] = [
            "id": .string(FlickrIDs.photo(photo)), "secret": .string(files.secret), "server": .string(files.server), "farm": .int(files.farm),
            "dateuploaded": FlickrDates.unix(photo.createdAt), "isfavorite": .flag(try callerFaves(photo)), "license": .string(photo.flickrLicense),
            "safety_level": .string(photo.nsfw ? "2" : "0"), "rotation": .int(0),
            "owner": .object(ownerMembers(owner)),
            "title": .content(photo.name), "description": .content(photo.description),
            "visibility": .object(["ispublic": .int(1), "isfriend": .int(0), "isfamily": .int(0)]),
            "dates": .object([
                "posted": FlickrDates.unix(photo.createdAt), "taken": taken(photo)["datetaken"] ?? .string(""),
                "takengranularity": .int(0), "takenunknown": .string(photo.takenAt == nil ? "1" : "0"),
                "lastupdate": FlickrDates.unix(lastUpdate(of: photo)),
            ]),
            "views": .string(photo.timesViewed),
            "editability": .object(["cancomment": .int(0), "canaddmeta": .int(0)]),
            "publiceditability": .object(["cancomment": .int(1), "canaddmeta": .int(0)]),
            "usage": .object(["candownload": .flag(owner.allowsDownloads), "canblog": .int(0), "canprint": .int(0), "canshare": .int(1)]),
            "comments": .content(.string(try api.allComments(of: photo).count)),
            "notes": .object(["note": .array([])]),
            "people": .object(["haspeople": .int(0)]),
            "tags": .object(["tag": .array(tags(of: photo, owner: owner))]),
            "urls": .object(["url": .array([.object(["type": .string("photopage"), "_content": .string(FlickrPageURLs.photo(photo, owner: owner))])])]),
            "media": .string("photo"),
        ]
        if owner.showsLargeSizes {
            members["originalsecret"] = .string(files.originalSecret)
            members["originalformat"] = .string(files.originalFormat)
        }
        if let location = FlickrGeo(location: photo.location).infoLocation {
            members["location"] = location
            members["geoperms"] = FlickrGeo.permissions
        }
        return ["photo": .object(members)]
    }

    /// The owner inside a photo, with plain strings, and a member newer clients meet and must
    /// ignore (`gift`, as real answers carry it since 2023).
    private func ownerMembers(_ owner: DemoUser) -> [String: FlickrValue] {
        var members: [String: FlickrValue] = [
            "nsid": .string(owner.nsid), "username": .string(owner.username), "realname": .string(realName(owner)),
            "location": .string(location(of: owner)), "path_alias": .stringOrNull(owner.pathAlias),
            "gift": .object(["gift_eligible": .bool(false), "eligible_durations": .array([]), "new_flow": .bool(true)]),
        ]
        members.merge(FlickrBuddyIcon(user: owner).members, uniquingKeysWith: { $1 })
        return members
    }

    /// Each tag as typed (`raw`) and normalised (`_content`), `machine_tag` a boolean as in 2023.
    private func tags(of photo: DemoPhoto, owner: DemoUser) -> [FlickrValue] {
        photo.tags.enumerated().map { index, tag in
            .object([
                "id": .string("\(owner.id)-\(FlickrIDs.photo(photo))-\(1000 + index)"), "author": .string(owner.nsid),
                "authorname": .string(owner.username), "raw": .string(tag), "_content": .string(Self.normalizedTag(tag)),
                "machine_tag": .bool(false),
            ])
        }
    }
}
