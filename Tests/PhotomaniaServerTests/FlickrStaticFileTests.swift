import Foundation
import Testing
@testable import PhotomaniaServer

/// The static host's files through a real socket: every size `getSizes` lists is a JPEG of
/// that size, secrets and servers are checked, buddy icons and the default icon are served.
@Suite struct FlickrStaticFileTests {
    @Test func everyListedSizeIsAJPEGOfThatSize() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { max($0.width, $0.height) <= 1600 && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let sizes = try JSONNode(try flickr.get("flickr.photos.getSizes", [("photo_id", FlickrIDs.photo(photo))]).body)["sizes"]?["size"]?.items ?? []
        #expect(sizes.last?["label"] == .string("Original") && sizes.count >= 11)
        for size in sizes {
            let source = try #require(size["source"]?.stringValue)
            let response = try flickr.fetch(String(source.dropFirst(flickr.origin.count)))
            #expect(response.status == 200 && response.header("Content-Type") == "image/jpeg", "\(source)")
            let info = DemoFixture.jpegInfo(response.body)
            #expect(info.map { [JSONNode.int($0.width), .int($0.height)] } == [size["width"] ?? .null, size["height"] ?? .null], "\(source)")
            #expect(DemoFixture.endsWithEOI(response.body))
        }
    }

    @Test func theOriginalHasItsOwnSecretAndAskingForADownloadNamesTheFile() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { max($0.width, $0.height) <= 1100 && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let files = FlickrPhotoFiles(photo: photo)
        let original = "/\(files.server)/\(FlickrIDs.photo(photo))_\(files.originalSecret)_o.jpg"
        let response = try flickr.fetch(original)
        #expect(response.status == 200 && DemoFixture.jpegInfo(response.body)?.width == photo.width)
        #expect(response.header("Content-Disposition") == nil)
        let download = try flickr.fetch(original.replacingOccurrences(of: "_o.jpg", with: "_o_d.jpg"))
        #expect(download.status == 200 && download.body == response.body)
        #expect(download.header("Content-Disposition") == "attachment; filename=\"\(FlickrIDs.photo(photo))_\(files.originalSecret)_o.jpg\"")
        let etag = try #require(response.header("ETag"))
        #expect(try flickr.fetch(original, headers: ["If-None-Match: \(etag)"]).status == 304)
        let head = try flickr.fetch(original, method: "HEAD")
        #expect(head.status == 200 && head.header("Content-Length") == String(response.body.count))
        #expect(try flickr.fetch("/\(files.server)/\(FlickrIDs.photo(photo))_\(files.secret)_o.jpg").status == 404, "the shared secret opens no original")
        #expect(try flickr.fetch("/\(files.server)/\(FlickrIDs.photo(photo))_\(files.originalSecret)_o.png").status == 404)
    }

    @Test func aWrongSecretServerOrSizeIsNotFound() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { max($0.width, $0.height) < 1600 })
        let files = FlickrPhotoFiles(photo: photo)
        let id = FlickrIDs.photo(photo)
        #expect(try flickr.fetch("/\(files.server)/\(id)_\(files.secret)_t.jpg").status == 200)
        #expect(try flickr.fetch("/\(files.server)/\(id)_0000000000_t.jpg").status == 404)
        #expect(try flickr.fetch("/1/\(id)_\(files.secret)_t.jpg").status == 404)
        #expect(try flickr.fetch("/\(files.server)/\(id)_\(files.secret)_x.jpg").status == 404)
        let large = try #require(FlickrSize.all.first { $0.extra == "h" })
        #expect(try flickr.fetch("/\(files.server)/\(id)_\(files.secret(of: large))_h.jpg").status == 404, "no size past the original")
        #expect(try flickr.fetch("/\(files.server)/53900000000_\(files.secret)_t.jpg").status == 404)
        #expect(try flickr.fetch("/\(files.server)/\(id)_\(files.secret)_t.jpg", method: "POST").status == 405)
    }

    @Test func aRefusingOwnersLargerSizesAreNotServedEvenWithTheirSecrets() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { flickr.catalog.user(id: $0.userID)?.allowsDownloads == false && max($0.width, $0.height) >= 2048 })
        let files = FlickrPhotoFiles(photo: photo)
        let id = FlickrIDs.photo(photo)
        for size in FlickrSize.all where size.hasOwnSecret {
            let name = "/\(files.server)/\(id)_\(files.secret(of: size))_\(size.suffix).jpg"
            #expect(try flickr.fetch(name).status == 404, "\(name)")
        }
        #expect(try flickr.fetch("/\(files.server)/\(id)_\(files.secret)_q.jpg").status == 200)
    }

    @Test func buddyIconsAndTheDefaultOne() throws {
        let flickr = try FlickrCalls()
        let user = try #require(flickr.catalog.users.first { $0.hasBuddyIcon })
        let icon = FlickrBuddyIcon(user: user)
        for (suffix, side) in [("", 48), ("_r", 96), ("_l", 300)] {
            let response = try flickr.fetch("/\(icon.server)/buddyicons/\(user.nsid)\(suffix).jpg")
            #expect(response.status == 200 && response.header("Content-Type") == "image/jpeg")
            #expect(DemoFixture.jpegInfo(response.body).map { [$0.width, $0.height] } == [side, side])
        }
        #expect(try flickr.fetch("/\(icon.server)/buddyicons/\(user.nsid)_z.jpg").status == 404)
        #expect(try flickr.fetch("/7/buddyicons/\(user.nsid).jpg").status == 404, "on its own server only")
        let plain = try #require(flickr.catalog.users.first { !$0.hasBuddyIcon })
        #expect(FlickrBuddyIcon(user: plain).server == "0" && FlickrBuddyIcon(user: plain).farm == 0)
        #expect(try flickr.fetch("/0/buddyicons/\(plain.nsid).jpg").status == 404)
        let gif = try flickr.fetch("/images/buddyicon.gif")
        #expect(gif.status == 200 && gif.header("Content-Type") == "image/gif")
        let pixels = try #require(GIFDecoding.pixels(gif.body))
        #expect(pixels.width == 48 && pixels.height == 48 && Set(pixels.indexes) == [0, 1])
        #expect(try flickr.fetch("/images/\(flickr.catalog.photos[0].id)/4.jpg").status == 200, "the 500px face's images are still there")
    }
}

/// Just enough of a GIF reader to check the default icon: the screen size and the LZW-coded
/// indexes of the first image, decoded with growing code widths as any viewer would.
enum GIFDecoding {
    static func pixels(_ data: Data) -> (width: Int, height: Int, indexes: [UInt8])? {
        let bytes = [UInt8](data)
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
        var index = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        guard index + 10 < bytes.count, bytes[index] == 0x2C else { return nil }
        index += 10
        let minimum = Int(bytes[index])
        index += 1
        var stream: [UInt8] = []
        while index < bytes.count, bytes[index] != 0 {
            let count = Int(bytes[index])
            guard index + count < bytes.count else { return nil }
            stream += bytes[(index + 1)...(index + count)]
            index += count + 1
        }
        let clear = 1 << minimum, end = clear + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var width_ = minimum + 1, position = 0, previous: [UInt8]? = nil
        var output: [UInt8] = []
        while position + width_ <= stream.count * 8 {
            var code = 0
            for bit in 0..<width_ where stream[(position + bit) / 8] >> ((position + bit) % 8) & 1 == 1 { code |= 1 << bit }
            position += width_
            if code == clear {
                table = (0..<clear).map { [UInt8($0)] } + [[], []]
                width_ = minimum + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if let previous, code == table.count {
                entry = previous + [previous[0]]
            } else {
                return nil
            }
            output += entry
            if let previous { table.append(previous + [entry[0]]) }
            if table.count == 1 << width_, width_ < 12 { width_ += 1 }
            previous = entry
        }
        guard output.count == width * height else { return nil }
        return (width, height, output)
    }
}
