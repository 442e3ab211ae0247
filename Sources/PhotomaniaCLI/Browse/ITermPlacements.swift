import Foundation

/// iTerm2 (and WezTerm) pictures, drawn where they are (`CellBoundPictures`). Each image is
/// encoded once, while the state holds it.
struct ITermPlacements: PictureLayer {
    private var cells = CellBoundPictures()
    private var files: [UInt32: Data] = [:]

    mutating func invalidate() {
        cells.forgetAll()
    }

    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int>) -> String {
        files = files.filter { live.contains($0.key) }
        for placement in placements { _ = file(for: placement.picture) }
        let files = files
        return cells.update(to: placements, rewrittenRows: rewrittenRows) { placement in
            files[placement.picture.id].map { ITermInlineImage.sequence(file: $0, columns: placement.spot.columns, rows: placement.spot.rows) }
        }
    }

    /// The cells keep their pictures when the alternate screen is left, where nothing shows.
    mutating func removeAll() -> String {
        cells.forgetAll()
        return ""
    }

    private mutating func file(for picture: TerminalPicture) -> Data? {
        if let file = files[picture.id] { return file }
        guard let file = try? ITermInlineImage.jpeg(picture.image) else { return nil }
        files[picture.id] = file
        return file
    }
}
