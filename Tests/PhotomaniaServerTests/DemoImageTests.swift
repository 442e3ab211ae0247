import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoImageTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    @Test func everySizeHasItsDocumentedDimensions() throws {
        // A small 960×640 original keeps this test fast in debug builds; uncropped sizes
        // larger than the original are not enlarged.
        let expected: [DemoImageSize: (Int, Int)] = [
            .square70: (70, 70), .square140: (140, 140), .square280: (280, 280), .square100: (100, 100),
            .square200: (200, 200), .square440: (440, 440), .square600: (600, 600),
            .longest900: (900, 600), .longest1170: (960, 640), .longest256: (256, 171), .longest1080: (960, 640),
            .longest1600: (960, 640), .longest2048: (960, 640),
            .height1080: (960, 640), .height300: (450, 300), .height600: (900, 600), .height450: (675, 450),
        ]
        #expect(expected.count == DemoImageSize.allCases.count)
        for size in DemoImageSize.allCases {
            let jpeg = try DemoImageRenderer.jpeg(
                seed: 42, category: .landscapes, originalWidth: 960, originalHeight: 640, size: size, progressive: false
            )
            let (width, height) = try #require(expected[size])
            #expect(F.jpegInfo(jpeg) == .init(width: width, height: height, progressive: false), "size \(size.rawValue)")
            #expect(F.endsWithEOI(jpeg))
        }
    }

    @Test func largeOriginalsScaleDownPerSize() {
        let landscape = [DemoImageSize.longest2048: (2048, 1365), .longest1600: (1600, 1066), .longest1080: (1080, 720),
                         .longest1170: (1170, 780), .longest900: (900, 600), .longest256: (256, 171),
                         .height1080: (1620, 1080), .height450: (675, 450), .square600: (600, 600)]
        for (size, dimensions) in landscape {
            let got = size.pixelSize(originalWidth: 2048, originalHeight: 1365)
            #expect(got.width == dimensions.0 && got.height == dimensions.1, "size \(size.rawValue)")
        }
        let portrait = DemoImageSize.longest900.pixelSize(originalWidth: 4000, originalHeight: 6000)
        #expect(portrait.width == 600 && portrait.height == 900)
        let panorama = DemoImageSize.height1080.pixelSize(originalWidth: 6000, originalHeight: 2000)
        #expect(panorama.width == 3240 && panorama.height == 1080)
    }

    @Test func handlerServesCatalogPhotosWithValidators() throws {
        let shapes = [catalog.photos.first { $0.width > $0.height }, catalog.photos.first { $0.height > $0.width },
                      catalog.photos.first { $0.width >= 3 * $0.height }].compactMap { $0 }
        #expect(shapes.count == 3)
        for photo in shapes {
            for size in [DemoImageSize.square70, .longest256, .height300] {
                let response = F.get("/images/\(photo.id)/\(size.rawValue).jpg")
                #expect(response.status == 200)
                #expect(response.headers["Content-Type"] == "image/jpeg")
                let etag = try #require(response.headers["ETag"])
                #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count > 8)
                let lastModified = try #require(response.headers["Last-Modified"])
                #expect(lastModified.hasSuffix(" GMT") && lastModified.count == 29)
                let expected = size.pixelSize(originalWidth: photo.width, originalHeight: photo.height)
                #expect(F.jpegInfo(response.body) == .init(width: expected.width, height: expected.height, progressive: photo.progressive))
                #expect(F.endsWithEOI(response.body))
            }
        }
    }

    @Test func photosLookDifferentAndRepeatExactly() throws {
        let bodies = catalog.photos.prefix(12).map { F.get("/images/\($0.id)/1.jpg").body }
        #expect(Set(bodies).count == 12)
        let etags = catalog.photos.prefix(12).compactMap { F.get("/images/\($0.id)/1.jpg").headers["ETag"] }
        #expect(Set(etags).count == 12)
        #expect(F.get("/images/\(catalog.photos[0].id)/2.jpg").headers["ETag"] != etags[0])

        let photo = catalog.photos[1]
        let fresh = DemoAPI(catalog: DemoCatalog(seed: 500, photoCount: 240, referenceDate: .distantPast))
        let mine = F.get("/images/\(photo.id)/3.jpg")
        let theirs = F.get("/images/\(photo.id)/3.jpg", api: fresh)
        #expect(mine.body == theirs.body)
        #expect(mine.headers["ETag"] == theirs.headers["ETag"])
        #expect(mine.headers["Last-Modified"] == theirs.headers["Last-Modified"])
        let otherSeed = DemoAPI(catalog: DemoCatalog(seed: 9, photoCount: 240, referenceDate: F.referenceDate))
        let other = F.get("/images/\(otherSeed.catalog.photos[1].id)/3.jpg", api: otherSeed)
        #expect(other.status == 200)
        #expect(other.headers["ETag"] != mine.headers["ETag"])
        #expect(other.body != mine.body)
    }

    @Test func someImagesAreProgressive() throws {
        let progressive = try #require(catalog.photos.first { $0.progressive })
        let baseline = try #require(catalog.photos.first { !$0.progressive })
        #expect(F.jpegInfo(F.get("/images/\(progressive.id)/2.jpg").body)?.progressive == true)
        #expect(F.jpegInfo(F.get("/images/\(baseline.id)/2.jpg").body)?.progressive == false)
    }

    @Test func contentDispositionOnEverySeventhPhoto() throws {
        var plain = 0
        var unicode = 0
        for (index, photo) in catalog.photos.enumerated() where index < 100 {
            let disposition = F.get("/images/\(photo.id)/1.jpg").headers["Content-Disposition"]
            guard index % 7 == 3 else {
                #expect(disposition == nil)
                continue
            }
            let value = try #require(disposition)
            #expect(value.hasPrefix("attachment; filename=\"\(photo.slug).jpg\""))
            if value.contains("filename*=UTF-8''") {
                unicode += 1
                #expect(value.hasSuffix(DemoImageStore.percentEncoded(photo.name + ".jpg")))
                #expect(!value.unicodeScalars.contains { !$0.isASCII })
            } else {
                plain += 1
            }
        }
        #expect(plain > unicode)
        #expect(unicode >= 1)
        #expect(DemoImageStore.percentEncoded("東京 a.jpg") == "%E6%9D%B1%E4%BA%AC%20a.jpg")
    }

    @Test func conditionalRequestsAndHead() {
        let path = "/images/\(catalog.photos[2].id)/2.jpg"
        let full = F.get(path)
        let etag = full.headers["ETag"] ?? ""
        let notModified = F.api.respond(to: F.request(path, headers: [("If-None-Match", etag)]))
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["ETag"] == etag)
        #expect(F.api.respond(to: F.request(path, headers: [("If-None-Match", "\"other\"")])).status == 200)
        let head = F.api.respond(to: F.request(path, method: "HEAD"))
        #expect(head.status == 200)
        #expect(head.headers["ETag"] == etag)
    }

    @Test func repeatedRequestsComeFromTheCache() {
        let api = DemoAPI(catalog: catalog, configuration: .init(imageCacheBytes: 8 << 20))
        let path = "/images/\(catalog.photos[5].id)/3.jpg"
        let first = F.get(path, api: api)
        let before = api.images.cache.statistics
        let second = F.get(path, api: api)
        #expect(first.body == second.body)
        #expect(api.images.cache.statistics.hits == before.hits + 1)
        #expect(api.images.cache.statistics.bytes == first.body.count)
    }

    @Test func exportWritesTheImageTree() throws {
        let small = DemoCatalog(seed: 3, photoCount: 3, referenceDate: F.referenceDate)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pm-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try DemoImageExport.write(small, sizes: [.square70, .longest256], to: directory)
        #expect(written == 6)
        let api = DemoAPI(catalog: small)
        for id in small.photoIDs {
            for size in [1, 30] {
                let file = try Data(contentsOf: directory.appendingPathComponent("\(id)/\(size).jpg"))
                #expect(file == F.get("/images/\(id)/\(size).jpg", api: api).body)
            }
        }
    }
}
