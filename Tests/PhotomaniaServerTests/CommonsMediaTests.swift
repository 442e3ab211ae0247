import Foundation
import Testing
@testable import PhotomaniaServer

/// The files that are not JPEG photos: one of each kind Commons hosts, with their types, bytes,
/// thumbnails (or none, for sound), their category, and search by `filetype:`/`filemime:`.
@Suite struct CommonsMediaTests {
    let calls = CommonsCalls.standard
    var media: [CommonsFile] { calls.index.files.filter { $0.media != nil } }

    /// Extension, mime, mediatype, thumbmime and the first bytes of the original.
    static let kinds: [(ext: String, mime: String, type: String, thumb: String?, magic: [UInt8])] = [
        ("png", "image/png", "BITMAP", "image/png", PNGEncoder.signature), ("gif", "image/gif", "BITMAP", "image/gif", Array("GIF89a".utf8)),
        ("tif", "image/tiff", "BITMAP", "image/jpeg", [0x49, 0x49, 42, 0]), ("svg", "image/svg+xml", "DRAWING", "image/png", Array("<?xml".utf8)),
        ("pdf", "application/pdf", "OFFICE", "image/jpeg", Array("%PDF-".utf8)), ("webm", "video/webm", "VIDEO", "image/jpeg", [0x1A, 0x45, 0xDF, 0xA3]),
        ("ogg", "audio/ogg", "AUDIO", nil, Array("OggS".utf8)),
    ]

    /// The media files' imageinfo by page id, thumbnails asked `width` wide.
    private func infos(width: Int, properties: String = "timestamp|user|size|url|sha1|mime|thumbmime|mediatype") throws -> [Int: [String: Any]] {
        let ids = media.map { String($0.pageID) }.joined(separator: "|")
        let answer = try calls.query([("pageids", ids), ("prop", "imageinfo"), ("iiprop", properties), ("iiurlwidth", String(width))])
        return Dictionary(uniqueKeysWithValues: CommonsCalls.pages(answer).compactMap { page in
            CommonsCalls.imageInfo(page).flatMap { info in (page["pageid"] as? Int).map { ($0, info) } }
        })
    }

    private func get(_ url: Any?) throws -> HTTPResponse {
        let text = try #require(url as? String)
        #expect(text.hasPrefix("http://demo.test/wikipedia/commons/"))
        return calls.get(try #require(String(text.dropFirst("http://demo.test".count)).removingPercentEncoding))
    }

    private static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: PNGEncoder.signature), bytes.count > 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func sevenKindsEachWithItsTypesOnPageIDsOfTheirOwn() throws {
        #expect(media.map(\.pageID) == Array(200_000_001...200_000_007))
        #expect(media.map { String($0.name.split(separator: ".").last ?? "") } == Self.kinds.map(\.ext))
        let infos = try infos(width: 250)
        for (file, kind) in zip(media, Self.kinds) {
            let info = try #require(infos[file.pageID], "\(file.name)")
            #expect(info["mime"] as? String == kind.mime && info["mediatype"] as? String == kind.type, "\(file.name)")
            #expect(info["thumbmime"] as? String == kind.thumb, "\(file.name)")
            #expect(info["timestamp"] as? String == CommonsTime.iso(file.uploadedAt) && info["user"] as? String == file.uploader)
        }
        #expect(Set(calls.index.files.map(\.pageID)).count == calls.index.files.count)
    }

    @Test func eachOriginalIsServedWithItsTypeSizeAndSHA1() throws {
        let infos = try infos(width: 250)
        for (file, kind) in zip(media, Self.kinds) {
            let info = try #require(infos[file.pageID])
            #expect((info["url"] as? String)?.hasSuffix("/" + file.hashPath + "/" + CommonsTitle.uploadEncoded(file.dbKey)) == true)
            let response = try get(info["url"])
            #expect(response.status == 200 && response.headers["Content-Type"] == kind.mime, "\(file.name)")
            #expect(response.body.count == info["size"] as? Int && CommonsDigest.sha1Hex(response.body) == info["sha1"] as? String, "\(file.name)")
            #expect(response.body.starts(with: kind.magic), "\(file.name)")
            let etag = try #require(response.headers["ETag"])
            let again = calls.get(try #require(String((info["url"] as? String ?? "").dropFirst("http://demo.test".count)).removingPercentEncoding),
                                  headers: [("If-None-Match", etag)])
            #expect(again.status == 304)
        }
    }

    @Test func sizesPagesAndDurations() throws {
        let infos = try infos(width: 250)
        func info(_ ext: String) throws -> [String: Any] { try #require(media.first { $0.name.hasSuffix("." + ext) }.flatMap { infos[$0.pageID] }) }
        #expect(try info("pdf")["pagecount"] as? Int == 1 && info("tif")["pagecount"] as? Int == 1 && info("png")["pagecount"] == nil)
        #expect(try info("webm")["duration"] as? Double == 12.48 && info("ogg")["duration"] as? Double == 4.8)
        #expect(try info("ogg")["width"] as? Int == 0 && info("ogg")["height"] as? Int == 0)
        #expect(try info("svg")["width"] as? Int == 512 && info("pdf")["width"] as? Int == 576)
        #expect(try max(info("png")["width"] as? Int ?? 0, info("png")["height"] as? Int ?? 0) == 480)
        let png = try #require(media.first { $0.format == .png })
        let bytes = try get(try info("png")["url"]).body
        #expect(Self.pngSize(bytes)?.width == png.originalSize.width && Self.pngSize(bytes)?.height == png.originalSize.height)
    }

    @Test func thumbnailsComeInTheirKindsFormatAtTheWidthAsked() throws {
        let infos = try infos(width: 250)
        let patterns = ["tif": "/lossy-page1-250px-%@.jpg", "svg": "/250px-%@.png", "pdf": "/page1-250px-%@.jpg", "webm": "/250px--%@.jpg"]
        for (file, kind) in zip(media, Self.kinds) {
            let info = try #require(infos[file.pageID])
            guard let thumbnailMime = kind.thumb else {
                #expect(info["thumburl"] == nil && info["thumbwidth"] == nil && info["thumbheight"] == nil && info["thumbmime"] == nil)
                continue
            }
            let url = try #require(info["thumburl"] as? String)
            if let pattern = patterns[kind.ext] {
                #expect(url.hasSuffix(pattern.replacingOccurrences(of: "%@", with: CommonsTitle.uploadEncoded(file.dbKey))), "\(url)")
            }
            if kind.ext == "gif" {
                #expect(url == info["url"] as? String && info["thumbwidth"] as? Int == file.originalSize.width, "asked wider than the original")
                continue
            }
            #expect(info["thumbwidth"] as? Int == 250)
            let response = try get(url)
            #expect(response.status == 200 && response.headers["Content-Type"] == thumbnailMime, "\(url)")
            if thumbnailMime == "image/png" {
                #expect(Self.pngSize(response.body)?.width == 250 && Self.pngSize(response.body)?.height == info["thumbheight"] as? Int, "\(url)")
            } else {
                #expect(DemoFixture.jpegInfo(response.body)?.width == 250, "\(url)")
            }
        }
        let gif = try #require(media.first { $0.format == .gif })
        let small = try #require(try self.infos(width: 60)[gif.pageID])
        #expect((small["thumburl"] as? String)?.hasSuffix("/60px-" + CommonsTitle.uploadEncoded(gif.dbKey)) == true)
        let response = try get(small["thumburl"])
        #expect(response.headers["Content-Type"] == "image/gif" && response.body.starts(with: Array("GIF89a".utf8)))
        #expect(Int(response.body[6]) | Int(response.body[7]) << 8 == 60)
        let ogg = try #require(media.first { $0.format == .ogg })
        #expect(calls.get("/wikipedia/commons/thumb/" + ogg.hashPath + "/" + ogg.dbKey + "/120px-" + ogg.dbKey).status == 404)
    }

    @Test func drawingsAndPagesScaleUpWhileVideoAndScansStopAtTheirWidth() throws {
        let infos = try infos(width: 1280, properties: "url|size")
        func file(_ format: CommonsFormat) throws -> (file: CommonsFile, info: [String: Any]) {
            let file = try #require(media.first { $0.format == format })
            return (file, try #require(infos[file.pageID]))
        }
        let svg = try file(.svg)
        #expect(svg.info["thumbwidth"] as? Int == 1280 && (svg.info["thumburl"] as? String)?.contains("/1280px-") == true)
        let drawn = try get(svg.info["thumburl"]).body
        #expect(Self.pngSize(drawn)?.width == 1280)
        #expect(try file(.pdf).info["thumbwidth"] as? Int == 1280)
        let tiff = try file(.tiff)
        let tiffWidth = tiff.file.originalSize.width
        let step = try #require(CommonsImageInfo.thumbnailSteps.first { $0 >= tiffWidth })
        #expect(tiffWidth <= 400 && tiff.info["thumbwidth"] as? Int == tiffWidth)
        #expect((tiff.info["thumburl"] as? String)?.contains("/lossy-page1-\(step)px-") == true)
        #expect(DemoFixture.jpegInfo(try get(tiff.info["thumburl"]).body)?.width == tiffWidth)
        let webm = try file(.webm)
        #expect(webm.info["thumbwidth"] as? Int == webm.file.originalSize.width && webm.file.originalSize.width <= 640)
        let png = try file(.png)
        #expect(png.info["thumburl"] as? String == png.info["url"] as? String)
    }

    @Test func extmetadataCarriesTheFieldsThePhotosHave() throws {
        let infos = try infos(width: 250, properties: "extmetadata|commonmetadata")
        for file in media {
            let info = try #require(infos[file.pageID])
            let fields = try #require(info["extmetadata"] as? [String: Any])
            func value(_ key: String) -> String? { (fields[key] as? [String: Any])?["value"] as? String }
            #expect(value("ObjectName") == String(file.name.split(separator: ".").dropLast().joined(separator: ".")))
            #expect(value("Artist")?.contains(file.uploader) == true && value("LicenseShortName")?.isEmpty == false)
            #expect((value("LicenseUrl") == nil) == (value("LicenseShortName") == "Public domain"))
            #expect(value("ImageDescription")?.isEmpty == false && value("DateTimeOriginal")?.count == 19)
            #expect(value("Categories") == "Photomania demo media" && value("Assessments") == "")
            #expect((info["commonmetadata"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func theirCategoryIsASubcategoryOfTheDemoWithItsCount() throws {
        let answer = try calls.query([("prop", "categoryinfo"), ("titles", "Category:Photomania demo media")])
        let info = try #require(CommonsCalls.pages(answer).first?["categoryinfo"] as? [String: Any])
        #expect(info["files"] as? Int == 7 && info["subcats"] as? Int == 0 && info["size"] as? Int == 7)
        let subcategories = try calls.query([("generator", "categorymembers"), ("gcmtitle", "Category:Photomania demo"), ("gcmtype", "subcat"),
                                             ("gcmlimit", "max"), ("prop", "categoryinfo")])
        let listed = try #require(CommonsCalls.pages(subcategories).first { $0["title"] as? String == "Category:Photomania demo media" })
        #expect((listed["categoryinfo"] as? [String: Any])?["files"] as? Int == 7)
        let members = try calls.walk([("list", "categorymembers"), ("cmtitle", "Category:Photomania demo media"), ("cmlimit", "3")]).flatMap(CommonsCalls.members)
        #expect(members.compactMap { $0["pageid"] as? Int }.sorted() == media.map(\.pageID))
        let ids = Set(media.map(\.pageID))
        for category in ["Photomania demo", "Featured pictures on Wikimedia Commons", "Quality images", "Valued images"] {
            let all = try calls.walk([("list", "categorymembers"), ("cmtitle", "Category:" + category), ("cmlimit", "max")]).flatMap(CommonsCalls.members)
            #expect(!all.isEmpty && all.allSatisfy { !ids.contains($0["pageid"] as? Int ?? 0) }, "\(category)")
        }
    }

    @Test func allImagesAndTitlesFindThem() throws {
        let byName = try calls.walk([("generator", "allimages"), ("gailimit", "max")]).flatMap(CommonsCalls.pages)
        #expect(Set(media.map(\.pageID)).isSubset(of: byName.compactMap { $0["pageid"] as? Int }))
        let file = try #require(media.first { $0.format == .svg })
        let user = try #require(calls.api.catalog.user(id: file.uploaderID))
        let uploads = try calls.walk([("generator", "allimages"), ("gaisort", "timestamp"), ("gaidir", "older"), ("gaiuser", user.username),
                                      ("gailimit", "max")]).flatMap(CommonsCalls.pages)
        #expect(uploads.contains { $0["pageid"] as? Int == file.pageID })
        let titled = try calls.query([("titles", "File:Photomania_demo_mosaic.svg|File:Photomania demo silence.ogg"), ("redirects", "1")] + CommonsCalls.details)
        let pages = CommonsCalls.pages(titled)
        #expect(pages.count == 2 && pages.allSatisfy { CommonsCalls.imageInfo($0)?["sha1"] is String })
        #expect(CommonsCalls.imageInfo(pages[0])?["mediatype"] as? String == "DRAWING")
    }

    @Test func searchKeepsTheFileTypesAskedFor() throws {
        func hits(_ keywords: String) throws -> Set<String> {
            let pages = try calls.walk([("generator", "search"), ("gsrsearch", "photomania " + keywords), ("gsrnamespace", "6"), ("gsrlimit", "50")])
                .flatMap(CommonsCalls.pages)
            return Set(pages.compactMap { ($0["title"] as? String)?.split(separator: ".").last.map(String.init) })
        }
        #expect(try hits("") == ["png", "gif", "tif", "svg", "pdf", "webm", "ogg"])
        #expect(try hits("filetype:bitmap") == ["png", "gif", "tif"])
        #expect(try hits("filetype:drawing") == ["svg"] && hits("filetype:bitmap|drawing") == ["png", "gif", "tif", "svg"])
        #expect(try hits("filetype:video") == ["webm"] && hits("filetype:audio") == ["ogg"] && hits("filetype:office") == ["pdf"])
        #expect(try hits("filetype:multimedia").isEmpty && hits("filetype:BITMAP filetype:drawing").isEmpty)
        #expect(try hits("filemime:image/svg+xml") == ["svg"] && hits("filemime:\"audio/ogg\"|video/webm") == ["ogg", "webm"])
        #expect(try hits("-filetype:bitmap") == ["svg", "pdf", "webm", "ogg"] && hits("filetype:bitmap -filemime:image/gif") == ["png", "tif"])
        let bitmaps = try calls.walk([("generator", "search"), ("gsrsearch", "filetype:bitmap"), ("gsrnamespace", "6"), ("gsrlimit", "max")])
            .flatMap(CommonsCalls.pages)
        #expect(bitmaps.count == calls.index.files.count { $0.format.mediaType == "BITMAP" })
        #expect(try calls.walk([("generator", "search"), ("gsrsearch", "filetype:drawing|office"), ("gsrnamespace", "6")]).flatMap(CommonsCalls.pages).count == 2)
    }
}
