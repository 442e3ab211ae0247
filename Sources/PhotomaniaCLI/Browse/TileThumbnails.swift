import PhotomaniaKit

/// Fetches the tiles' thumbnails of one page all at once; cancelling the calling task cancels
/// every one of them, and a cancelled fetch reports nothing.
struct TileThumbnails: Sendable {
    let loader: ThumbnailLoader
    let drawing: PictureDrawing?
    let box: (width: Int, height: Int)
    /// The image size a tile asks the API for: the smallest that covers it.
    let size: ImageSize

    /// Graphics-protocol pictures get a cell's worth of real pixels; half blocks less.
    init(loader: ThumbnailLoader, drawing: PictureDrawing? = nil) {
        self.loader = loader
        self.drawing = drawing
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
                    let sixel = if let image, report != nil { await sixel(for: image, inBox: GridLayout.tileWidth, GridLayout.pictureRows, budget: SixelImage.thumbnailBudget) } else { nil as SixelPicture? }
                    if !Task.isCancelled { report?(.thumbnail(key, photoID: photo.id, image, sixel: sixel)) }
                }
            }
        }
    }

    /// SIXEL: a picture encoded for the cells it will cover in a box of `columns`×`rows`
    /// (`PicturePlacement`), on a blocking thread, unless its page or photo was left meanwhile;
    /// within `budget` bytes, else a preview's (`PictureDrawing.sixelBudget`).
    func sixel(for image: RGBImage, inBox columns: Int, _ rows: Int, budget: Int? = nil) async -> SixelPicture? {
        guard let drawing, drawing.mode == .sixel, !Task.isCancelled else { return nil }
        let fit = CellGeometry.fit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        let spot = (columns: max(1, fit.imageColumns), rows: max(1, fit.imageRows))
        return await BlockingWork.run { drawing.sixel(image, columns: spot.columns, rows: spot.rows, budget: budget ?? drawing.sixelBudget(columns: spot.columns, rows: spot.rows)) }
    }
}
