import Foundation

/// The `extras` a list call asked for (contract §5.2), comma- or space-separated; names Flickr
/// does not know are ignored, as Flickr ignores them.
struct FlickrExtras {
    let names: Set<String>

    init(_ arguments: FlickrArguments, name: String = "extras") {
        names = Set((arguments.string(name) ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() })
    }

    func has(_ name: String) -> Bool {
        names.contains(name)
    }
}

extension FlickrFace {
    /// The fields `extras` add to a listed photo, each under Flickr's own name and type, which
    /// differ from what was asked for (`date_upload` gives `dateupload`, `path_alias` gives
    /// `pathalias`: contract §13.7). `url_X` comes only for sizes the photo has and its owner shows.
    func extraMembers(of photo: DemoPhoto, owner: DemoUser?, _ extras: FlickrExtras) -> [String: FlickrValue] {
        guard !extras.names.isEmpty else { return [:] }
        var members: [String: FlickrValue] = [:]
        let files = FlickrPhotoFiles(photo: photo)
        let showsOriginal = owner?.showsLargeSizes ?? true
        if extras.has("description") { members["description"] = .content(photo.description) }
        if extras.has("license") { members["license"] = .string(photo.flickrLicense) }
        if extras.has("date_upload") { members["dateupload"] = FlickrDates.unix(photo.createdAt) }
        if extras.has("last_update") { members["lastupdate"] = FlickrDates.unix(lastUpdate(of: photo)) }
        if extras.has("date_taken") { members.merge(taken(photo), uniquingKeysWith: { $1 }) }
        if extras.has("owner_name") { members["ownername"] = .string(owner?.username ?? "") }
        if extras.has("realname") { members["realname"] = .string(owner.map(realName) ?? "") }
        if extras.has("icon_server"), let owner { members.merge(FlickrBuddyIcon(user: owner).members, uniquingKeysWith: { $1 }) }
        if extras.has("original_format"), showsOriginal {
            members["originalsecret"] = .string(files.originalSecret)
            members["originalformat"] = .string(files.originalFormat)
        }
        if extras.has("o_dims"), showsOriginal {
            members["o_width"] = .string(photo.width)
            members["o_height"] = .string(photo.height)
        }
        if extras.has("geo") { members.merge(FlickrGeo(location: photo.location).extraMembers, uniquingKeysWith: { $1 }) }
        if extras.has("tags") { members["tags"] = .string(Self.normalizedTags(of: photo).joined(separator: " ")) }
        if extras.has("machine_tags") { members["machine_tags"] = .string("") }
        if extras.has("views") { members["views"] = .string(photo.timesViewed) }
        if extras.has("count_views") { members["count_views"] = .string(photo.timesViewed) }
        if extras.has("count_faves") { members["count_faves"] = .string(catalog.likes(ofPhoto: photo.id).count) }
        if extras.has("isfavorite"), caller != nil { members["isfavorite"] = .flag((try? callerFaves(photo)) ?? false) }
        if extras.has("count_comments") { members["count_comments"] = .string(photo.commentsCount) }
        if extras.has("media") {
            members["media"] = .string("photo")
            members["media_status"] = .string("ready")
        }
        if extras.has("path_alias") { members["pathalias"] = .stringOrNull(owner?.pathAlias) }
        for size in FlickrSize.available(for: photo, owner: owner) where extras.has("url_" + size.extra) {
            let (width, height) = size.pixelSize(of: photo)
            members["url_" + size.extra] = .string(files.url(of: size, origin: origin))
            members["width_" + size.extra] = .int(width)
            members["height_" + size.extra] = .int(height)
        }
        return members
    }

    /// `datetaken` (the upload time when the camera gave none, with `datetakenunknown` "1"),
    /// `datetakengranularity` and `datetakenunknown`.
    func taken(_ photo: DemoPhoto) -> [String: FlickrValue] {
        [
            "datetaken": .string(FlickrDates.mysql(photo.takenAt ?? photo.createdAt, zone: photo.zone)),
            "datetakengranularity": .int(0),
            "datetakenunknown": .string(photo.takenAt == nil ? "1" : "0"),
        ]
    }

    /// When the photo's page last changed: a while after the upload, never after "now".
    func lastUpdate(of photo: DemoPhoto) -> Date {
        let later = photo.createdAt.addingTimeInterval(Double(photo.seed % (30 * 86_400)))
        return min(later, max(photo.createdAt, catalog.referenceDate))
    }

    /// The full name, or "" when the user gave none.
    func realName(_ user: DemoUser) -> String {
        user.fullname == user.username ? "" : user.fullname
    }

    /// The photo's tags the way Flickr stores them (`_content`; `raw` is as typed).
    static func normalizedTags(of photo: DemoPhoto) -> [String] {
        photo.tags.map(normalizedTag).filter { !$0.isEmpty }
    }

    /// Lower case, letters and digits only: `Long Exposure` is `longexposure`.
    static func normalizedTag(_ tag: String) -> String {
        String(tag.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }
}
