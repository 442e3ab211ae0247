/// The catalog's ids in Flickr's forms, one offset each, and back. Flickr's ids are larger
/// than 2^32 (contract §9), so the face's are too: photo 1006721 of the 500px face is photo
/// 52001006721 here.
enum FlickrIDs {
    static let photoOffset = 52_000_000_000
    static let albumOffset = 72_177_720_000_000_000
    static let galleryOffset = 72_157_720_000_000_000
    static let commentOffset = 72_177_720_000_000_000

    static func photo(_ photo: DemoPhoto) -> String {
        String(photoOffset + photo.id)
    }

    /// The catalog id a Flickr photo id names, valid or not; nil when it is not one of the face's ids.
    static func catalogPhotoID(_ text: String) -> Int? {
        number(text, above: photoOffset)
    }

    static func album(_ album: DemoAlbum) -> String {
        String(albumOffset + album.id)
    }

    static func catalogAlbumID(_ text: String) -> Int? {
        number(text, above: albumOffset)
    }

    /// The number in gallery URLs, e.g. `72157720000300011`.
    static func gallery(_ gallery: DemoGallery) -> String {
        String(galleryOffset + gallery.id)
    }

    /// The `<owner>-<gallery>` form that `galleries.getList` and `getInfo` give as `id`.
    static func compoundGallery(_ gallery: DemoGallery) -> String {
        "\(gallery.userID)-\(self.gallery(gallery))"
    }

    /// A gallery named by its number or by the compound id (contract §7.23 takes both).
    static func catalogGalleryID(_ text: String) -> Int? {
        let number = text.split(separator: "-", maxSplits: 1).last.map(String.init) ?? text
        return self.number(number, above: galleryOffset)
    }

    /// `<photo owner>-<photo>-<comment>`, the shape of Flickr's comment ids.
    static func comment(_ comment: DemoComment, on photo: DemoPhoto) -> String {
        "\(photo.userID)-\(self.photo(photo))-\(commentOffset + comment.id)"
    }

    private static func number(_ text: String, above offset: Int) -> Int? {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let value = Int(text), value > offset else { return nil }
        return value - offset
    }
}

extension DemoCatalog {
    /// The user of an NSID (`12038065000@N00`); the `N` may be given in either case.
    func user(nsid: String) -> DemoUser? {
        let parts = nsid.uppercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), number > 0 else { return nil }
        let id = number >= 12_037_900_000 ? (number - 12_037_900_000) / 11 : (number - 98_700_000) / 7
        guard let user = user(id: id), user.nsid == nsid.uppercased() else { return nil }
        return user
    }

    /// The user whose path alias this is, ignoring case.
    func user(pathAlias: String) -> DemoUser? {
        let alias = pathAlias.lowercased()
        return users.first { $0.pathAlias == alias }
    }
}
