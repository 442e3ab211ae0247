import Foundation
import PhotomaniaKit

/// `photos --thumbs` on a terminal: each photo as a thumbnail with its facts beside it. All
/// thumbnails are fetched at once and each photo prints as soon as it and those above it are in.
/// Half blocks, or kitty / iTerm2 / SIXEL images with the text beside them (`PictureDrawing.beside`).
struct ThumbnailList {
    static let columns = 16
    static let rows = 6

    let photos: [Photo]
    let drawing: PictureDrawing
    let loader: ThumbnailLoader
    let console: Console

    /// The image size to ask the API for: the smallest that covers a thumbnail.
    static func imageSize(for drawing: PictureDrawing) -> ImageSize {
        let box = drawing.pixelBox(columns: columns, rows: rows)
        return ImageSize.smallestCovering(width: box.width, height: box.height)
    }

    func print(size: ImageSize) async {
        let box = drawing.pixelBox(columns: Self.columns, rows: Self.rows)
        await withTaskGroup(of: (Int, [String]).self) { [drawing] group in
            for (index, photo) in photos.enumerated() {
                group.addTask {
                    var image: RGBImage?
                    if let url = photo.image(for: size)?.url {
                        image = try? await loader.image(for: ThumbnailRequest(photoID: photo.id, url: url, width: box.width, height: box.height))
                    }
                    return (index, await BlockingWork.run { [image] in drawing.beside(image, columns: Self.columns, rows: Self.rows) })
                }
            }
            var ready: [Int: [String]] = [:]
            var next = 0
            for await (index, picture) in group {
                ready[index] = picture
                while let picture = ready.removeValue(forKey: next) {
                    console.print(card(photos[next], picture: picture) + TerminalText(next < photos.count - 1 ? "\n" : ""))
                    next += 1
                }
            }
        }
    }

    /// The picture's colour codes beside facts that each went through the sanitiser.
    private func card(_ photo: Photo, picture: [String]) -> TerminalText {
        let textWidth = max(10, console.width - Self.columns - 3)
        let facts = [
            photo.name,
            photo.user.map { "by \($0.byline)" } ?? "",
            photo.countsLine,
            "#\(photo.id)",
        ].map { truncate(sanitizedForTerminal($0, singleLine: true), toWidth: textWidth) }
        return TerminalText(withOwnEscapeCodes: picture.enumerated().map { row, line in
            row < facts.count ? "\(line)  \(facts[row])" : line
        }.joined(separator: "\n"))
    }
}
