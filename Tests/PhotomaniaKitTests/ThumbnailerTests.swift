import Foundation
import PhotomaniaKit
import Testing

@Suite struct ThumbnailerTests {
    @Test(arguments: [
        ((4000, 3000), (160, 160), (160, 120)),
        ((3000, 4000), (160, 160), (120, 160)),
        ((1600, 900), (200, 100), (178, 100)),
        ((100, 50), (160, 160), (100, 50)),
        ((1000, 1), (160, 160), (160, 1)),
        ((1, 1000), (160, 160), (1, 160)),
        ((0, 10), (160, 160), (0, 0)),
    ])
    func fittedSizeKeepsAspectInsideTheBox(size: (Int, Int), box: (Int, Int), expected: (Int, Int)) {
        let fitted = Thumbnailer.fittedSize(of: size, in: box)
        #expect(fitted.width == expected.0 && fitted.height == expected.1)
    }

    @Test func smallestCoveringScaleIsChosen() {
        #expect(Thumbnailer.scaleDenominator(for: (243, 163), covering: (30, 20)) == 8)
        #expect(Thumbnailer.scaleDenominator(for: (243, 163), covering: (40, 27)) == 4)
        #expect(Thumbnailer.scaleDenominator(for: (243, 163), covering: (100, 67)) == 2)
        #expect(Thumbnailer.scaleDenominator(for: (243, 163), covering: (243, 163)) == 1)
    }

    @Test(arguments: [(30, 30), (40, 40), (100, 100)])
    func scaledThumbnailMatchesFullDecodeAveraged(box: (Int, Int)) throws {
        let data = try image("baseline.jpg")
        let thumbnail = try Thumbnailer.thumbnail(of: data, fitting: box)
        let fitted = Thumbnailer.fittedSize(of: (243, 163), in: box)
        #expect(thumbnail.image.width == fitted.width && thumbnail.image.height == fitted.height)
        let full = try JPEGDecoder.decode(data).image
        let reference = Thumbnailer.areaAverage(full, width: fitted.width, height: fitted.height)
        #expect(meanAbsoluteDifference(thumbnail.image, reference) <= 6)
    }

    @Test func smallImagesAreNotEnlarged() throws {
        let thumbnail = try Thumbnailer.thumbnail(of: image("gray.jpg"), fitting: (1000, 1000))
        #expect(thumbnail.image.width == 243 && thumbnail.image.height == 163)
    }

    @Test func warningsAndErrorsPassThrough() throws {
        #expect(try Thumbnailer.thumbnail(of: image("truncated.jpg"), fitting: (50, 50)).isTruncatedOrDamaged)
        let png = try Thumbnailer.thumbnail(of: image("png-as-jpeg.jpg"), fitting: (50, 50))
        #expect(png.image.width == 50 && png.image.height == 34, "a PNG under a .jpg name is read as the PNG it is")
        #expect(throws: ImageError.notJPEGOrPNG(firstBytes: [0xF9, 0x64, 0x34, 0x62])) {
            try Thumbnailer.thumbnail(of: image("garbage.jpg"), fitting: (50, 50))
        }
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, maxPixels: 50_000_000)) {
            try Thumbnailer.thumbnail(of: image("bomb.jpg"), fitting: (50, 50))
        }
    }
}
