import PhotomaniaKit

/// The galleries screen: a user's galleries, fetched once (their first hundred, private ones
/// too when they are the signed-in user's own), and Enter opens one as a stream.
extension BrowseState {
    /// How many galleries the screen fetches and lists.
    static let listedGalleries = 100

    mutating func showGalleries(_ picker: GalleryPicker) -> [BrowseEffect] {
        galleryPicker = picker
        screen = .galleries
        guard picker.galleries == nil else { return [] }
        return fetchGalleries()
    }

    mutating func fetchGalleries() -> [BrowseEffect] {
        guard let id = galleryPicker?.ownerID else { return [] }
        galleryPicker?.galleries = nil
        galleryPicker?.failure = nil
        return [.cancel(.galleries), .fetchGalleries(ofUser: id, includingPrivate: settings.signedIn)]
    }

    mutating func receive(galleries result: Result<Page<Gallery>, PhotomaniaError>, ofUser id: UserID) {
        guard galleryPicker?.ownerID == id, galleryPicker?.galleries == nil else { return }
        switch result {
        case .success(let page):
            galleryPicker?.galleries = page.items
            galleryPicker?.total = page.totalItems
        case .failure(let error):
            let sentence = settings.sentence(error)
            galleryPicker?.failure = sentence
            message = .error("galleries: \(sentence)")
        }
    }

    mutating func moveGallerySelection(by offset: Int) {
        galleryPicker?.move(by: offset, rows: GalleryListView.listRows(layout))
    }

    /// Enter: the selected gallery's photos, remembering the list to come back to.
    mutating func openSelectedGallery() -> [BrowseEffect] {
        guard let picker = galleryPicker, let gallery = picker.selected else { return [] }
        remember()
        galleryPicker = nil
        return switchStream(to: .collection(CollectionSelection(owner: .id(picker.ownerID), reference: .id(gallery.id), name: gallery.name)))
    }
}
