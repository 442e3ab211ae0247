import PhotomaniaKit
import Testing

/// Flickr in the registry: its page URLs (host and query) as `PageURL`, its typed ids, and its
/// size words; 500px's readings unchanged.
@Suite struct FlickrRegistryTests {
    @Test(arguments: [
        ("https://www.flickr.com/photos/jose_alvarez/52001006721/", PageURL.photo(id: "52001006721")),
        ("https://flic.kr/p/2ne9J4v", .photo(id: "52001001507")),
        ("https://www.flickr.com/photo.gne?id=52001006721", .photo(id: "52001006721")),
        ("https://live.staticflickr.com/65535/52001006721_abc123_b.jpg", .photo(id: "52001006721")),
        ("https://www.flickr.com/photos/jose_alvarez/", .user("jose_alvarez")),
        ("https://www.flickr.com/people/12038065000@N06/", .user("12038065000@N06")),
        ("https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003", .collection(user: "jose_alvarez", .id("72177720001500003"))),
        ("https://www.flickr.com/photos/jose_alvarez/galleries/72157720000350017/", .gallery(user: "jose_alvarez", slug: "72157720000350017")),
        ("https://www.flickr.com/photos/jose_alvarez/favorites", .favorites(user: "jose_alvarez")),
        ("https://www.flickr.com/photos/tags/longexposure", .search(.tag("longexposure"))),
        ("https://www.flickr.com/search/?text=blue+hour", .search(.term("blue hour"))),
        ("https://flic.kr/s/aHsm1234", .shortLink("https://flic.kr/s/aHsm1234")),
    ])
    func flickrPagesAreFlickrsAndReadTheirHostAndQuery(_ text: String, _ page: PageURL) throws {
        let found = try #require(ServiceRegistry.standard.page(text))
        #expect(found.entry.name == .flickr)
        #expect(found.claimed)
        #expect(found.page == page, "\(text)")
    }

    @Test func aHostNoServiceClaimsIsReadByTheChosenFlickr() throws {
        let flickr = try #require(ServiceRegistry.standard.entry(named: .flickr))
        let found = try #require(ServiceRegistry.standard.page("http://127.0.0.1:8500/photos/jose_alvarez/albums/72177720001500003", provider: flickr))
        #expect(found.entry.name == .flickr && !found.claimed)
        #expect(found.page == .collection(user: "jose_alvarez", .id("72177720001500003")))
        #expect(ServiceRegistry.standard.page("https://500px.com/p/ana")?.page == .user("ana"), "500px's pages are read as before")
    }

    @Test func flickrIdsReadAsFlickrWritesThem() {
        let ids = Flickr.ids
        #expect(ids.photo("52001006721") == PhotoID(52_001_006_721))
        #expect(ids.photo("18446744073709551615")?.text == "18446744073709551615", "64-bit ids pass Int64 as text")
        #expect(ids.photo("0") == nil && ids.photo("12a") == nil)
        #expect(ids.user("12038065000@n06") == .id("12038065000@N06"))
        #expect(ids.user("jose_alvarez") == .username("jose_alvarez"))
        #expect(ids.comment("15962-52001001236-72177720100123601")?.text == "15962-52001001236-72177720100123601")
        #expect(ids.collection("72177720001500003") == .id("72177720001500003"))
        #expect(ids.collection("15000-72157720000350017") == .id("15000-72157720000350017"))
    }

    @Test func sizeWordsTravelAsImageSizesAndReadBack() throws {
        for letter in FlickrSize.allCases.map(\.letter) + ["max"] {
            let size = try #require(ImageSize(word: letter))
            #expect(size.word == letter && size.name == letter && size.key == SizeKey(letter))
            #expect(!size.isDocumented)
        }
        #expect(ImageSize(word: "MAX") == nil && ImageSize(word: "long") == nil && ImageSize(word: "") == nil)
        #expect(ImageSize.px2048.word == nil && ImageSize.px2048.key == SizeKey(2048), "500px's sizes keep their numbers")
    }

    @Test func flickrsFailuresMeanWhat500pxsDo() {
        let request = RequestSummary(method: "GET", url: "https://api.flickr.com/services/rest?method=flickr.photos.getInfo&api_key=SECRET")
        let missing = PhotomaniaError.serviceFailed(request: request, ServiceFailure(service: "flickr", code: 1, message: "Photo not found", meaning: .notFound))
        #expect(Unavailability(lookupFailure: missing) == .notFound(missing))
        #expect(!missing.description.contains("SECRET"))
        let key = PhotomaniaError.serviceFailed(request: request, ServiceFailure(service: "flickr", code: 100, message: "Invalid API Key", meaning: .credentials))
        #expect(key.isCredentialFailure)
        #expect(!missing.isCredentialFailure)
    }
}
