import Foundation

/// Galleries (contract §7.9, §7.22–7.24): the 500px face's public galleries, as
/// `galleries.getList`, `getPhotos`, `getInfo` and `urls.lookupGallery`. Private galleries do
/// not exist on Flickr, so they are not shown.
extension FlickrFace {
    static let curatorComments = ["The light in this one is unreal.", "Lovely <i>colours</i>.", "Straight into my favourites ✨", "Wow."]

    /// `flickr.galleries.getList`: the user's galleries, newest first, 100 a page, the paging
    /// with `per_page` and no `perpage`.
    func galleryList(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let user = try person(arguments.required("user_id", or: .userNotFound))
        let galleries = catalog.galleries(ofUser: user.id).filter { !$0.isPrivate }.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        let paging = arguments.paging()
        let coverExtras = FlickrExtras(arguments, name: "primary_photo_extras")
        var container = paging.members(total: galleries.count, perPageNames: ["per_page"])
        container["user_id"] = .string(user.nsid)
        container["gallery"] = .array(paging.slice(galleries).map { gallery in
            var members = galleryMembers(gallery, owner: user)
            if !coverExtras.names.isEmpty, let cover = listedPhotos(gallery.photoIDs).first {
                members["primary_photo_extras"] = .object(extraMembers(of: cover, owner: catalog.user(id: cover.userID), coverExtras))
            }
            return .object(members)
        })
        return ["galleries": .object(container)]
    }

    /// `flickr.galleries.getPhotos`: a standard photos response, each photo with `is_primary`,
    /// `has_comment` and, where the curator wrote one, `comment`.
    func galleryPhotos(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let gallery = try requestedGallery(arguments.required("gallery_id", or: FlickrFailure(1, "Gallery not found")))
        let photos = listedPhotos(gallery.photoIDs)
        return photosPage(photos, arguments) { photo in
            var members: [String: FlickrValue] = ["is_primary": .flag(photo.id == photos.first?.id)]
            let comment = curatorComment(on: photo, in: gallery)
            members["has_comment"] = .flag(comment != nil)
            if let comment { members["comment"] = .content(comment) }
            return members
        }
    }

    /// `flickr.galleries.getInfo`, with up to six cover photos.
    func galleryInfo(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let gallery = try requestedGallery(arguments.required("gallery_id", or: FlickrFailure(1, "Gallery not found")))
        return ["gallery": .object(galleryInfoMembers(gallery))]
    }

    /// `flickr.urls.lookupGallery`: the gallery of a `/photos/USER/galleries/ID/` URL.
    func lookupGallery(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let notFound = FlickrFailure(1, "Gallery not found")
        let url = try arguments.required("url", or: notFound)
        guard let segments = FlickrPageURLs.segments(of: url), segments.count >= 4, segments[0] == "photos",
              ["galleries", "gallery"].contains(segments[2]),
              let owner = FlickrPageURLs.user(in: url, catalog: catalog)
        else { throw notFound }
        let gallery = try requestedGallery(segments[3])
        guard gallery.userID == owner.id else { throw notFound }
        return ["gallery": .object(galleryInfoMembers(gallery))]
    }

    private func galleryInfoMembers(_ gallery: DemoGallery) -> [String: FlickrValue] {
        guard let owner = catalog.user(id: gallery.userID) else { return [:] }
        var members = galleryMembers(gallery, owner: owner)
        members["cover_photos"] = .object(["photo": .array(listedPhotos(gallery.photoIDs).prefix(6).enumerated().map { index, photo in
            .object([
                "url": .string(FlickrPhotoFiles(photo: photo).url(of: FlickrSize.all[1], origin: origin)), "width": .int(150), "height": .int(150),
                "is_primary": .flag(index == 0), "is_video": .int(0),
            ])
        })])
        members["current_state"] = .string("published")
        return members
    }

    /// A gallery as `getList` and `getInfo` give it: the compound `id` beside the `gallery_id`
    /// of its URL, counts as numbers, the cover photo's files named one by one.
    private func galleryMembers(_ gallery: DemoGallery, owner: DemoUser) -> [String: FlickrValue] {
        let photos = listedPhotos(gallery.photoIDs)
        let cover = photos.first.map(FlickrPhotoFiles.init)
        var members: [String: FlickrValue] = [
            "id": .string(FlickrIDs.compoundGallery(gallery)), "gallery_id": .string(FlickrIDs.gallery(gallery)),
            "url": .string(FlickrPageURLs.gallery(gallery, owner: owner)), "owner": .string(owner.nsid), "username": .string(owner.username),
            "primary_photo_id": .string(photos.first.map(FlickrIDs.photo) ?? "0"),
            "date_create": FlickrDates.unix(gallery.createdAt), "date_update": FlickrDates.unix(gallery.updatedAt),
            "count_photos": .int(photos.count), "count_videos": .int(0), "count_total": .int(photos.count),
            "count_views": .int(photos.count * 7 + gallery.id % 100), "count_comments": .int(0),
            "title": .content(gallery.name), "description": .content(gallery.description), "sort_group": .null,
            "primary_photo_server": .string(cover?.server ?? "0"), "primary_photo_farm": .int(cover?.farm ?? 0),
            "primary_photo_secret": .string(cover?.secret ?? ""),
        ]
        members.merge(FlickrBuddyIcon(user: owner).members, uniquingKeysWith: { $1 })
        return members
    }

    /// The public gallery a number or compound id names (code 1 otherwise).
    private func requestedGallery(_ id: String) throws(FlickrFailure) -> DemoGallery {
        guard let gallery = publicGallery(numbered: id) else { throw FlickrFailure(1, "Gallery not found") }
        if id.contains("-"), id.split(separator: "-").first != Substring(String(gallery.userID)) { throw FlickrFailure(1, "Gallery not found") }
        return gallery
    }

    /// The public gallery of this number (or compound id's number).
    func publicGallery(numbered id: String) -> DemoGallery? {
        FlickrIDs.catalogGalleryID(id).flatMap { catalogID in catalog.galleries.first { $0.id == catalogID && !$0.isPrivate } }
    }

    /// One photo in three has a word from the gallery's curator.
    private func curatorComment(on photo: DemoPhoto, in gallery: DemoGallery) -> String? {
        let roll = Int(DemoRandom.mix(photo.seed ^ UInt64(gallery.id)) % 12)
        return roll < 4 ? Self.curatorComments[roll] : nil
    }
}
