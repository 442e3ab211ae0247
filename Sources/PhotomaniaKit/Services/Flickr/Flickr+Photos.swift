import Foundation

/// Flickr's photos as photomania's `Photo`: the owner's NSID as the user id, the page on
/// flickr.com as the URL, and images at the sizes asked for, chosen of the `url_<letter>`
/// extras a listing gave (or `getSizes` for one photo).
extension Flickr {
    static func page<Item: ListedPhoto>(_ list: FlickrPhotoList, imageSizes: [ImageSize], origin: String?, searched method: FlickrMethod) -> Page<Item> {
        let photos = list.photos.compactMap { photo($0, imageSizes: imageSizes, origin: origin) }
        var (pages, total) = (list.paging.pages, list.paging.total)
        if case .search(_, let request) = method {
            // No search reaches past its 4,000th result: the walk ends there.
            let perPage = max(1, list.paging.perPage ?? request.perPage ?? 100)
            let reachable = FlickrSearch.resultCap / perPage + (FlickrSearch.resultCap % perPage == 0 ? 0 : 1)
            (pages, total) = (min(pages, max(list.paging.page, reachable)), min(total, FlickrSearch.resultCap))
        }
        return Page(
            items: photos.map(Item.init), currentPage: list.paging.page, totalPages: pages, totalItems: total,
            skippedCount: list.skipped + list.photos.count - photos.count
        )
    }

    static func photo(_ listed: FlickrListedPhoto, imageSizes: [ImageSize], origin: String?) -> Photo? {
        guard let id = PhotoID(listed.id) else { return nil }
        let largest = FlickrSizeRequest.largestAllowed.choose(from: listed.images, canDownload: nil)
        let owner = listed.owner.flatMap(UserID.init)
        return Photo(
            id: id, service: .flickr, userID: owner, name: listed.title, description: listed.description,
            timesViewed: listed.views ?? 0, createdAt: listed.uploaded, takenAt: listed.taken, takenInLocalTime: listed.taken != nil,
            location: place(listed.location), latitude: listed.location?.latitude, longitude: listed.location?.longitude,
            width: listed.originalWidth ?? largest?.width ?? 0, height: listed.originalHeight ?? largest?.height ?? 0,
            commentsCount: listed.comments ?? 0, favoritesCount: listed.faves, licenseType: listed.license.map(license),
            images: images(listed.images, asked: imageSizes, canDownload: nil, original: (listed.originalWidth, listed.originalHeight)),
            imageFormat: listed.originalFormat,
            url: listed.pageURL(), tags: listed.tags, favorited: listed.isFavorite,
            user: owner.map { owner in
                User(id: owner, username: listed.ownerName ?? owner.text, userpicURL: buddyIcon(owner.text, listed.iconServer, listed.iconFarm, origin: origin))
            }
        )
    }

    /// `getInfo`, `getSizes` and (when the owner shares it) `getExif` of one photo.
    static func photo(_ info: FlickrPhotoInfo, sizes: FlickrSizes, exif: FlickrExif?, imageSizes: [ImageSize], origin: String?) -> Photo? {
        guard let id = PhotoID(info.id) else { return nil }
        let canDownload = sizes.canDownload ?? info.canDownload
        let largest = FlickrSizeRequest.largestAllowed.choose(from: sizes.images, canDownload: canDownload)
        let owner = info.owner.flatMap { owner in
            UserID(owner.nsid).map { id in
                User(id: id, username: owner.username ?? owner.nsid, fullname: owner.realname, city: owner.location,
                     userpicURL: buddyIcon(owner.nsid, owner.iconServer, owner.iconFarm, origin: origin))
            }
        }
        let page = info.pageURL ?? info.owner.map { FlickrStaticURL.photoPage(id: info.id, owner: $0.nsid, pathAlias: $0.pathAlias) }
        return Photo(
            id: id, service: .flickr, userID: owner?.id, name: info.title, description: info.description,
            camera: exif?.camera ?? exif?.value(of: "Model"), lens: exif?.value(of: "LensModel"), focalLength: exif?.value(of: "FocalLength"),
            iso: exif?.value(of: "ISO"), shutterSpeed: exif?.value(of: "ExposureTime"), aperture: exif?.value(of: "FNumber"),
            timesViewed: info.views ?? 0, createdAt: info.posted, takenAt: info.taken, takenInLocalTime: info.taken != nil,
            location: place(info.location), latitude: info.location?.latitude, longitude: info.location?.longitude,
            privacy: info.isPublic == false, width: largest?.width ?? 0, height: largest?.height ?? 0,
            commentsCount: info.comments ?? 0, nsfw: (info.safetyLevel ?? 0) > 0, licenseType: info.license.map(license),
            images: images(sizes.images, asked: imageSizes, canDownload: canDownload, original: (nil, nil)), imageFormat: info.originalFormat,
            url: page, tags: info.tags, favorited: info.isFavorite, user: owner, downloadAllowed: canDownload
        )
    }

    /// One image for each size asked that the photo has (the nearest Flickr size), the largest
    /// allowed saying when it is capped (`capNotice`).
    static func images(_ images: [FlickrImage], asked: [ImageSize], canDownload: Bool?, original: (width: Int?, height: Int?)) -> [PhotoImage] {
        asked.compactMap { size in
            guard let request = sizeRequest(size), let image = request.choose(from: images, canDownload: canDownload) else { return nil }
            let chosen = image.size.flatMap { ImageSize(word: $0.letter) }
            let notice = size == .largestAllowed ? capNotice(of: image, original: original) : nil
            return PhotoImage(size: size, url: image.url, format: format(of: image.url), chosen: chosen == size ? nil : chosen, notice: notice)
        }
    }

    /// What an `ImageSize` asks of Flickr: the largest the owner allows, a letter, or the
    /// nearest to 500px's box.
    static func sizeRequest(_ size: ImageSize) -> FlickrSizeRequest? {
        if size == .largestAllowed { return .largestAllowed }
        if let word = size.word { return FlickrSize(rawValue: word).map(FlickrSizeRequest.size) }
        switch size.box {
        case .square(let side)?: return side <= 75 ? .size(.sq) : side <= 150 ? .size(.q) : .longestEdge(side)
        case .longestEdge(let edge)?: return .longestEdge(edge)
        case .height(let height)?: return .longestEdge(height)
        case nil: return nil
        }
    }

    /// `jpg` of `…/52001006721_a1b2c3_b.jpg?x=1`.
    static func format(of url: String) -> String? {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        guard let file = path.split(separator: "/").last, let dot = file.lastIndex(of: ".") else { return nil }
        return FlickrID.valid(String(file[file.index(after: dot)...]), .format)
    }

    static func license(_ id: Int) -> License {
        License(code: id, name: FlickrLicense.name(of: id), url: FlickrLicense.known[id]?.url, isPublicDomain: FlickrLicense.publicDomainIDs.contains(id))
    }

    static func place(_ location: FlickrLocation?) -> String? {
        let parts = [location?.locality, location?.region, location?.country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func buddyIcon(_ nsid: String, _ iconServer: String?, _ iconFarm: Int?, origin: String?) -> String {
        FlickrStaticURL.buddyIcon(nsid: nsid, iconServer: iconServer, iconFarm: iconFarm, origin: origin, web: origin ?? FlickrStaticURL.webOrigin)
    }
}
