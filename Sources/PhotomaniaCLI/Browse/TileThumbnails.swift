import PhotomaniaKit

/// Fetches the tiles' thumbnails of one page all at once; cancelling the calling task cancels
/// every one of them, and a cancelled fetch reports nothing.
struct TileThumbnails: Sendable {
    let loader: ThumbnailLoader
    let box: (width: Int, height: Int)
    /// The image size a tile asks the API for: the smallest that covers it.
    let size: ImageSize

    /// Graphics-protocol pictures get a cell's worth of real pixels; half blocks less.
    init(loader: ThumbnailLoader, drawing: PictureDrawing? = nil) {
        self.loader = loader
        box = drawing?.pixelBox(columns: GridLayout.tileWidth, rows: GridLayout.pictureRows)
            ?? PictureDrawing.inlinePixelBox(columns: GridLayout.tileWidth, rows: GridLayout.pictureRows)
        size = ImageSize.smallestCovering(width: box.width, height: box.height)
    }

    /// `report` hears of each thumbnail (nil: none to be had); prefetching passes none.
    func load(
        _ photos: [Photo], for key: PageKey, reload: Bool = false,
        priority: @escaping @Sendable (Int) -> ThumbnailPriority, report: (@Sendable (BrowseEvent) -> Void)?
    ) async {
        await withTaskGroup(of: Void.self) { group in
            for (index, photo) in photos.enumerated() {
                group.addTask {
                    var image: RGBImage?
                    if let url = photo.image(for: size)?.url {
                        let request = ThumbnailRequest(photoID: photo.id, url: url, width: box.width, height: box.height)
                        image = try? await loader.image(for: request, priority: priority(index), reload: reload)
                    }
                    if !Task.isCancelled { report?(.thumbnail(key, photoID: photo.id, image)) }
                }
            }
        }
    }
}
