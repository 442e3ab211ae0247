import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

/// What `--images sixel` prints, decoded by `sixel2png` (Debian's libsixel-bin) and compared with
/// the picture it was asked to draw: its size is its box's (10×20-pixel cells, the size assumed
/// when the terminal says none), its colours the photo's.
@Suite(.enabled(if: SixelEncodingTests.sixel2png != nil, SixelEncodingTests.decoderMissing))
struct SixelDrawingTests {
    /// The largest mean error of a channel (0–255) between the decoded picture and the photo as
    /// the demo paints it. The path: the demo's JPEG, decoded and area-averaged to the box, then
    /// 256 colours with dithering: 2–4 measured for the JPEG and the scaling, 2–3 for the palette
    /// (SixelEncodingTests). Another photo is 20 or more away.
    static let errorBound = 8.0

    static let cell = (width: 10, height: 20)

    /// Every SIXEL sequence in `output`, whole: `ESC P … ESC \`.
    static func sequences(_ output: String) -> [String] {
        output.matches(of: /\x{1B}P[0-9;]*q[^\x{1B}]*\x{1B}\\/).map { String($0.output) }
    }

    @Test func thePreviewIsThePhotoFittedToItsBox() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let photo = try #require(server.catalog.photos.first)
            let other = try #require(server.catalog.photos.first { $0.id != photo.id && Self.error(painted: $0, photo) > 3 * Self.errorBound })
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "--images", "sixel", "photo", String(photo.id), "--preview"]
            let result = await photomania(arguments, terminal: true, columns: 120, rows: 50)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!result.standardOutput.contains("▀"), "no half blocks")
            let sequence = try #require(Self.sequences(result.standardOutput).only, "one picture")
            // Room is made for the box and a line more, then the cursor goes back up to draw.
            let room = try #require(result.standardOutput.firstMatch(of: /\x{1B}\[([0-9]+)A\r\x{1B}7/).flatMap { Int($0.1) })
            let boxRows = room - 1
            let picture = try await SixelEncodingTests.decode(sequence)
            #expect(picture.height <= boxRows * Self.cell.height && picture.width <= PreviewFit.maximumColumns * Self.cell.width)
            #expect(picture.height == boxRows * Self.cell.height || picture.width % Self.cell.width == 0, "\(picture.width)×\(picture.height) fills its box")
            #expect(boxRows + 2 <= 50, "the picture and the prompt fit the window")
            let photoError = Self.error(picture, painted: photo)
            #expect(photoError <= Self.errorBound, "mean error \(photoError)")
            #expect(Self.error(picture, painted: other) > Self.errorBound, "the check tells this photo from another")
        }
    }

    @Test func eachThumbnailFitsItsBoxAndItsBudget() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "--images", "sixel", "photos", "--rpp", "6", "--thumbs"]
            let result = await photomania(arguments, terminal: true, columns: 90)
            #expect(result.status == 0, "\(result.standardError)")
            let sequences = Self.sequences(result.standardOutput)
            #expect(sequences.count == 6)
            let box = (width: ThumbnailList.columns * Self.cell.width, height: ThumbnailList.rows * Self.cell.height)
            for sequence in sequences {
                #expect(sequence.utf8.count < SixelImage.thumbnailBudget)
                let picture = try await SixelEncodingTests.decode(sequence)
                #expect(picture.width <= box.width && picture.height <= box.height)
                #expect(picture.width == box.width || picture.height == box.height, "\(picture.width)×\(picture.height) fills \(box)")
            }
            // Nothing but our pictures, cursor moves and the sanitised facts.
            let text = sequences.reduce(result.standardOutput) { $0.replacingOccurrences(of: $1, with: "") }
            #expect(!text.contains("\u{1B}P"))
        }
    }

    /// The mean channel error of `picture` against `photo` painted at its size.
    static func error(_ picture: RGBImage, painted photo: DemoPhoto) -> Double {
        let painted = RGBImage(width: picture.width, height: picture.height, pixels: DemoImageRenderer.pixels(for: photo, width: picture.width, height: picture.height))
        return SixelEncodingTests.meanErrors(picture, painted).max() ?? .infinity
    }

    static func error(painted photo: DemoPhoto, _ other: DemoPhoto) -> Double {
        let picture = RGBImage(width: 60, height: 40, pixels: DemoImageRenderer.pixels(for: other, width: 60, height: 40))
        return error(picture, painted: photo)
    }
}

private extension Array {
    var only: Element? { count == 1 ? first : nil }
}
