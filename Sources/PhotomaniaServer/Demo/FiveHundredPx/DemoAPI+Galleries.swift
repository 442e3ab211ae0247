import Foundation

extension DemoAPI {
    private struct GalleriesEnvelope: Encodable {
        let filters: DemoGalleryListing.Filters
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let galleries: [DemoGalleryJSON]

        enum CodingKeys: String, CodingKey {
            case filters, galleries
            case currentPage = "current_page", totalPages = "total_pages", totalItems = "total_items"
        }
    }

    private struct GalleryEnvelope: Encodable {
        let gallery: DemoGalleryJSON
    }

    private struct ItemsEnvelope: Encodable {
        let filters: Filters
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let photos: [DemoPhotoJSON]

        enum CodingKeys: String, CodingKey {
            case filters, photos
            case currentPage = "current_page", totalPages = "total_pages", totalItems = "total_items"
        }
    }

    /// `GET /v1/users/:user_id/galleries`
    func userGalleries(userID: Int?, query: DemoQuery, imageBase: String, caller: DemoCaller) throws(DemoRefusal) -> HTTPResponse {
        let owner = try galleryOwner(userID)
        let listing = DemoGalleryListing(query)
        let galleries = listing.apply(to: catalog.galleries(ofUser: owner.id), callerIsOwner: caller.userID == owner.id)
        let paging = query.paging()
        let coverSize = query.string("include_cover") == "1" ? self.coverSize(query) : nil
        return DemoResponse.json(GalleriesEnvelope(
            filters: listing.filters,
            currentPage: paging.page,
            totalPages: paging.totalPages(galleries.count),
            totalItems: galleries.count,
            galleries: paging.slice(galleries).map { gallery in
                DemoGalleryJSON(gallery: gallery, owner: owner, cover: coverSize.map { cover(of: gallery, size: $0, imageBase: imageBase) })
            }
        ))
    }

    /// `GET /v1/users/:user_id/galleries/:id`, the id being the number, the slug or the token.
    func userGallery(userID: Int?, key: String, query: DemoQuery, imageBase: String, caller: DemoCaller) throws(DemoRefusal) -> HTTPResponse {
        let owner = try galleryOwner(userID)
        let gallery = try visibleGallery(of: owner, key: key, caller: caller)
        return DemoResponse.json(GalleryEnvelope(
            gallery: DemoGalleryJSON(gallery: gallery, owner: owner, cover: cover(of: gallery, size: coverSize(query), imageBase: imageBase))
        ))
    }

    /// `GET /v1/users/:user_id/galleries/:id/items`: in the owner's order unless `sort` names a
    /// photo order; `sort_direction` is `asc` unless `desc`.
    func galleryItems(userID: Int?, key: String, query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let owner = try galleryOwner(userID)
        let gallery = try visibleGallery(of: owner, key: key, caller: caller)
        let filter = DemoCategoryFilter(query)
        let items = gallery.photoIDs.compactMap(catalog.photo(id:)).filter(filter.allows)
        let ascending = query.string("sort_direction")?.lowercased() != "desc"
        let ordered: [DemoPhoto]
        if let sort = query.string("sort").flatMap(DemoPhotoSort.init(parameter:)) {
            ordered = sort.sorted(items, ascending: ascending)
        } else {
            ordered = ascending ? items : items.reversed()
        }
        let paging = query.paging()
        return DemoResponse.json(ItemsEnvelope(
            filters: Filters(category: .init(filter.only), exclude: .init(filter.exclude), userID: nil),
            currentPage: paging.page,
            totalPages: paging.totalPages(ordered.count),
            totalItems: ordered.count,
            photos: try shortPhotos(paging.slice(ordered), query: query, imageBase: imageBase, caller: caller)
        ))
    }

    private func galleryOwner(_ userID: Int?) throws(DemoRefusal) -> DemoUser {
        guard let user = userID.flatMap(catalog.user(id:)) else { throw DemoRefusal(404, "User not found") }
        return user
    }

    /// The owner's gallery with this id, slug or token. A private one is shown to its signed-in
    /// owner and to whoever names it by its token; to anyone else it does not exist.
    private func visibleGallery(of owner: DemoUser, key: String, caller: DemoCaller) throws(DemoRefusal) -> DemoGallery {
        let galleries = catalog.galleries(ofUser: owner.id)
        let found = galleries.first { String($0.id) == key }
            ?? galleries.first { $0.slug == key.lowercased() }
            ?? galleries.first { $0.token == key.lowercased() }
        guard let gallery = found, !gallery.isPrivate || caller.userID == owner.id || gallery.token == key.lowercased() else {
            throw DemoRefusal(404, "Gallery not found")
        }
        return gallery
    }

    /// `cover_size`, 4 (900 px on the longest edge) unless another documented size is given.
    private func coverSize(_ query: DemoQuery) -> DemoImageSize {
        query.int("cover_size").flatMap(DemoImageSize.init(rawValue:)) ?? .longest900
    }

    private func cover(of gallery: DemoGallery, size: DemoImageSize, imageBase: String) -> DemoGalleryJSON.Cover {
        DemoGalleryJSON.Cover(photoID: gallery.photoIDs.first, size: size, imageBase: imageBase)
    }
}
