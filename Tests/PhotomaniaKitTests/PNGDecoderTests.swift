import Foundation
import PhotomaniaKit
import Testing

/// The fixtures come from scripts/make-png-fixtures, which says what each pixel is.
private func png(_ name: String) throws -> Data {
    try Fixtures.data("images/png/" + name)
}

private func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> [UInt8] {
    let pixel = image.pixel(x: x, y: y)
    return [pixel.red, pixel.green, pixel.blue]
}

@Suite struct PNGDecoderTests {
    @Test func rgbReadsHeaderAndDecodes() throws {
        let data = try png("rgb8.png")
        #expect(try PNGDecoder.info(of: data) == PNGInfo(width: 16, height: 12, bitDepth: 8, colorType: .rgb, isInterlaced: false, hasTransparency: false))
        let decoded = try PNGDecoder.decode(data)
        #expect(decoded.image.width == 16 && decoded.image.height == 12)
        #expect(decoded.warnings == 0 && decoded.firstWarning == nil && !decoded.isTruncatedOrDamaged)
        #expect(rgb(decoded.image, 0, 0) == [255, 0, 0])
        #expect(rgb(decoded.image, 15, 0) == [0, 255, 0])
        #expect(rgb(decoded.image, 0, 11) == [0, 0, 255])
        #expect(rgb(decoded.image, 15, 11) == [255, 255, 0])
    }

    @Test func paletteWithTransparencyIsCompositedOverWhite() throws {
        let data = try png("palette-trns.png")
        #expect(try PNGDecoder.info(of: data) == PNGInfo(width: 9, height: 5, bitDepth: 4, colorType: .palette, isInterlaced: false, hasTransparency: true))
        let image = try PNGDecoder.decode(data).image
        #expect(image.width == 9 && image.height == 5)
        for y in 0..<5 {
            #expect(rgb(image, 3, y) == [255, 0, 0], "opaque red entry")
            #expect(rgb(image, 4, y) == [255, 255, 255], "fully transparent blue entry")
            #expect(rgb(image, 8, y) == [127, 127, 127], "black at alpha 128")
        }
    }

    @Test func grayscaleBecomesNeutralRGB() throws {
        let data = try png("gray8.png")
        #expect(try PNGDecoder.info(of: data).colorType == .grayscale)
        let image = try PNGDecoder.decode(data).image
        #expect(image.width == 16 && image.height == 4)
        for y in 0..<4 {
            for x in 0..<16 {
                let value = UInt8(x * 16 + y)
                #expect(rgb(image, x, y) == [value, value, value])
            }
        }
    }

    @Test func grayWithAlphaIsCompositedOverWhite() throws {
        let data = try png("gray-alpha.png")
        #expect(try PNGDecoder.info(of: data) == PNGInfo(width: 3, height: 2, bitDepth: 8, colorType: .grayscaleAlpha, isInterlaced: false, hasTransparency: true))
        let image = try PNGDecoder.decode(data).image
        #expect(rgb(image, 0, 1) == [0, 0, 0])
        #expect(rgb(image, 1, 1) == [255, 255, 255])
        #expect(rgb(image, 2, 1) == [177, 177, 177], "grey 100 at alpha 128: (100·128 + 255·127) / 255")
    }

    @Test func sixteenBitRGBAIsScaledAndComposited() throws {
        let data = try png("rgba16.png")
        #expect(try PNGDecoder.info(of: data) == PNGInfo(width: 3, height: 1, bitDepth: 16, colorType: .rgba, isInterlaced: false, hasTransparency: true))
        let image = try PNGDecoder.decode(data).image
        #expect(rgb(image, 0, 0) == [255, 127, 127], "red at alpha 0x8080")
        #expect(rgb(image, 1, 0) == [0, 128, 255], "opaque, 0x8080 scales to 128")
        #expect(rgb(image, 2, 0) == [255, 255, 255], "fully transparent")
    }

    @Test func adam7InterlacingIsUndone() throws {
        let data = try png("interlaced.png")
        #expect(try PNGDecoder.info(of: data).isInterlaced)
        let image = try PNGDecoder.decode(data).image
        #expect(image.width == 11 && image.height == 9)
        for y in 0..<9 {
            for x in 0..<11 {
                #expect(rgb(image, x, y) == [UInt8(x * 20), UInt8(y * 25), UInt8((x + y) * 10)], "pixel \(x), \(y)")
            }
        }
    }

    @Test func thumbnailerFitsAPNGIntoTheBox() throws {
        let thumbnail = try Thumbnailer.thumbnail(of: png("rgb8.png"), fitting: (8, 8))
        #expect(thumbnail.image.width == 8 && thumbnail.image.height == 6)
        #expect(rgb(thumbnail.image, 0, 0) == [255, 0, 0])
        #expect(rgb(thumbnail.image, 7, 0) == [0, 255, 0])
        #expect(rgb(thumbnail.image, 0, 5) == [0, 0, 255])
        #expect(rgb(thumbnail.image, 7, 5) == [255, 255, 0])

        let data = try png("interlaced.png")
        let box = (width: 5, height: 5)
        let fitted = Thumbnailer.fittedSize(of: (11, 9), in: box)
        let full = try PNGDecoder.decode(data).image
        #expect(try Thumbnailer.thumbnail(of: data, fitting: box).image == Thumbnailer.areaAverage(full, width: fitted.width, height: fitted.height))

        let small = try Thumbnailer.thumbnail(of: png("palette-trns.png"), fitting: (100, 100)).image
        #expect(small.width == 9 && small.height == 5, "never enlarged")
    }

    @Test func truncatedDataIsAnError() throws {
        let data = try png("truncated.png")
        #expect(try PNGDecoder.info(of: data).width == 40, "the header is whole")
        let error = #expect(throws: ImageError.self) { try PNGDecoder.decode(data) }
        #expect(error == .damagedPNG("the data ends early (truncated)"))
        #expect(error?.description == "The PNG is damaged: the data ends early (truncated).")
        #expect(throws: ImageError.damagedPNG("the data ends early (truncated)")) { try Thumbnailer.thumbnail(of: data, fitting: (10, 10)) }
    }

    @Test func badChecksumIsAnError() throws {
        #expect(throws: ImageError.damagedPNG("IDAT: CRC error")) { try PNGDecoder.decode(png("bad-crc.png")) }
    }

    @Test func aBadChecksumOnSkippedMetadataIsAWarning() throws {
        var bytes = [UInt8](try png("rgb8.png"))
        let afterHeader = 8 + 25
        bytes.insert(contentsOf: [0, 0, 0, 3] + Array("tEXtk\0v".utf8) + [1, 2, 3, 4], at: afterHeader)
        let decoded = try PNGDecoder.decode(Data(bytes))
        #expect(decoded.warnings == 1 && decoded.firstWarning == "tEXt: CRC error" && decoded.isTruncatedOrDamaged)
        #expect(rgb(decoded.image, 15, 11) == [255, 255, 0])
    }

    @Test func aHugeHeaderIsRefusedBeforeDecoding() throws {
        let data = try png("bomb.png")
        #expect(try PNGDecoder.info(of: data) == PNGInfo(width: 100_000, height: 100_000, bitDepth: 8, colorType: .rgb, isInterlaced: false, hasTransparency: false))
        let refusal = ImageError.tooLarge(width: 100_000, height: 100_000, maxPixels: 50_000_000)
        #expect(throws: refusal) { try PNGDecoder.decode(data) }
        #expect(throws: refusal) { try Thumbnailer.thumbnail(of: data, fitting: (50, 50)) }
        #expect(throws: ImageError.tooLarge(width: 16, height: 12, maxPixels: 191)) { try PNGDecoder.decode(png("rgb8.png"), maxPixels: 191) }
    }

    @Test func otherDataIsNamedForWhatItIs() throws {
        let jpeg = try Fixtures.data("images/baseline.jpg")
        let error = #expect(throws: ImageError.self) { try PNGDecoder.decode(jpeg) }
        #expect(error == .notPNG(firstBytes: Array(jpeg.prefix(8))))
        #expect(error?.description.hasSuffix("(a JPEG file).") == true)
        #expect(throws: ImageError.empty) { try PNGDecoder.decode(Data()) }
        #expect(throws: ImageError.empty) { try Thumbnailer.thumbnail(of: Data(), fitting: (10, 10)) }

        let gif = Data("GIF89a\u{1}\0".utf8)
        let unknown = #expect(throws: ImageError.self) { try Thumbnailer.thumbnail(of: gif, fitting: (10, 10)) }
        #expect(unknown == .notJPEGOrPNG(firstBytes: [0x47, 0x49, 0x46, 0x38]))
        #expect(unknown?.description == "This is neither a JPEG nor a PNG file: it starts with 0x47 0x49 0x46 0x38 (perhaps a GIF file).")

        let cutSignature = try png("rgb8.png").prefix(5)
        #expect(throws: ImageError.damagedPNG("the data ends early (truncated)")) { try PNGDecoder.decode(cutSignature) }
        let cut = #expect(throws: ImageError.self) { try Thumbnailer.thumbnail(of: cutSignature, fitting: (10, 10)) }
        #expect(cut?.description.hasSuffix("(a PNG file whose signature is damaged or cut short).") == true)
    }

    @Test func formatIsToldBySignature() throws {
        #expect(ImageFormat(sniffing: try png("rgb8.png")) == .png)
        #expect(ImageFormat(sniffing: try Fixtures.data("images/baseline.jpg")) == .jpeg)
        #expect(ImageFormat(sniffing: Data(PNGDecoder.signature.prefix(7))) == nil)
        #expect(ImageFormat(sniffing: Data()) == nil)
    }

    @Test(arguments: ["rgb8.png", "palette-trns.png", "gray-alpha.png", "rgba16.png", "interlaced.png", "bad-crc.png"])
    func everyPrefixDecodesOrThrows(name: String) throws {
        let data = try png(name)
        for length in 0..<data.count {
            do throws(ImageError) {
                let decoded = try PNGDecoder.decode(data.prefix(length))
                Issue.record("\(name) cut at \(length) decoded to \(decoded.image.width)×\(decoded.image.height)")
            } catch .empty {
                #expect(length == 0)
            } catch {
                #expect(error.description.hasPrefix("The PNG is damaged: "), "\(name) cut at \(length): \(error)")
            }
        }
    }
}
