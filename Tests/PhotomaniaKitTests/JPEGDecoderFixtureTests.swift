import Foundation
import PhotomaniaKit
import Testing

/// Mean absolute difference per channel between two images of the same size.
func meanAbsoluteDifference(_ a: RGBImage, _ b: RGBImage) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    return Double(total) / Double(max(1, a.pixels.count))
}

func image(_ name: String) throws -> Data {
    try Fixtures.data("images/" + name)
}

@Suite struct JPEGDecoderFixtureTests {
    @Test func baselineReadsHeaderAndDecodes() throws {
        let data = try image("baseline.jpg")
        let info = try JPEGDecoder.info(of: data)
        #expect(info == JPEGInfo(width: 243, height: 163, components: 3, colorSpace: .yCbCr, isProgressive: false))
        let decoded = try JPEGDecoder.decode(data)
        #expect(decoded.image.width == 243 && decoded.image.height == 163)
        #expect(decoded.warnings == 0 && !decoded.isTruncatedOrDamaged && decoded.firstWarning == nil)
    }

    @Test func progressiveMatchesBaseline() throws {
        let data = try image("progressive.jpg")
        #expect(try JPEGDecoder.info(of: data).isProgressive)
        let progressive = try JPEGDecoder.decode(data)
        let baseline = try JPEGDecoder.decode(image("baseline.jpg"))
        #expect(progressive.warnings == 0)
        #expect(meanAbsoluteDifference(progressive.image, baseline.image) <= 2)
    }

    @Test func grayscaleBecomesNeutralRGB() throws {
        let data = try image("gray.jpg")
        #expect(try JPEGDecoder.info(of: data).colorSpace == .grayscale)
        let decoded = try JPEGDecoder.decode(data)
        #expect(decoded.image.width == 243 && decoded.image.height == 163)
        let neutral = (0..<decoded.image.height).allSatisfy { y in
            (0..<decoded.image.width).allSatisfy { x in
                let pixel = decoded.image.pixel(x: x, y: y)
                return pixel.red == pixel.green && pixel.green == pixel.blue
            }
        }
        #expect(neutral)
    }

    @Test(arguments: [("cmyk.jpg", JPEGColorSpace.cmyk), ("ycck.jpg", .ycck)])
    func adobeCMYKComesOutLikeTheRGBOriginal(name: String, space: JPEGColorSpace) throws {
        let data = try image(name)
        let info = try JPEGDecoder.info(of: data)
        #expect(info.components == 4 && info.colorSpace == space)
        let cmyk = try JPEGDecoder.decode(data)
        let baseline = try JPEGDecoder.decode(image("baseline.jpg"))
        #expect(meanAbsoluteDifference(cmyk.image, baseline.image) <= 6)
    }

    @Test func truncatedDecodesButIsFlagged() throws {
        let decoded = try JPEGDecoder.decode(image("truncated.jpg"))
        #expect(decoded.image.width == 243 && decoded.image.height == 163)
        #expect(decoded.warnings > 0 && decoded.isTruncatedOrDamaged)
        #expect(decoded.firstWarning == "Premature end of JPEG file")
    }

    @Test func garbageIsNotAJPEG() throws {
        let data = try image("garbage.jpg")
        #expect(throws: ImageError.notJPEG(firstBytes: Array(data.prefix(2)))) { try JPEGDecoder.decode(data) }
        #expect(throws: ImageError.notJPEG(firstBytes: Array(data.prefix(2)))) { try JPEGDecoder.info(of: data) }
    }

    @Test func pngLabelledJPEGSaysWhatItIs() throws {
        let error = #expect(throws: ImageError.self) { try JPEGDecoder.decode(image("png-as-jpeg.jpg")) }
        #expect(error == .notJPEG(firstBytes: [0x89, 0x50]))
        #expect(error?.description == "This is not a JPEG file: it starts with 0x89 0x50 (a PNG file).")
    }

    @Test func dimensionBombFailsOnTheHeaderSize() throws {
        let data = try image("bomb.jpg")
        let info = try JPEGDecoder.info(of: data)
        #expect(info.width == 60000 && info.height == 60000)
        let error = #expect(throws: ImageError.self) { try JPEGDecoder.decode(data) }
        #expect(error == .tooLarge(width: 60000, height: 60000, maxPixels: 50_000_000))
        #expect(error?.description == "The image is 60000 × 60000 pixels, over the limit of 50 megapixels.")
    }

    @Test func missingScanIsNoImageData() throws {
        let error = #expect(throws: ImageError.self) { try JPEGDecoder.decode(image("no-sos.jpg")) }
        #expect(error == .noImageData)
        #expect(error?.description == "The JPEG has no image data (missing SOS marker).")
    }

    @Test func emptyDataIsEmpty() {
        #expect(throws: ImageError.empty) { try JPEGDecoder.decode(Data()) }
        #expect(ImageError.empty.description == "The file is empty.")
    }

    @Test func pixelLimitIsTheCallers() throws {
        let data = try image("baseline.jpg")
        #expect(throws: ImageError.tooLarge(width: 243, height: 163, maxPixels: 39_000)) {
            try JPEGDecoder.decode(data, scaleDenominator: 8, maxPixels: 39_000)
        }
        #expect(ImageError.tooLarge(width: 1, height: 2, maxPixels: 1_500_000).description.hasSuffix("1.5 megapixels."))
    }
}
