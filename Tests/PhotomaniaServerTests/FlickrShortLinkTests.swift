import Foundation
import Testing
@testable import PhotomaniaServer

/// The Flickr face's flic.kr short links over a real socket: `302 Found` to the page on
/// www.flickr.com for an album (`/s/`), a gallery (`/y/`), a person (`/ps/`) and a guest pass
/// (`/gp/USER/`); 404 for anything it does not know.
@Suite struct FlickrShortLinkTests {
    /// Base 58 as flic.kr writes it, written out here so that the server's reading is checked
    /// against an independent spelling.
    private static func code(_ number: Int) -> String {
        let alphabet = Array("123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ")
        var (value, digits) = (number, [Character]())
        while value > 0 {
            digits.append(alphabet[value % 58])
            value /= 58
        }
        return String(digits.reversed())
    }

    private func redirect(_ path: String, _ flickr: FlickrCalls) throws -> String? {
        let response = try flickr.fetch(path)
        guard response.status == 302 else {
            #expect(response.status == 404, "\(path): \(response.status)")
            return nil
        }
        return response.header("Location")
    }

    @Test func anAlbumAGalleryAndAPersonRedirectToTheirPagesOnFlickr() throws {
        let flickr = try FlickrCalls()
        let jose = try #require(flickr.catalog.user(pathAlias: "jose_alvarez"))
        let album = try #require(flickr.catalog.albums(ofUser: jose.id).first)
        let albumNumber = FlickrIDs.albumOffset + album.id
        #expect(Self.code(albumNumber) == "aHBqj8xrwa", "the first demo album's code, as the README's example gives it")
        #expect(try redirect("/s/" + Self.code(albumNumber), flickr) == "https://www.flickr.com/photos/jose_alvarez/albums/\(albumNumber)")
        let gallery = try #require(flickr.catalog.galleries(ofUser: jose.id).first { !$0.isPrivate })
        let galleryNumber = FlickrIDs.galleryOffset + gallery.id
        #expect(try redirect("/y/" + Self.code(galleryNumber), flickr) == "https://www.flickr.com/photos/jose_alvarez/galleries/\(galleryNumber)/")
        #expect(try redirect("/ps/" + Self.code(jose.nsidNumber), flickr) == "https://www.flickr.com/photos/jose_alvarez/")
        let withoutAlias = try #require(flickr.catalog.users.first { $0.pathAlias == nil })
        #expect(try redirect("/ps/" + Self.code(withoutAlias.nsidNumber), flickr) == "https://www.flickr.com/photos/\(withoutAlias.nsid)/", "no alias: the NSID")
        let response = try flickr.fetch("/s/" + Self.code(albumNumber))
        #expect(response.header("Content-Type")?.hasPrefix("text/plain") == true)
    }

    @Test func aGuestPassNamesAnAlbumOfItsUserOnly() throws {
        let flickr = try FlickrCalls()
        let jose = try #require(flickr.catalog.user(pathAlias: "jose_alvarez"))
        let album = try #require(flickr.catalog.albums(ofUser: jose.id).last)
        let code = Self.code(FlickrIDs.albumOffset + album.id)
        let page = "https://www.flickr.com/photos/jose_alvarez/albums/\(FlickrIDs.albumOffset + album.id)"
        #expect(try redirect("/gp/jose_alvarez/" + code, flickr) == page)
        #expect(try redirect("/gp/\(jose.nsid)/" + code, flickr) == page)
        let other = try #require(flickr.catalog.users.first { $0.id != jose.id && $0.pathAlias != nil })
        #expect(try redirect("/gp/\(other.pathAlias ?? "")/" + code, flickr) == nil, "another user's guest pass to jose's album")
        #expect(try redirect("/gp/" + code, flickr) == nil, "a guest pass names its user")
    }

    @Test func codesItDoesNotKnowAre404() throws {
        let flickr = try FlickrCalls()
        let jose = try #require(flickr.catalog.user(pathAlias: "jose_alvarez"))
        let albumCode = Self.code(FlickrIDs.albumOffset + (flickr.catalog.albums(ofUser: jose.id).first?.id ?? 0))
        let unknown = [
            "/s/" + Self.code(FlickrIDs.albumOffset + 1), // no such album
            "/y/" + albumCode, // an album's number is no gallery
            "/ps/" + Self.code(jose.nsidNumber + 1),
            "/s/0OIl", // not base 58
            "/s/1" + albumCode, // a leading zero digit
            "/s/zzzzzzzzzzzz", // past 64 bits
            "/s/" + albumCode + "/more",
            "/s",
            "/p/" + albumCode, // photos' codes decode in the client; the face has no /p/
        ]
        for path in unknown {
            #expect(try redirect(path, flickr) == nil, "\(path)")
        }
        #expect(try flickr.fetch("/s/" + albumCode, method: "POST").status == 405)
    }
}
