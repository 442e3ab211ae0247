/// Where tiles go on a screen of a given size: a header row, rows of tiles, a status row.
/// A tile is a thumbnail over two lines of caption; tiles have a fixed size, so a resize
/// changes how many fit, not the pictures.
struct GridLayout: Equatable, Sendable {
    static let tileWidth = 18
    static let pictureRows = 6
    static let captionRows = 2
    static let gap = 2

    var width: Int
    var height: Int
    /// Without pictures (`--images none`, `TERM=dumb`) a tile is just its caption.
    var showsPictures = true

    var pictureRows: Int { showsPictures ? Self.pictureRows : 0 }
    var tileHeight: Int { pictureRows + Self.captionRows }
    /// Body rows: all but the header and the status line.
    var bodyRows: Int { max(1, height - 2) }
    var tileColumns: Int { max(1, (width + Self.gap) / (Self.tileWidth + Self.gap)) }
    /// Tile rows that fit whole, with a blank row between them (at least one, cut if need be).
    var visibleTileRows: Int { max(1, (bodyRows + 1) / (tileHeight + 1)) }
}
