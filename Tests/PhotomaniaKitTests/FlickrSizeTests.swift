import Foundation
import Testing
@testable import PhotomaniaKit

/// Flickr's size letters (contract §5.3), the static URLs built from them (§6), the choice of
/// the image to fetch, and the license table (§10).
@Suite("Flickr: sizes, static URLs, the image to fetch, licenses")
struct FlickrSizeTests {
    @Test("the size table: letters, file suffixes, longest edges, own secrets, labels")
    func table() {
        let rows = FlickrSize.allCases.map { "\($0.letter) \($0.fileSuffix.isEmpty ? "-" : $0.fileSuffix) \($0.longestEdge.map(String.init) ?? "o") \($0.hasOwnSecret ? "own" : "shared") \($0.label)" }
        #expect(rows == [
            "sq _s 75 shared Square", "q _q 150 shared Large Square", "t _t 100 shared Thumbnail", "s _m 240 shared Small",
            "n _n 320 shared Small 320", "w _w 400 shared Small 400", "m - 500 shared Medium", "z _z 640 shared Medium 640",
            "c _c 800 shared Medium 800", "l _b 1024 shared Large", "h _h 1600 own Large 1600", "k _k 2048 own Large 2048",
            "3k _3k 3072 own X-Large 3K", "4k _4k 4096 own X-Large 4K", "5k _5k 5120 own X-Large 5K", "6k _6k 6144 own X-Large 6K",
            "o _o o own Original",
        ])
        #expect(FlickrSize(named: "3K") == .x3k && FlickrSize(named: "large 2048") == .k && FlickrSize(named: "O") == .o && FlickrSize(named: "f") == nil)
        #expect(FlickrSize.ascending.count == FlickrSize.allCases.count && Set(FlickrSize.ascending) == Set(FlickrSize.allCases))
    }

    @Test("static URLs: shared-secret sizes are built, the others need their own secret")
    func staticURLs() {
        #expect(FlickrStaticURL.image(id: "53987654321", server: "65535", secret: "a1b2c3d4e5", size: .sq) == "https://live.staticflickr.com/65535/53987654321_a1b2c3d4e5_s.jpg")
        #expect(FlickrStaticURL.image(id: "53987654321", server: "65535", secret: "a1b2c3d4e5", size: .m) == "https://live.staticflickr.com/65535/53987654321_a1b2c3d4e5.jpg")
        #expect(FlickrStaticURL.image(id: "53987654321", server: "65535", secret: "a1b2c3d4e5", size: .l, origin: "http://127.0.0.1:8500") == "http://127.0.0.1:8500/65535/53987654321_a1b2c3d4e5_b.jpg")
        for size in [FlickrSize.h, .k, .x3k, .x4k, .x5k, .x6k, .o] {
            #expect(FlickrStaticURL.image(id: "1", server: "2", secret: "3", size: size) == nil)
        }
        #expect(FlickrStaticURL.original(id: "53987654321", server: "65535", originalSecret: "0f9e8d7c6b", format: "png") == "https://live.staticflickr.com/65535/53987654321_0f9e8d7c6b_o.png")
    }

    @Test("buddy icons: on a farm when iconserver > 0, else the default")
    func buddyIcons() {
        #expect(FlickrStaticURL.buddyIcon(nsid: "12037949754@N01", iconServer: "7", iconFarm: 1) == "https://farm1.staticflickr.com/7/buddyicons/12037949754@N01.jpg")
        #expect(FlickrStaticURL.buddyIcon(nsid: "12037949754@N01", iconServer: "0", iconFarm: 0) == "https://www.flickr.com/images/buddyicon.gif")
        #expect(FlickrStaticURL.buddyIcon(nsid: "12037949754@N01", iconServer: nil, iconFarm: nil) == "https://www.flickr.com/images/buddyicon.gif")
        #expect(FlickrStaticURL.buddyIcon(nsid: "1@N01", iconServer: "4242", iconFarm: 3, origin: "http://127.0.0.1:9", web: "http://127.0.0.1:9") == "http://127.0.0.1:9/4242/buddyicons/1@N01.jpg")
    }

    @Test("the photo page: the path alias, else the NSID")
    func photoPage() {
        #expect(FlickrStaticURL.photoPage(id: "53987654321", owner: "98765432@N05", pathAlias: "examplewalker") == "https://www.flickr.com/photos/examplewalker/53987654321/")
        #expect(FlickrStaticURL.photoPage(id: "53987654321", owner: "98765432@N05") == "https://www.flickr.com/photos/98765432@N05/53987654321/")
    }

    private func image(_ size: FlickrSize, _ width: Int? = nil, _ height: Int? = nil) -> FlickrImage {
        FlickrImage(size: size, url: "https://live.staticflickr.com/1/5_x\(size.fileSuffix).jpg", width: width, height: height)
    }

    @Test("largest allowed: the original when listed and allowed, else the largest size")
    func largestAllowed() {
        let images = [image(.o, 6000, 4000), image(.sq, 75, 75), image(.k, 2048, 1365), image(.l, 1024, 683)]
        #expect(FlickrSizeRequest.largestAllowed.choose(from: images, canDownload: true)?.size == .o)
        #expect(FlickrSizeRequest.largestAllowed.choose(from: images, canDownload: nil)?.size == .o)
        #expect(FlickrSizeRequest.largestAllowed.choose(from: images, canDownload: false)?.size == .k)
        #expect(FlickrSizeRequest.largestAllowed.choose(from: [image(.sq), image(.l)], canDownload: true)?.size == .l)
        #expect(FlickrSizeRequest.largestAllowed.choose(from: [], canDownload: true) == nil)
        // A small original (640 px) is still the largest: it is what was uploaded.
        #expect(FlickrSizeRequest.largestAllowed.choose(from: [image(.o, 640, 480), image(.z, 640, 480), image(.m, 500, 375)], canDownload: true)?.size == .o)
    }

    @Test("a letter: that size, else the largest below it, else the smallest")
    func aLetter() {
        let images = [image(.sq), image(.q), image(.m), image(.l), image(.o, 4000, 3000)]
        #expect(FlickrSizeRequest.size(.m).choose(from: images, canDownload: true)?.size == .m)
        #expect(FlickrSizeRequest.size(.k).choose(from: images, canDownload: true)?.size == .l)
        #expect(FlickrSizeRequest.size(.o).choose(from: images, canDownload: false)?.size == .l)
        #expect(FlickrSizeRequest.size(.t).choose(from: [image(.m), image(.l)], canDownload: true)?.size == .m)
    }

    @Test("a longest edge: the smallest at least that large (no square), else the largest")
    func anEdge() {
        let images = [image(.sq, 75, 75), image(.q, 150, 150), image(.m, 500, 333), image(.k, 2048, 1365), image(.o, 6000, 4000)]
        #expect(FlickrSizeRequest.longestEdge(120).choose(from: images, canDownload: true)?.size == .m)
        #expect(FlickrSizeRequest.longestEdge(1600).choose(from: images, canDownload: true)?.size == .k)
        #expect(FlickrSizeRequest.longestEdge(9000).choose(from: images, canDownload: true)?.size == .o)
        #expect(FlickrSizeRequest.longestEdge(9000).choose(from: images, canDownload: false)?.size == .k)
    }

    @Test("the license table: 0–16 with their 2025 names and URLs")
    func licenses() {
        #expect(FlickrLicense.known.keys.sorted() == Array(0...16))
        #expect(FlickrLicense.name(of: 4) == "CC BY 2.0" && FlickrLicense.known[4]?.url == "https://creativecommons.org/licenses/by/2.0/")
        #expect(FlickrLicense.name(of: 0) == "All Rights Reserved" && FlickrLicense.name(of: 9) == "Public Domain Dedication (CC0)")
        #expect(FlickrLicense.name(of: 16) == "CC BY-NC-ND 4.0" && FlickrLicense.name(of: 99) == "license 99")
    }

    @Test("licenses.getInfo refreshes the table; what the server says wins")
    func licensesAnswered() throws {
        let body = #"{"licenses": {"license": [{"id": 4, "name": "Attribution License", "url": "https://creativecommons.org/licenses/by/2.0/"}, {"id": 0, "name": "All Rights Reserved", "url": ""}, {"id": 17, "name": "New\nLicense", "url": "javascript:x"}]}, "stat": "ok"}"#
        let list = try FlickrMethod.licenses.decode(FlickrLicenseList.self, from: Data(body.utf8))
        #expect(list.licenses.map(\.id) == [4, 0, 17] && list.licenses[1].url == nil && list.licenses[2].url == nil)
        let table = list.byID
        #expect(FlickrLicense.name(of: 4, in: table) == "Attribution License" && FlickrLicense.name(of: 17, in: table) == "New License" && FlickrLicense.name(of: 9, in: table) == "Public Domain Dedication (CC0)")
    }
}
