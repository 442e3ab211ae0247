import Foundation
import Testing
@testable import PhotomaniaServer

/// Capped free accounts: since 15 May 2025 Flickr offers free accounts' photos at most 1024 px
/// on the long side. They allow downloads, yet neither `getSizes`, a listing's `url_*` nor
/// `getInfo` shows anything past Large 1024 or the original.
@Suite struct FlickrFreeAccountTests {
    @Test func aCappedFreeAccountsPhotoIsOfferedAtMostLarge1024() throws {
        let flickr = try FlickrCalls()
        let capped = flickr.catalog.users.filter(\.hasCappedFreeAccount)
        #expect(capped.prefix(3).map(\.username) == ["hanako", "zoebm", "inesgarca"], "names the README may use")
        let photo = try #require(flickr.catalog.photos.first { photo in
            max(photo.width, photo.height) > 2048 && flickr.catalog.user(id: photo.userID)?.hasCappedFreeAccount == true
        })
        let owner = try #require(flickr.catalog.user(id: photo.userID))
        let id = FlickrIDs.photo(photo)
        let person = try #require(try JSONNode(try flickr.get("flickr.people.getInfo", [("user_id", owner.nsid)]).body)["person"])
        #expect(person["ispro"] == .int(0))
        let sizes = try #require(try JSONNode(try flickr.get("flickr.photos.getSizes", [("photo_id", id)]).body)["sizes"])
        #expect(sizes["candownload"] == .int(1), "downloads are allowed: only the sizes are capped")
        let largest = try #require(sizes["size"]?.items.last)
        #expect(largest["label"] == .string("Large"))
        if case .int(let width)? = largest["width"], case .int(let height)? = largest["height"] { #expect(max(width, height) == 1024) } else { Issue.record("\(largest)") }
        let info = try #require(try JSONNode(try flickr.get("flickr.photos.getInfo", [("photo_id", id)]).body)["photo"])
        #expect(info["originalsecret"] == nil)
        let listed = try #require(try JSONNode(try flickr.get("flickr.people.getPublicPhotos", [
            ("user_id", owner.nsid), ("per_page", "500"), ("extras", "url_sq,url_l,url_h,url_k,url_o,o_dims"),
        ]).body)["photos"]?["photo"]?.items.first { $0["id"] == .string(id) })
        #expect(listed["url_sq"] != nil && listed["url_l"] != nil)
        #expect(listed["url_h"] == nil && listed["url_k"] == nil && listed["url_o"] == nil && listed["o_width"] == nil)
    }
}
