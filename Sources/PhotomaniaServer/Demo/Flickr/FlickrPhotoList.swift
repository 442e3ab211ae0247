/// The standard photos response (contract §4.1, §5.1): `{"photos": {page, pages, perpage,
/// total, photo: […]}}`, each photo with its base fields and the extras asked for.
extension FlickrFace {
    /// Whether a photo shows in lists. Callers without a token only ever see safe photos
    /// (contract §7.2), so the catalog's NSFW photos are found only by id.
    static func isListed(_ photo: DemoPhoto) -> Bool {
        !photo.nsfw
    }

    /// A photo in a list: `id`, `owner` (left out where the container names it), `secret`,
    /// `server`, `farm`, `title` (a plain string here), the visibility flags, then `extras`.
    func listed(_ photo: DemoPhoto, extras: FlickrExtras, withOwner: Bool = true) -> [String: FlickrValue] {
        let files = FlickrPhotoFiles(photo: photo)
        let owner = catalog.user(id: photo.userID)
        var members: [String: FlickrValue] = [
            "id": .string(FlickrIDs.photo(photo)), "secret": .string(files.secret), "server": .string(files.server),
            "farm": .int(files.farm), "title": .string(photo.name),
            "ispublic": .int(1), "isfriend": .int(0), "isfamily": .int(0),
        ]
        if withOwner { members["owner"] = .string(owner?.nsid ?? "") }
        members.merge(extraMembers(of: photo, owner: owner, extras), uniquingKeysWith: { $1 })
        return members
    }

    /// One page of `photos` (already filtered and in order) under `photos`. `cap` is how many of
    /// them may be reached at all (`photos.getRecent` stops at 1,000), and `total` counts those
    /// unless `countsBeyondCap` (a search counts every match); `more` adds a method's own fields
    /// to each photo (`date_faved`, `is_primary`).
    func photosPage(
        _ photos: [DemoPhoto], _ arguments: FlickrArguments, cap: Int? = nil, countsBeyondCap: Bool = false,
        more: (DemoPhoto) -> [String: FlickrValue] = { _ in [:] }
    ) -> [String: FlickrValue] {
        let reachable = cap.map { Array(photos.prefix($0)) } ?? photos
        let paging = arguments.paging()
        let extras = FlickrExtras(arguments)
        var container = paging.members(total: countsBeyondCap ? photos.count : reachable.count)
        container["photo"] = .array(paging.slice(reachable).map { photo in
            .object(listed(photo, extras: extras).merging(more(photo), uniquingKeysWith: { $1 }))
        })
        return ["photos": .object(container)]
    }

    /// The listed photos of these ids, in their order, unknown ids and unlisted photos left out.
    func listedPhotos(_ ids: [Int]) -> [DemoPhoto] {
        ids.compactMap(catalog.photo(id:)).filter(Self.isListed)
    }
}
