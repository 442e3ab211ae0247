import Testing
@testable import PhotomaniaKit

/// Flickr's page URLs (contract §9) and flic.kr's base 58.
@Suite("Flickr: page URLs and flic.kr codes")
struct FlickrPageURLTests {
    @Test("the contract's base-58 vectors, both ways", arguments: [
        (UInt64(5_169_665_786), "8SPTwJ"), (4_425_073_240, "7K2E7d"), (3_447_346_323, "6fCxXz"), (4_325_695_128, "7Afjsu"), (2_811_466_321, "5hruZg"),
    ])
    func base58Vectors(id: UInt64, code: String) {
        #expect(FlickrBase58.encode(id) == code && FlickrBase58.decode(code) == id)
    }

    @Test("base 58 covers 64 bits and refuses what spells no id")
    func base58Bounds() {
        for id in [UInt64(1), 57, 58, 52_001_006_721, UInt64(UInt32.max) + 1, .max] {
            #expect(FlickrBase58.decode(FlickrBase58.encode(id)) == id)
        }
        #expect(FlickrBase58.encode(.max) == "JPwcyDCgEup")
        for bad in ["", "0", "O", "I", "l", "1", "12", "8SPT-J", "JPwcyDCgEuq", "zzzzzzzzzzzz", "８SPTwJ"] {
            #expect(FlickrBase58.decode(bad) == nil, "\(bad)")
        }
    }

    static let everyForm: [(String, FlickrPage)] = [
        ("https://www.flickr.com/photos/bees/5169665786", FlickrPage.photo(id: "5169665786")),
        ("https://www.flickr.com/photos/bees/5169665786/in/album-72157624618609504/", .photo(id: "5169665786")),
        ("flickr.com/photos/12037949754@N01/5169665786/sizes/l/", .photo(id: "5169665786")),
        ("http://secure.flickr.com/photos/bees/5169665786/lightbox", .photo(id: "5169665786")),
        ("https://m.flickr.com/photos/bees/5169665786/in/photostream", .photo(id: "5169665786")),
        ("https://www.flickr.com/photo/bees/5169665786", .photo(id: "5169665786")),
        ("https://www.flickr.com/photo.gne?id=5169665786", .photo(id: "5169665786")),
        ("https://www.flickr.com/photo_zoom.gne?id=5169665786&size=l", .photo(id: "5169665786")),
        ("https://www.flickr.com/photo_exif.gne?id=5169665786", .photo(id: "5169665786")),
        ("https://www.flickr.com/photo.gne?short=8SPTwJ", .photo(id: "5169665786")),
        ("https://flic.kr/p/8SPTwJ", .photo(id: "5169665786")),
        ("flic.kr/p/7K2E7d/", .photo(id: "4425073240")),
        ("https://live.staticflickr.com/65535/53987654321_a1b2c3d4e5_b.jpg", .photo(id: "53987654321")),
        ("https://farm5.staticflickr.com/4025/5169665786_0123abcd.jpg", .photo(id: "5169665786")),
        ("http://farm5.static.flickr.com/4025/5169665786_0123abcd_m.jpg", .photo(id: "5169665786")),
        ("https://c1.staticflickr.com/5/4025/5169665786_0123abcd_z.jpg", .photo(id: "5169665786")),
        ("https://static.flickr.com/4025/5169665786_0123abcd.jpg", .photo(id: "5169665786")),
        ("https://photos1.flickr.com/5169665786_0123abcd.jpg", .photo(id: "5169665786")),
        ("https://live.staticflickr.com/video/5169665786/0123abcd/720p.mp4?s=x", .photo(id: "5169665786")),
        ("https://www.flickr.com/photos/bees/albums/72157624618609504", .album(.alias("bees"), id: "72157624618609504")),
        ("https://www.flickr.com/photos/bees/sets/72157624618609504/page3", .album(.alias("bees"), id: "72157624618609504")),
        ("https://www.flickr.com/photos/bees/albums", .albums(.alias("bees"))),
        ("https://www.flickr.com/photos/bees/sets/", .albums(.alias("bees"))),
        ("https://www.flickr.com/photos/bees/galleries/72157617483228192/", .gallery(.alias("bees"), id: "72157617483228192")),
        ("https://www.flickr.com/photos/bees/gallery/72157617483228192/page2", .gallery(.alias("bees"), id: "72157617483228192")),
        ("https://www.flickr.com/photos/bees/galleries", .galleries(.alias("bees"))),
        ("https://www.flickr.com/photos/bees/favorites", .favorites(.alias("bees"))),
        ("https://www.flickr.com/photos/12037949754@N01/favorites/page2/", .favorites(.nsid("12037949754@N01"))),
        ("https://www.flickr.com/photos/bees", .photostream(.alias("bees"))),
        ("https://www.flickr.com/photos/coast_guard/page4", .photostream(.alias("coast_guard"))),
        ("https://www.flickr.com/people/bees/", .photostream(.alias("bees"))),
        ("https://www.flickr.com/people/12037949754%40n01/page2", .photostream(.nsid("12037949754@N01"))),
        ("https://www.flickr.com/photos/me/albums", .albums(.me)),
        ("https://www.flickr.com/photos/tags/sunset", .tag("sunset")),
        ("https://www.flickr.com/groups/bees/pool", .group("bees")),
        ("https://www.flickr.com/photos/tags/caf%C3%A9/page2", .tag("café")),
        ("https://www.flickr.com/search/?text=harbour+at+dusk&sort=relevance", .search(text: "harbour at dusk", tags: [], user: nil)),
        ("https://flic.kr/s/aHsjHzKv2o", .shortLink(kind: .album, url: "https://flic.kr/s/aHsjHzKv2o")),
        ("https://flic.kr/y/2kHqxZz", .shortLink(kind: .gallery, url: "https://flic.kr/y/2kHqxZz")),
        ("https://flic.kr/ps/3oFkaR", .shortLink(kind: .person, url: "https://flic.kr/ps/3oFkaR")),
        ("https://www.flickr.com//photos//bees//5169665786//", .photo(id: "5169665786")),
        ("  https://www.flickr.com/photos/bees/5169665786#comment1  ", .photo(id: "5169665786")),
    ]

    @Test("every form the contract lists", arguments: everyForm)
    func forms(url: String, page: FlickrPage) {
        #expect(FlickrPages.page(url) == page)
    }

    @Test("rejects", arguments: [
        "https://www.flickr.com/", "https://www.flickr.com/photos", "https://www.flickr.com/photos/tags",
        "https://www.flickr.com/photos/bees/albums/x", "https://www.flickr.com/photos/bees/albums/1/2",
        "https://www.flickr.com/photos/bees/galleries/0", "https://www.flickr.com/photos/bees/gallery",
        "https://www.flickr.com/photos/bees/unknown", "https://www.flickr.com/photos/b%2Fees", "https://www.flickr.com/photos/b%00ees",
        "https://www.flickr.com/photos/../5169665786", "https://www.flickr.com/photos/bees/99999999999999999999",
        "https://www.flickr.com/photo.gne?id=abc", "https://www.flickr.com/photo.gne", "https://www.flickr.com/photo.gne?short=0OIl",
        "https://www.flickr.com/search/?text=",
        "https://flic.kr/p/0", "https://flic.kr/p/", "https://flic.kr/x/8SPTwJ", "https://flic.kr/p/8SPTwJ/extra",
        "https://live.staticflickr.com/65535/buddyicons/1@N01.jpg", "https://live.staticflickr.com/x/5169665786_a.jpg",
        "https://500px.com/photos/bees/5169665786", "https://evilflickr.com/photos/bees/5169665786", "ftp://www.flickr.com/photos/bees",
        "https://www.flickr.com/photos/be es", "5169665786", "bees", "https://www.flickr.com/photos/%E0%A4",
        "https://www.flickr.com/photos/tags/a%20b", "https://www.flickr.com/photos/" + String(repeating: "a", count: 65),
    ])
    func rejects(url: String) {
        #expect(FlickrPages.page(url) == nil)
    }

    @Test("an NSID is matched in any case and written upper; an alias is looked up by its photostream URL")
    func users() {
        #expect(FlickrPages.page("https://www.flickr.com/photos/12037949754@n01/") == .photostream(.nsid("12037949754@N01")))
        #expect(FlickrPages.page("https://www.flickr.com/photos/1234@N01/") == nil)
        #expect(FlickrPageUser.alias("bees").lookupURL == "https://www.flickr.com/photos/bees/" && FlickrPageUser.me.lookupURL == nil)
        #expect(FlickrID.isNSID("12037949754@N01") && FlickrID.isNSID("98805259@N07") && !FlickrID.isNSID("1234@N01") && !FlickrID.isNSID("12037949754@N1"))
    }

    @Test("a host is Flickr's when it is one of its hosts or below one")
    func hosts() {
        #expect(FlickrPages.hosts == ["flickr.com", "flic.kr", "staticflickr.com"])
        #expect(FlickrPages.page(host: "WWW.FLICKR.COM", segments: ["photos", "bees"]) == .photostream(.alias("bees")))
        #expect(FlickrPages.page(host: "flickr.com.evil.org", segments: ["photos", "bees"]) == nil)
    }
}
