import PhotomaniaKit

/// What a browser session is given: where photos come from and how to draw them.
struct BrowseSetup {
    var service: any PhotoService
    var drawing: PictureDrawing?
    /// Thumbnails for the tiles; nil when pictures are off.
    var tiles: TileThumbnails?
    var style: TerminalStyle
    var stream: PhotoSelection
    var firstPage: Int
    var perPage: Int
    var showNSFW: Bool
    /// `--filter`: only the listed photos it holds for.
    var filter: FilterExpression? = nil
    var downloadFolder: DownloadFolder
    /// What `d`'s downloads are archived under (`Factory.archiveOrigin`); nil: the service's name.
    var archiveOrigin: ServiceName? = nil
    /// Where `d` puts a photo inside the folder.
    var naming: NameTemplate = .defaultFileName
    /// Keys typed before the browser reads keys (while the terminal was asked how to draw): read first.
    var typedAhead: [UInt8] = []
}
