import Foundation

/// A Commons file page (contract §7): a catalog photo as a JPEG, or one of the other kinds of
/// file made from a photo; a page id, a unique title, its DB key, its uploader and the size of
/// the original the face serves.
struct CommonsFile: Sendable {
    /// The served original's longest edge: a catalog photo at its own size would take seconds to
    /// paint, and every listing needs the original's bytes for `size` and `sha1`.
    static let originalEdge = 800
    static let pageIDBase = 100_000_000

    let photo: DemoPhoto
    /// Without `File:`, e.g. `Golden harbour (1000123).jpg`.
    let name: String
    let uploader: String
    let uploaderID: Int
    /// Nil for the catalog photo itself.
    let media: CommonsMedia?

    var format: CommonsFormat { media?.format ?? .jpeg }
    var pageID: Int { media?.pageID ?? Self.pageIDBase + photo.id }
    var uploadedAt: Date { media?.uploadedAt ?? photo.createdAt }
    var description: String { media?.description ?? photo.description }
    var tags: [String] { media == nil ? photo.tags : [] }
    var title: String { "File:" + name }
    var dbKey: String { CommonsTitle.dbKey(name) }
    /// Commons sorts category members by the upper-cased title.
    var sortKey: String { name.uppercased() }

    /// `{h1}/{h1h2}` from the MD5 of the DB key.
    var hashPath: String {
        let hex = CommonsDigest.md5Hex(Array(dbKey.utf8))
        return String(hex.prefix(1)) + "/" + String(hex.prefix(2))
    }

    /// The size the original's pixels are painted at, for the kinds made of pixels.
    var originalFit: DemoImageSize.Fit {
        switch format {
        case .png: .longestEdge(480)
        case .gif: .longestEdge(160)
        case .tiff: .longestEdge(400)
        case .webm: .longestEdge(640)
        default: .longestEdge(Self.originalEdge)
        }
    }

    /// Pixels for pictures; nominal for the drawing; points for the document; none for sound.
    var originalSize: (width: Int, height: Int) {
        let rows = CommonsMosaic.rows(width: photo.width, height: photo.height)
        switch format {
        case .svg: return (CommonsMosaic.columns * CommonsMosaic.svgCell, rows * CommonsMosaic.svgCell)
        case .pdf: return (CommonsMosaic.columns * CommonsMosaic.pdfCell, rows * CommonsMosaic.pdfCell)
        case .ogg: return (0, 0)
        default: return originalFit.pixelSize(originalWidth: photo.width, originalHeight: photo.height)
        }
    }

    /// The base name a photo's title starts from: its catalog name without the characters titles
    /// may not hold, first letter upper-case, at most 200 characters.
    static func baseName(of photo: DemoPhoto) -> String {
        let forbidden = Set("#<>[]|{}/\\:_")
        var cleaned = String(photo.name.unicodeScalars.map { scalar -> Character in
            scalar.properties.generalCategory == .control || forbidden.contains(Character(scalar)) ? " " : Character(scalar)
        })
        cleaned = cleaned.split(separator: " ").joined(separator: " ")
        cleaned = String(cleaned.prefix(200))
        guard let first = cleaned.first else { return "Photo \(photo.id)" }
        return first.uppercased() + cleaned.dropFirst()
    }
}
