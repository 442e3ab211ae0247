import PhotomaniaKit

/// Where the browser was before `u`, `a` or a gallery took it elsewhere: what Backspace and `q`
/// go back to, as it was left.
enum BrowsePlace {
    case photos(PhotosPlace)
    case galleries(GalleryPicker)
}

/// A stream's page with its selection and scroll, and the photo open on it, if one was.
struct PhotosPlace {
    var stream: PhotoSelection
    var pageNumber: Int
    var totalPages: Int?
    var totalItems: Int?
    var selection: Int
    var firstTileRow: Int
    var details: PhotoDetails?
}

/// A user's galleries, one a line, to open one of them (`a` on a photo: its author's).
struct GalleryPicker: Equatable {
    var ownerID: UserID
    var ownerName: String
    /// Nil while they load.
    var galleries: [Gallery]?
    /// How many the user has, of which `galleries` are the first page.
    var total = 0
    var failure: String?
    var selection = 0
    var firstRow = 0

    var selected: Gallery? {
        guard let galleries, galleries.indices.contains(selection) else { return nil }
        return galleries[selection]
    }

    /// Moves the selection by `offset`, keeping it in the list and among the `rows` in view.
    mutating func move(by offset: Int, rows: Int) {
        guard let galleries, !galleries.isEmpty else { return }
        selection = min(max(selection + offset, 0), galleries.count - 1)
        if selection < firstRow { firstRow = selection }
        if selection >= firstRow + rows { firstRow = selection - rows + 1 }
    }
}
