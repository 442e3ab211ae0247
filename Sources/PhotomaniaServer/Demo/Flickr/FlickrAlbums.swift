import Foundation

/// Albums (photosets, contract §7.19–7.21): `photosets.getList`, `getPhotos` and `getInfo`.
extension FlickrFace {
    /// `flickr.photosets.getList`: the user's albums in the owner's order, 500 a page; a page is
    /// all of them when none is asked for. `primary_photo_extras` adds extras of each album's
    /// cover under `primary_photo_extras`.
    func albumList(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try person(arguments.required("user_id", or: .userNotFound))
        let albums = catalog.albums(ofUser: user.id).filter { !listedPhotos($0.photoIDs).isEmpty }
        let paging = arguments.paging(defaultPerPage: 500)
        let coverExtras = FlickrExtras(arguments, name: "primary_photo_extras")
        var container = paging.members(total: albums.count)
        container["cancreate"] = .int(0)
        container["photoset"] = .array(paging.slice(albums).map { album in
            var members = albumMembers(album, owner: user)
            if !coverExtras.names.isEmpty, let cover = catalog.photo(id: album.primaryPhotoID) {
                members["primary_photo_extras"] = .object(extraMembers(of: cover, owner: user, coverExtras))
            }
            return .object(members)
        })
        return ["photosets": .object(container)]
    }

    /// `flickr.photosets.getPhotos`: the album's photos in the owner's order, 500 a page. Its
    /// photos carry no `owner` (the container names it), their `isprimary` a string, `title`
    /// a plain string, and the paging both `perpage` and `per_page` (contract §4.2, §7.20).
    func albumPhotos(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let (album, owner) = try requestedAlbum(arguments)
        let photos = listedPhotos(album.photoIDs)
        let paging = arguments.paging(defaultPerPage: 500)
        let extras = FlickrExtras(arguments)
        let primary = primaryPhoto(of: album)
        var container = paging.members(total: photos.count, perPageNames: ["perpage", "per_page"])
        container.merge([
            "id": .string(FlickrIDs.album(album)), "primary": .string(primary.map(FlickrIDs.photo) ?? "0"), "owner": .string(owner.nsid),
            "ownername": .string(owner.username), "title": .string(album.title),
        ], uniquingKeysWith: { $1 })
        container["photo"] = .array(paging.slice(photos).map { photo in
            var members = listed(photo, extras: extras, withOwner: false)
            members["isprimary"] = .string(photo.id == primary?.id ? "1" : "0")
            return .object(members)
        })
        return ["photoset": .object(container)]
    }

    /// `flickr.photosets.getInfo`.
    func albumInfo(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let (album, owner) = try requestedAlbum(arguments)
        return ["photoset": .object(albumMembers(album, owner: owner))]
    }

    /// An album as `getList` and `getInfo` give it: view and comment counts as strings, photo
    /// counts as numbers, title and description wrapped (contract §2).
    private func albumMembers(_ album: DemoAlbum, owner: DemoUser) -> [String: FlickrValue] {
        let photos = listedPhotos(album.photoIDs)
        let primary = primaryPhoto(of: album)
        let files = primary.map(FlickrPhotoFiles.init)
        return [
            "id": .string(FlickrIDs.album(album)), "owner": .string(owner.nsid), "username": .string(owner.username),
            "primary": .string(primary.map(FlickrIDs.photo) ?? "0"), "secret": .string(files?.secret ?? ""),
            "server": .string(files?.server ?? "0"), "farm": .int(files?.farm ?? 0),
            "count_views": .string(photos.reduce(0) { $0 + $1.timesViewed } / 10), "count_comments": .string("0"),
            "count_photos": .int(photos.count), "count_videos": .int(0), "photos": .int(photos.count), "videos": .int(0),
            "title": .content(album.title), "description": .content(album.description), "can_comment": .int(0),
            "date_create": FlickrDates.unix(album.createdAt), "date_update": FlickrDates.unix(album.updatedAt),
            "visibility_can_see_set": .int(1), "needs_interstitial": .int(0),
        ]
    }

    /// The album's cover: its primary photo, or its first listed one when that is not listed.
    private func primaryPhoto(of album: DemoAlbum) -> DemoPhoto? {
        catalog.photo(id: album.primaryPhotoID).flatMap { Self.isListed($0) ? $0 : nil } ?? listedPhotos(album.photoIDs).first
    }

    /// The album `photoset_id` names (code 1 otherwise) and its owner; a `user_id` that names
    /// someone else is code 2 for an unknown user, code 1 for another owner.
    private func requestedAlbum(_ arguments: FlickrArguments) throws(FlickrFailure) -> (DemoAlbum, DemoUser) {
        let notFound = FlickrFailure(1, "Photoset not found")
        let id = try arguments.required("photoset_id", or: notFound)
        guard let (album, owner) = album(numbered: id) else { throw notFound }
        if let nsid = arguments.string("user_id") {
            guard let user = catalog.user(nsid: nsid) else { throw FlickrFailure(2, "User not found") }
            guard user.id == owner.id else { throw notFound }
        }
        return (album, owner)
    }

    /// The album of this Flickr number, with its owner, when it lists a photo.
    func album(numbered id: String) -> (DemoAlbum, DemoUser)? {
        guard let catalogID = FlickrIDs.catalogAlbumID(id), let owner = catalog.user(id: catalogID / 100),
              let album = catalog.albums(ofUser: owner.id).first(where: { $0.id == catalogID }), !listedPhotos(album.photoIDs).isEmpty
        else { return nil }
        return (album, owner)
    }
}
