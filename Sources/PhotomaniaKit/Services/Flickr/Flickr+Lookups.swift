extension Flickr {
    /// One photo: `getInfo` and `getSizes`, and with `withExif` its camera from `getExif`
    /// (an owner who hides it gives a note, not a failure).
    func photo(_ id: PhotoID, imageSizes: [ImageSize], withExif: Bool) async throws(PhotomaniaError) -> PhotoInfo {
        let info = try await call(.photoInfo(photo: id.text), FlickrPhotoInfo.self)
        let sizes = try await call(.sizes(photo: id.text), FlickrSizes.self)
        var exif: FlickrExif?
        var notes: [String] = []
        if withExif {
            do {
                exif = try await call(.exif(photo: id.text), FlickrExif.self)
            } catch let error where Self.isWithheld(error) {
                notes.append("the owner of photo \(id) does not share its EXIF data (camera, lens, exposure)")
            }
        }
        let asked = imageSizes.isEmpty ? [.largestAllowed] : imageSizes
        guard var photo = Self.photo(info, sizes: sizes, exif: exif, imageSizes: asked, origin: imageOrigin) else {
            throw .responseSerializationFailed(request: try FlickrMethod.photoInfo(photo: id.text).request(with: api.configuration).summary, reason: .unusableValue(path: "photo.id"))
        }
        // Flickr answers `isfavorite: 0` to anyone signed out: that says nothing of them.
        if !isSignedIn { photo.favorited = nil }
        // getInfo does not count faves; where getFavorites is refused, the photo goes without.
        if withExif, let faves = try? await call(.faves(photo: id.text), FlickrFaves.self) { photo.favoritesCount = faves.total }
        return PhotoInfo(photo: photo, notes: notes)
    }

    /// A page of an album's or a gallery's photos.
    func collectionPage<Item: ListedPhoto>(
        _ reference: GalleryReference, owner: String?, _ page: FlickrPageRequest, imageSizes: [ImageSize]
    ) async throws(PhotomaniaError) -> Page<Item> {
        let (list, method) = try await collectionCall(reference, owner: owner, { $0.photos(page) }, FlickrPhotoList.self)
        return Self.page(try await completingSizes(of: list, imageSizes: imageSizes), imageSizes: imageSizes, origin: imageOrigin, searched: method)
    }

    /// `make`'s call for the collection `reference` names, and its answer. An album is a number
    /// (`72157…`), a gallery its compound id (`6065-72157…`) or, from its page URL, the number
    /// there; a number that is no album of the owner's is tried as a gallery, once a run.
    func collectionCall<T: FlickrPayload>(
        _ reference: GalleryReference, owner: String?, _ make: (FlickrCollectionCalls) -> FlickrMethod, _ type: T.Type
    ) async throws(PhotomaniaError) -> (T, FlickrMethod) {
        let calls: FlickrCollectionCalls = switch reference {
        case .slug(let number): .gallery(number)
        case .id(let id) where id.number == nil || knownUsers.isGallery(id.text): .gallery(id.text)
        case .id(let id): .album(id.text, owner: owner)
        }
        do {
            return (try await call(make(calls), T.self), make(calls))
        } catch let error where Self.isNotFound(error) {
            guard case .album(let id, _) = calls else { throw error }
            do {
                let answer = try await call(make(.gallery(id)), T.self)
                knownUsers.rememberGallery(id)
                return (answer, make(.gallery(id)))
            } catch let other where Self.isNotFound(other) {
                throw error
            }
        }
    }

    /// The NSID of a user as given: an NSID as it is; a path alias through `urls.lookupUser`,
    /// else a user name through `people.findByUsername`, each once a run.
    func nsid(of lookup: UserLookup?) async throws(PhotomaniaError) -> String {
        switch lookup {
        case nil:
            throw .unsupported(UnsupportedByService(service: name.rawValue, cannot: "list a user's stream without a user", offers: ["--user NAME"]))
        case .id(let id)?:
            return id.text
        case .username(let text)?:
            if FlickrID.isNSID(text.uppercased()) { return text.uppercased() }
            if let known = knownUsers.nsid(for: text) { return known }
            var reference: FlickrUserReference?
            if FlickrID.valid(text, .token) != nil, !text.contains("@"), let url = FlickrPageUser.alias(text).lookupURL {
                do {
                    reference = try await call(.lookupUser(url: url), FlickrUserReference.self)
                } catch let error where Self.isNotFound(error) {
                    reference = nil
                }
            }
            let found: FlickrUserReference
            if let reference { found = reference } else { found = try await call(.findByUsername(text), FlickrUserReference.self) }
            knownUsers.remember(found.nsid, for: text)
            return found.nsid
        }
    }

    static func isNotFound(_ error: PhotomaniaError) -> Bool {
        if case .serviceFailed(_, let failure) = error { return failure.meaning == .notFound }
        return false
    }

    static func isWithheld(_ error: PhotomaniaError) -> Bool {
        if case .serviceFailed(_, let failure) = error { return failure.meaning == .withheld }
        return false
    }
}

/// An album's or a gallery's calls.
enum FlickrCollectionCalls {
    case album(String, owner: String?)
    case gallery(String)

    var info: FlickrMethod {
        switch self {
        case .album(let id, let owner): .album(album: id, user: owner)
        case .gallery(let id): .gallery(gallery: id)
        }
    }

    func photos(_ page: FlickrPageRequest) -> FlickrMethod {
        switch self {
        case .album(let id, let owner): .albumPhotos(album: id, user: owner, page)
        case .gallery(let id): .galleryPhotos(gallery: id, page)
        }
    }
}
