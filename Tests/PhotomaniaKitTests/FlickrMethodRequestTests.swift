import Foundation
import PhotomaniaHTTPText
import PhotomaniaOAuth
import Testing
@testable import PhotomaniaKit

/// `FlickrMethod.request(with:)`: the endpoint, the wire format, `api_key` only when not
/// signed, GET for reads and a form POST for writes, paging and the extras listings ask for.
@Suite("Flickr: each method is its request")
struct FlickrMethodRequestTests {
    private let base = APIConfiguration(baseURL: "https://api.flickr.com/services/", consumerKey: "k3y")

    /// The query (or form body) of `method`'s request, decoded, in order.
    private func parameters(_ method: FlickrMethod, signed: Bool = false) throws -> [String: String] {
        var configuration = base
        if signed { configuration.credentials = OAuthCredentials(consumerKey: "k3y", consumerSecret: "s", token: "t", tokenSecret: "ts") }
        let request = try method.request(with: configuration)
        let encoded = method.writes ? String(decoding: request.body ?? Data(), as: UTF8.self) : String(request.url.split(separator: "?", maxSplits: 1).last ?? "")
        var members: [String: String] = [:]
        for pair in encoded.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try #require(PercentDecoding.string(of: halves[0], plusAsSpace: true))
            #expect(members[name] == nil, "\(name) is sent once")
            members[name] = PercentDecoding.string(of: halves.count == 2 ? halves[1] : "", plusAsSpace: true)
        }
        return members
    }

    @Test("a read is a GET of {base}/rest with method, api_key and the JSON format")
    func aRead() throws {
        let request = try FlickrMethod.photoInfo(photo: "52001006721").request(with: base)
        #expect(request.method == .get && request.body == nil)
        #expect(request.url.hasPrefix("https://api.flickr.com/services/rest?method=flickr.photos.getInfo&api_key=k3y&format=json&nojsoncallback=1&"))
        #expect(try parameters(.photoInfo(photo: "52001006721")) == [
            "method": "flickr.photos.getInfo", "api_key": "k3y", "format": "json", "nojsoncallback": "1", "photo_id": "52001006721",
        ])
    }

    @Test("a signed call sends no api_key: the signature names the consumer")
    func signed() throws {
        let read = try parameters(.testLogin, signed: true)
        #expect(read == ["method": "flickr.test.login", "format": "json", "nojsoncallback": "1"])
        let write = try parameters(.addFavorite(photo: "54000000001"), signed: true)
        #expect(write == ["method": "flickr.favorites.add", "format": "json", "nojsoncallback": "1", "photo_id": "54000000001"])
    }

    @Test("writes are a form POST whose body the signature covers; they invalidate the endpoint")
    func writes() throws {
        for method in [FlickrMethod.addComment(photo: "54000000001", text: "Nice light! (100% crop)"), .addFavorite(photo: "54000000001"), .removeFavorite(photo: "54000000001")] {
            let request = try method.request(with: base)
            #expect(request.method == .post && request.url == "https://api.flickr.com/services/rest" && method.writes && method.needsSignIn)
            #expect(request.headers.contains { $0.name == "Content-Type" && $0.value == "application/x-www-form-urlencoded" })
            let unsignedBody = try #require(try method.request(with: APIConfiguration(baseURL: base.baseURL)).body)
            #expect(OAuthSignatureBase.formEncoded(method.formParameters) == String(decoding: unsignedBody, as: UTF8.self))
            #expect(method.invalidatedPaths == ["/rest"])
        }
        #expect(try parameters(.addComment(photo: "54000000001", text: "Nice light! (100% crop)"))["comment_text"] == "Nice light! (100% crop)")
        #expect(FlickrMethod.photoInfo(photo: "1").formParameters.isEmpty && FlickrMethod.photoInfo(photo: "1").invalidatedPaths.isEmpty)
    }

    @Test("the base must be http(s)")
    func badBase() {
        #expect(throws: PhotomaniaError.invalidURL("ftp://x")) { try FlickrMethod.licenses.request(with: APIConfiguration(baseURL: "ftp://x")) }
    }

    static let methods: [(FlickrMethod, String, [String: String])] = [
        (FlickrMethod.interestingness(day: FlickrDay("2024-05-27")), "flickr.interestingness.getList", ["date": "2024-05-27", "page": "1", "per_page": "100"]),
        (.recent(FlickrPageRequest(page: 3, perPage: 50)), "flickr.photos.getRecent", ["page": "3", "per_page": "50"]),
        (.photosOf(user: "12037949754@N01"), "flickr.people.getPhotos", ["user_id": "12037949754@N01", "page": "1", "per_page": "100"]),
        (.publicPhotosOf(user: "12037949754@N01"), "flickr.people.getPublicPhotos", ["user_id": "12037949754@N01", "page": "1", "per_page": "100"]),
        (.person(user: "12037949754@N01"), "flickr.people.getInfo", ["user_id": "12037949754@N01"]),
        (.findByUsername("Example Walker"), "flickr.people.findByUsername", ["username": "Example Walker"]),
        (.lookupUser(url: "https://www.flickr.com/photos/bees/"), "flickr.urls.lookupUser", ["url": "https://www.flickr.com/photos/bees/"]),
        (.lookupGallery(url: "https://www.flickr.com/photos/bees/galleries/72157617483228192/"), "flickr.urls.lookupGallery", ["url": "https://www.flickr.com/photos/bees/galleries/72157617483228192/"]),
        (.photoInfo(photo: "5", secret: "ab12"), "flickr.photos.getInfo", ["photo_id": "5", "secret": "ab12"]),
        (.sizes(photo: "5"), "flickr.photos.getSizes", ["photo_id": "5"]),
        (.exif(photo: "5"), "flickr.photos.getExif", ["photo_id": "5"]),
        (.comments(photo: "5"), "flickr.photos.comments.getList", ["photo_id": "5"]),
        (.favorites(user: nil), "flickr.favorites.getList", ["page": "1", "per_page": "100"]),
        (.publicFavorites(user: "1@N01"), "flickr.favorites.getPublicList", ["user_id": "1@N01", "page": "1", "per_page": "100"]),
        (.albums(user: "1@N01"), "flickr.photosets.getList", ["user_id": "1@N01", "page": "1", "per_page": "500", "primary_photo_extras": "url_q,url_m"]),
        (.albumPhotos(album: "72177720312345678", user: "1@N01"), "flickr.photosets.getPhotos", ["photoset_id": "72177720312345678", "user_id": "1@N01", "page": "1", "per_page": "500"]),
        (.album(album: "72177720312345678"), "flickr.photosets.getInfo", ["photoset_id": "72177720312345678"]),
        (.galleries(user: "1@N01", FlickrPageRequest(page: 2)), "flickr.galleries.getList", ["user_id": "1@N01", "page": "2", "per_page": "100", "primary_photo_extras": "url_q,url_m"]),
        (.galleryPhotos(gallery: "6065-72157617483228192"), "flickr.galleries.getPhotos", ["gallery_id": "6065-72157617483228192", "page": "1", "per_page": "100"]),
        (.gallery(gallery: "72157617483228192"), "flickr.galleries.getInfo", ["gallery_id": "72157617483228192"]),
        (.contacts(user: "1@N01"), "flickr.contacts.getPublicList", ["user_id": "1@N01", "page": "1", "per_page": "1000"]),
        (.testLogin, "flickr.test.login", [:]),
        (.licenses, "flickr.photos.licenses.getInfo", [:]),
    ]

    @Test("every method's name and arguments", arguments: methods)
    func eachMethod(method: FlickrMethod, name: String, arguments: [String: String]) throws {
        var sent = try parameters(method)
        #expect(sent.removeValue(forKey: "method") == name && method.name == name)
        for common in ["api_key", "format", "nojsoncallback"] { #expect(sent.removeValue(forKey: common) != nil) }
        let extras = sent.removeValue(forKey: "extras")
        #expect(sent == arguments)
        let photoListings: Set<String> = [
            "flickr.interestingness.getList", "flickr.photos.getRecent", "flickr.people.getPhotos", "flickr.people.getPublicPhotos",
            "flickr.favorites.getList", "flickr.favorites.getPublicList", "flickr.photosets.getPhotos", "flickr.galleries.getPhotos",
        ]
        #expect((extras != nil) == photoListings.contains(name), "listings of photos ask for extras")
    }

    @Test("listings ask for every size, the owner, dates, license and the original, so a download needs no more calls")
    func extras() throws {
        let extras = try #require(try parameters(.publicPhotosOf(user: "1@N01"))["extras"]).split(separator: ",").map(String.init)
        for needed in ["license", "date_upload", "date_taken", "owner_name", "original_format", "o_dims", "path_alias", "views", "media", "description"] {
            #expect(extras.contains(needed))
        }
        #expect(Set(FlickrSize.allCases.map(\.urlExtra)).isSubset(of: Set(extras)))
    }

    @Test("search sends its text, tags, mode, user, sort, licenses and dates")
    func search() throws {
        let search = FlickrSearch(text: "harbour dusk", tags: ["pier", "-night"], allTags: true, user: "1@N01", sort: .interestingnessDescending, licenses: [4, 9], minUploadDate: 1_700_000_000, maxUploadDate: 1_716_000_000)
        var sent = try parameters(.search(search, FlickrPageRequest(page: 2, perPage: 250)))
        sent.removeValue(forKey: "extras")
        #expect(sent == [
            "method": "flickr.photos.search", "api_key": "k3y", "format": "json", "nojsoncallback": "1", "text": "harbour dusk", "tags": "pier,-night",
            "tag_mode": "all", "user_id": "1@N01", "sort": "interestingness-desc", "license": "4,9", "min_upload_date": "1700000000",
            "max_upload_date": "1716000000", "page": "2", "per_page": "250",
        ])
        #expect(try parameters(.search(FlickrSearch(text: ""))).keys.contains("text") == false)
    }

    @Test("per_page is held to what each method takes; page is at least 1", arguments: [
        (FlickrMethod.recent(FlickrPageRequest(page: 0, perPage: 9999)), "1", "500"),
        (.recent(FlickrPageRequest(page: -4, perPage: 0)), "1", "1"),
        (.contacts(user: "1@N01", FlickrPageRequest(perPage: 5000)), "1", "1000"),
        (.albumPhotos(album: "1", FlickrPageRequest(page: 7, perPage: 600)), "7", "500"),
    ])
    func pagingBounds(method: FlickrMethod, page: String, perPage: String) throws {
        let sent = try parameters(method)
        #expect(sent["page"] == page && sent["per_page"] == perPage)
    }

    @Test("days for Explore are real dates")
    func days() {
        #expect(FlickrDay("2024-02-29")?.description == "2024-02-29" && FlickrDay(year: 2024, month: 5, day: 7)?.description == "2024-05-07")
        for bad in ["2023-02-29", "2024-13-01", "24-05-27", "2024-5-27", "2024-05-27T00", "2003-12-31", "２０２４-05-27", ""] {
            #expect(FlickrDay(bad) == nil, "\(bad)")
        }
    }
}
