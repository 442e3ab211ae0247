import Foundation
import PhotomaniaKit
import Synchronization
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaServer

/// SIXEL sequences as photomania writes them, decoded by libsixel's `sixel2png` in a child
/// process and compared with the pictures that were asked for.
@Suite struct SixelEncodingTests {
    static let sixel2png = ["/usr/bin/sixel2png", "/usr/local/bin/sixel2png"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let decoderMissing: Testing.Comment = "needs sixel2png: `make test` installs it (Debian's libsixel-bin)"

    /// Mean difference per channel, in levels of 255, for a photo in 256 colours. libsixel's
    /// palette (five bits a channel, centred) and Floyd–Steinberg dithering leave each pixel a few
    /// levels off: 2.1 to 3.2 per channel, measured over six demo photos as 200-pixel thumbnails
    /// and 800 × 600 previews; 5 leaves room for other photos. A wrong picture is far off: another
    /// demo photo by 40 or more, the same photo with red and blue swapped by 10 (a muted one) to
    /// 74 (the one tested).
    static let photoErrorBound = 5.0
    /// A ramp across a plane of colours, every pixel a different one, spreads the 256 entries
    /// about 16 levels apart each way, and dithering between them costs more than in a photo:
    /// 4.8 measured at worst (a grey ramp: 2.2).
    static let rampErrorBound = 7.0
    /// A picture of few colours has each of them in its palette, not dithered away: the entry
    /// is the middle of the five-bit step holding the colour (up to 4 off), written in whole
    /// percents (up to 1.3 more): 5 at worst, for black, measured over every grey level.
    static let fewColoursErrorBound = 5.0

    static let catalog = DemoCatalog(seed: 500, photoCount: 24, referenceDate: Date(timeIntervalSince1970: 1_700_000_000))

    // MARK: - Pictures round trip

    @Test(.enabled(if: sixel2png != nil, decoderMissing))
    func photoThumbnailComesBackAsItWasSent() async throws {
        let photos = try Self.colourfulPhotos(2)
        let thumbnail = try Self.thumbnail(photos[0], box: (200, 200))
        let sequence = try SixelImage.encode(thumbnail, maxBytes: SixelImage.thumbnailBudget)
        let decoded = try await Self.decode(sequence)
        #expect(decoded.width == thumbnail.width && decoded.height == thumbnail.height)
        let errors = Self.meanErrors(decoded, thumbnail)
        #expect(errors.allSatisfy { $0 <= Self.photoErrorBound }, "mean error per channel \(errors)")

        let other = Thumbnailer.areaAverage(try Self.decodedPhoto(photos[1]), width: thumbnail.width, height: thumbnail.height)
        #expect(Self.meanErrors(decoded, other).max()! > 2 * Self.photoErrorBound, "another photo fails the bound")
        #expect(Self.meanErrors(decoded, Self.swappingRedAndBlue(thumbnail)).max()! > Self.photoErrorBound, "so do swapped channels")
    }

    @Test(.enabled(if: sixel2png != nil, decoderMissing))
    func photoPreviewComesBackAsItWasSent() async throws {
        let preview = try Self.thumbnail(try Self.colourfulPhotos(1)[0], box: (800, 600))
        let sequence = try SixelImage.encode(preview, maxBytes: 4 << 20)
        let decoded = try await Self.decode(sequence)
        #expect(decoded.width == preview.width && decoded.height == preview.height)
        let errors = Self.meanErrors(decoded, preview)
        #expect(errors.allSatisfy { $0 <= Self.photoErrorBound }, "mean error per channel \(errors)")
    }

    /// Smooth ramps are where a palette shows bands; dithering keeps their mean right.
    @Test(.enabled(if: sixel2png != nil, decoderMissing), arguments: ["grey ramp", "colour ramp"])
    func gradientComesBackAsItWasSent(_ name: String) async throws {
        let image = name == "grey ramp"
            ? Self.image(width: 256, height: 48) { x, _ in (UInt8(x), UInt8(x), UInt8(x)) }
            : Self.image(width: 240, height: 120) { x, y in (UInt8(x * 255 / 239), UInt8(y * 255 / 119), UInt8(255 - x * 255 / 478)) }
        let decoded = try await Self.decode(try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget))
        #expect(decoded.width == image.width && decoded.height == image.height)
        let errors = Self.meanErrors(decoded, image)
        #expect(errors.allSatisfy { $0 <= Self.rampErrorBound }, "mean error per channel \(errors)")
    }

    @Test(.enabled(if: sixel2png != nil, decoderMissing), arguments: [
        (0, 0, 0), (255, 255, 255), (128, 128, 128), (37, 150, 201), (250, 12, 90),
    ] as [(UInt8, UInt8, UInt8)])
    func flatColourComesBackAsItWasSent(_ red: UInt8, _ green: UInt8, _ blue: UInt8) async throws {
        let image = Self.image(width: 40, height: 30) { _, _ in (red, green, blue) }
        let decoded = try await Self.decode(try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget))
        #expect(decoded.width == 40 && decoded.height == 30)
        let colours = Set(stride(from: 0, to: decoded.pixels.count, by: 3).map { Array(decoded.pixels[$0..<$0 + 3]) })
        #expect(colours.count == 1, "one colour, not dithered: \(colours)")
        let errors = Self.meanErrors(decoded, image)
        #expect(errors.allSatisfy { $0 <= Self.fewColoursErrorBound }, "error per channel \(errors)")
    }

    /// libsixel starts a picture under six pixels high with a graphics new line, which would draw
    /// it six pixels lower and taller; the encoder takes it out.
    @Test(.enabled(if: sixel2png != nil, decoderMissing), arguments: [1, 2, 5, 6, 7, 13])
    func shortPictureKeepsItsHeight(_ height: Int) async throws {
        let image = Self.image(width: 9, height: height) { x, y in (UInt8(x * 28), UInt8(y * 19), 200) }
        let decoded = try await Self.decode(try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget))
        #expect(decoded.width == 9 && decoded.height == height)
        let errors = Self.meanErrors(decoded, image)
        #expect(errors.allSatisfy { $0 <= Self.fewColoursErrorBound }, "mean error per channel \(errors)")
    }

    // MARK: - Budgets

    /// 20 × 10 cells of 10 × 20 pixels, filled edge to edge: the largest thumbnail a list draws
    /// (35 to 47 kB measured).
    @Test func photoThumbnailFitsItsBudgetInFullColour() throws {
        for photo in Self.catalog.photos.prefix(4) {
            let thumbnail = Thumbnailer.areaAverage(try Self.decodedPhoto(photo), width: 200, height: 200)
            let sequence = try SixelImage.encodeOnce(thumbnail, colors: 256, maxBytes: SixelImage.thumbnailBudget).get()
            #expect(sequence.utf8.count < SixelImage.thumbnailBudget, "photo \(photo.id): \(sequence.utf8.count) bytes")
        }
    }

    /// Noise takes about 184 kB in 256 colours, 145 kB in 64 and 87 kB in 16.
    @Test(.enabled(if: sixel2png != nil, decoderMissing))
    func overBudgetPictureFallsBackToFewerColours() async throws {
        let noise = Self.noise(width: 200, height: 200)
        let budget = 110_000
        #expect(SixelImage.encodeOnce(noise, colors: 256, maxBytes: budget) == .failure(.overBudget(maxBytes: budget)))
        #expect(SixelImage.encodeOnce(noise, colors: 64, maxBytes: budget) == .failure(.overBudget(maxBytes: budget)))
        let sequence = try SixelImage.encode(noise, maxBytes: budget)
        #expect(sequence.utf8.count <= budget)
        let decoded = try await Self.decode(sequence)
        #expect(decoded.width == 200 && decoded.height == 200)
        let colours = Set(stride(from: 0, to: decoded.pixels.count, by: 3).map { Array(decoded.pixels[$0..<$0 + 3]) })
        #expect(colours.count <= 16, "the 16-colour palette: \(colours.count) colours")
    }

    @Test func pictureOverBudgetEvenInSixteenColoursGivesUp() {
        let noise = Self.noise(width: 200, height: 200)
        #expect(throws: SixelEncodingError.overBudget(maxBytes: 20_000)) { try SixelImage.encode(noise, maxBytes: 20_000) }
        #expect(throws: SixelEncodingError.overBudget(maxBytes: 0)) { try SixelImage.encode(noise, maxBytes: 0) }
    }

    // MARK: - The sequence itself

    /// One DCS, 7-bit: ESC P at the start, ESC \ at the end, and between them only printable
    /// ASCII, so nothing a terminal would act on outside the sixel data. No graphics new line
    /// (`-`) ends it: that would move the cursor a band further and could scroll the screen.
    @Test func sequenceIsOneSevenBitDeviceControlString() throws {
        let thumbnail = try Self.thumbnail(Self.catalog.photos[0], box: (200, 200))
        for image in [thumbnail, Self.noise(width: 30, height: 4), Self.image(width: 1, height: 1) { _, _ in (1, 2, 3) }] {
            let bytes = Array(try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget).utf8)
            let header = Array("\u{1B}P0;1q\"1;1;\(image.width);\(image.height)#".utf8)
            #expect(Array(bytes.prefix(header.count)) == header)
            #expect(Array(bytes.suffix(2)) == [0x1B, 0x5C])
            #expect(bytes.filter { $0 == 0x1B }.count == 2)
            #expect(bytes.dropFirst().dropLast(2).allSatisfy { (0x20...0x7E).contains($0) })
            #expect(bytes.dropLast(2).last != UInt8(ascii: "-"))
        }
    }

    @Test func encodingIsTheSameOnSeveralThreadsAtOnce() async throws {
        let images = try Self.catalog.photos.prefix(4).map { try Self.thumbnail($0, box: (160, 160)) }
        let alone = try images.map { try SixelImage.encode($0, maxBytes: SixelImage.thumbnailBudget) }
        let together = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, image) in images.enumerated() {
                group.addTask { (index, try await BlockingWork.run { try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget) }) }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(images.indices.map { together[$0] } == alone)
    }

    @Test(arguments: [(0, 0), (0, 10), (10, 0), (SixelImage.maxSide + 1, 1), (1, SixelImage.maxSide + 1)])
    func unsupportedSizeFailsCleanly(_ width: Int, _ height: Int) {
        let image = RGBImage(width: width, height: height, pixels: [UInt8](repeating: 90, count: width * height * 3))
        #expect(throws: SixelEncodingError.unsupportedSize(width: width, height: height)) {
            try SixelImage.encode(image, maxBytes: SixelImage.thumbnailBudget)
        }
    }

    @Test func largestSupportedSideEncodes() throws {
        let image = Self.image(width: SixelImage.maxSide, height: 2) { x, _ in (UInt8(x & 255), 0, UInt8(x >> 4)) }
        #expect(try SixelImage.encode(image, maxBytes: 1 << 20).hasSuffix("\u{1B}\\"))
    }

    // MARK: - Helpers

    /// `sequence` through `sixel2png`, read back with photomania's PNG decoder.
    static func decode(_ sequence: String) async throws -> RGBImage {
        let decoder = try #require(sixel2png, decoderMissing)
        let folder = try TemporaryDirectory()
        let input = folder.path + "/in.six"
        let output = folder.path + "/out.png"
        try Data(sequence.utf8).write(to: URL(fileURLWithPath: input))
        let (status, _, errors) = try await ChildProcess.run(["-i", input, "-o", output], executable: decoder)
        try #require(status == 0, "sixel2png: \(errors)")
        return try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: output))).image
    }

    /// The mean absolute difference of each channel, red, green and blue.
    static func meanErrors(_ image: RGBImage, _ expected: RGBImage) -> [Double] {
        guard image.width == expected.width, image.height == expected.height, !image.pixels.isEmpty else { return [.infinity, .infinity, .infinity] }
        var sums = [0, 0, 0]
        for index in image.pixels.indices {
            sums[index % 3] += abs(Int(image.pixels[index]) - Int(expected.pixels[index]))
        }
        return sums.map { Double($0) / Double(image.width * image.height) }
    }

    static func image(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RGBImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                pixels += [red, green, blue]
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// Every byte drawn from a fixed-seed generator (SplitMix64), so sizes are the same each run.
    static func noise(width: Int, height: Int) -> RGBImage {
        var state: UInt64 = 0x5EED
        let pixels = (0..<width * height * 3).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    static func swappingRedAndBlue(_ image: RGBImage) -> RGBImage {
        var pixels = image.pixels
        for offset in stride(from: 0, to: pixels.count, by: 3) { pixels.swapAt(offset, offset + 2) }
        return RGBImage(width: image.width, height: image.height, pixels: pixels)
    }

    private static let renderedPhotos = Mutex<[Int: Data]>([:])

    /// The photo 900 pixels on its long side, rendered once for all the tests.
    static func jpeg(_ photo: DemoPhoto) throws -> Data {
        if let rendered = renderedPhotos.withLock({ $0[photo.id] }) { return rendered }
        let data = try DemoImageRenderer.jpeg(for: photo, size: .longest900)
        renderedPhotos.withLock { $0[photo.id] = data }
        return data
    }

    static func decodedPhoto(_ photo: DemoPhoto) throws -> RGBImage {
        try JPEGDecoder.decode(try jpeg(photo)).image
    }

    /// The photo fitted into `box` as photomania makes its thumbnails.
    static func thumbnail(_ photo: DemoPhoto, box: (Int, Int)) throws -> RGBImage {
        try Thumbnailer.thumbnail(of: try jpeg(photo), fitting: box).image
    }

    /// Photos whose red and blue differ enough that swapping them is a different picture.
    static func colourfulPhotos(_ count: Int) throws -> [DemoPhoto] {
        var found: [DemoPhoto] = []
        for photo in catalog.photos where found.count < count {
            let small = try thumbnail(photo, box: (64, 64))
            if meanErrors(small, swappingRedAndBlue(small)).max()! > 4 * photoErrorBound { found.append(photo) }
        }
        try #require(found.count == count, "the demo catalog has \(count) colourful photos")
        return found
    }
}
