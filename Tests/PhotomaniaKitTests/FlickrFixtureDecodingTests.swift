import Foundation
import Testing
@testable import PhotomaniaKit

/// Every example of the contract (`Fixtures/api/flickr/`, copied from
/// `../shared/api/flickr-examples/`) through the decoder of the method that answers it.
@Suite("Flickr: the contract's examples decode")
struct FlickrFixtureDecodingTests {
    private func fixture<T: FlickrPayload>(_ name: String, as type: T.Type, method: FlickrMethod) throws -> T {
        try method.decode(type, from: try Fixtures.api("flickr/" + name))
    }

    @Test("photos.search with every extra: ids, owner, dates, sizes, place, tags")
    func searchWithExtras() throws {
        let list = try fixture("photos.search.extras.json", as: FlickrPhotoList.self, method: .search(FlickrSearch(text: "harbour")))
        #expect(list.paging == FlickrPaging(page: 1, pages: 37, perPage: 2, total: 73))
        #expect(list.photos.map(\.id) == ["53987654321", "53987001234"] && list.skipped == 0)
        let first = list.photos[0]
        #expect(first.owner == "98765432@N05" && first.secret == "a1b2c3d4e5" && first.server == "65535" && first.farm == 66)
        #expect(first.title == "Harbour at dusk" && first.description == "Long exposure from the <b>north pier</b>.")
        #expect(first.license == 4 && first.views == 1289 && first.ownerName == "Example Walker" && first.pathAlias == "examplewalker")
        #expect(first.uploaded == Date(timeIntervalSince1970: 1_716_890_000) && first.lastUpdate == Date(timeIntervalSince1970: 1_716_990_123))
        #expect(first.taken == Timestamp.parse("2024-05-27T21:14:05Z") && first.takenUnknown == false)
        #expect(first.originalSecret == "0f9e8d7c6b" && first.originalFormat == "jpg" && first.originalWidth == 6000 && first.originalHeight == 4000)
        #expect(first.tags == ["harbour", "dusk", "longexposure", "pier"] && first.machineTags.isEmpty)
        #expect(first.location?.latitude == 54.321098 && first.location?.longitude == -3.210987 && first.location?.accuracy == 16)
        #expect(first.images.map(\.size) == [.sq, .m, .l, .k, .o])
        #expect(first.image(.largestAllowed) == FlickrImage(size: .o, url: "https://live.staticflickr.com/65535/53987654321_0f9e8d7c6b_o.jpg", width: 6000, height: 4000))
        #expect(first.pageURL() == "https://www.flickr.com/photos/examplewalker/53987654321/")
        let second = list.photos[1]
        #expect(second.title == "" && second.description == nil && second.pathAlias == nil && second.location == nil)
        #expect(second.takenUnknown == true && second.tags.isEmpty && second.iconServer == "0")
        #expect(second.image(.largestAllowed)?.size == .m && second.pageURL() == "https://www.flickr.com/photos/11223344@N00/53987001234/")
    }

    @Test("photos.getInfo: owner, wrapped title, dates, usage, tags, place, page")
    func photoInfo() throws {
        let info = try fixture("photos.getInfo.json", as: FlickrPhotoInfo.self, method: .photoInfo(photo: "53987654321"))
        #expect(info.id == "53987654321" && info.title == "Harbour at dusk" && info.description == "Long exposure from the <b>north pier</b>.")
        #expect(info.owner?.nsid == "98765432@N05" && info.owner?.username == "Example Walker" && info.owner?.pathAlias == "examplewalker")
        #expect(info.posted == Date(timeIntervalSince1970: 1_716_890_000) && info.taken == Timestamp.parse("2024-05-27 21:14:05"))
        #expect(info.license == 4 && info.safetyLevel == 0 && info.rotation == 0 && info.isFavorite == false && info.isPublic == true)
        #expect(info.views == 1289 && info.comments == 2 && info.canDownload == true && info.canComment == true)
        #expect(info.tags == ["Harbour", "long exposure"])
        #expect(info.location?.locality == "Exampleport" && info.location?.region == "Example Region" && info.location?.country == "Exampleland")
        #expect(info.pageURL == "https://www.flickr.com/photos/examplewalker/53987654321/" && info.media == "photo")
        #expect(info.originalURL() == "https://live.staticflickr.com/65535/53987654321_0f9e8d7c6b_o.jpg")
    }

    @Test("photos.getSizes: every size in order, the own secrets, the largest allowed")
    func sizes() throws {
        let sizes = try fixture("photos.getSizes.json", as: FlickrSizes.self, method: .sizes(photo: "53987654321"))
        #expect(sizes.canDownload == true)
        #expect(sizes.images.map(\.size) == [.sq, .q, .t, .s, .n, .w, .m, .z, .c, .l, .h, .k, .x3k, .x4k, .x5k, .o])
        #expect(sizes.images.first == FlickrImage(size: .sq, url: "https://live.staticflickr.com/65535/53987654321_a1b2c3d4e5_s.jpg", width: 75, height: 75))
        #expect(sizes.image(.largestAllowed)?.size == .o)
        #expect(sizes.image(.size(.k))?.url == "https://live.staticflickr.com/65535/53987654321_5e6f7a8b9c_k.jpg")
    }

    @Test("photos.getExif: the camera, raw and clean values")
    func exif() throws {
        let exif = try fixture("photos.getExif.json", as: FlickrExif.self, method: .exif(photo: "53987654321"))
        #expect(exif.id == "53987654321" && exif.camera == "Examplecorp X-100" && exif.tags.count == 8)
        #expect(exif.value(of: "FNumber") == "f/11.0" && exif.value(of: "ISO") == "100" && exif.value(of: "ExposureTime") == "30 sec (30)")
        #expect(exif.tags.first { $0.tag == "FocalLength" }?.raw == "23.0 mm" && exif.tags.first?.tagspace == "IFD0")
    }

    @Test("photos.comments.getList: ids with dashes, null and set aliases, HTML text")
    func comments() throws {
        let list = try fixture("photos.comments.getList.json", as: FlickrComments.self, method: .comments(photo: "53987654321"))
        #expect(list.photoID == "53987654321" && list.skipped == 0)
        #expect(list.comments.map(\.id) == ["98700001-53987654321-72177720300000001", "98700001-53987654321-72177720300000002"])
        #expect(list.comments[0].author == "55667788@N02" && list.comments[0].pathAlias == nil && list.comments[0].text == "Lovely <i>colours</i>!")
        #expect(list.comments[0].created == Date(timeIntervalSince1970: 1_716_900_000) && list.comments[0].authorIsDeleted == false)
        #expect(list.comments[1].pathAlias == "someone" && list.comments[1].realname == nil && list.comments[1].iconFarm == 1)
    }

    @Test("photosets.getList: albums with wrapped titles and string view counts")
    func albums() throws {
        let list = try fixture("photosets.getList.json", as: FlickrCollectionList.self, method: .albums(user: "98765432@N05"))
        #expect(list.paging == FlickrPaging(page: 1, pages: 1, perPage: 500, total: 2))
        let album = try #require(list.collections.first)
        #expect(album.kind == .album && album.id == "72177720312345678" && album.title == "Coast, May 2024")
        #expect(album.photoCount == 14 && album.videoCount == 1 && album.views == 57 && album.comments == 0 && album.owner == "98765432@N05")
        #expect(album.cover() == "https://live.staticflickr.com/65535/53987654321_a1b2c3d4e5_q.jpg")
        #expect(list.collections[1].description == nil && list.collections[1].created == Date(timeIntervalSince1970: 1_690_000_000))
    }

    @Test("photosets.getPhotos: the container's owner on each photo, isprimary as a string")
    func albumPhotos() throws {
        let list = try fixture("photosets.getPhotos.json", as: FlickrPhotoList.self, method: .albumPhotos(album: "72177720312345678"))
        #expect(list.paging == FlickrPaging(page: 1, pages: 8, perPage: 2, total: 15))
        #expect(list.albumID == "72177720312345678" && list.albumTitle == "Coast, May 2024" && list.owner == "98765432@N05")
        #expect(list.photos.map(\.owner) == ["98765432@N05", "98765432@N05"] && list.photos.map(\.isPrimary) == [true, false])
        #expect(list.photos[1].image(.largestAllowed)?.size == .m)
    }

    @Test("galleries.getPhotos: is_primary, has_comment and the curator's comment")
    func galleryPhotos() throws {
        let list = try fixture("galleries.getPhotos.json", as: FlickrPhotoList.self, method: .galleryPhotos(gallery: "72157617483228192"))
        #expect(list.photos.map(\.id) == ["53987654321", "52000000002"] && list.photos.map(\.isPrimary) == [true, false])
        #expect(list.photos[0].curatorComment == "The light in this one is unreal." && list.photos[1].curatorComment == nil)
    }

    @Test("people.getInfo: wrapped names, counts as a number, the buddy icon")
    func person() throws {
        let person = try fixture("people.getInfo.json", as: FlickrPerson.self, method: .person(user: "98765432@N05"))
        #expect(person.nsid == "98765432@N05" && person.username == "Example Walker" && person.realname == "Alex Example")
        #expect(person.location == "Somewhere, Nowhere" && person.description == "I walk and take photos." && person.pathAlias == "examplewalker")
        #expect(person.photoCount == 1234 && person.isPro == false && person.isDeleted == false)
        #expect(person.firstUpload == Date(timeIntervalSince1970: 1_551_521_472) && person.firstTaken == Timestamp.parse("2019-03-02 10:11:12"))
        #expect(person.photosURL == "https://www.flickr.com/photos/examplewalker/")
        #expect(person.buddyIcon() == "https://farm66.staticflickr.com/65535/buddyicons/98765432@N05.jpg")
    }

    @Test("the error example is Flickr's code 1 on any method, and means not found")
    func photoNotFound() throws {
        let body = try Fixtures.api("flickr/error.photo_not_found.json")
        #expect(throws: FlickrAnswerFailure.api(FlickrAPIError(code: 1, message: "Photo \"53900000000\" not found (invalid ID)", method: "flickr.photos.getInfo"))) {
            try FlickrMethod.photoInfo(photo: "53900000000").decode(FlickrPhotoInfo.self, from: body)
        }
        do throws(FlickrAnswerFailure) {
            _ = try FlickrMethod.photoInfo(photo: "53900000000").decode(FlickrPhotoInfo.self, from: body)
        } catch {
            guard case .api(let failure) = error else { Issue.record("not an API error: \(error)"); return }
            #expect(failure.kind == .notFound && !failure.isTransient)
        }
    }

    @Test("every file of Fixtures/api/flickr has a test here")
    func everyFixtureIsCovered() throws {
        let folder = Fixtures.root.appendingPathComponent("api/flickr")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [
            "error.photo_not_found.json", "galleries.getPhotos.json", "people.getInfo.json", "photos.comments.getList.json",
            "photos.getExif.json", "photos.getInfo.json", "photos.getSizes.json", "photos.search.extras.json",
            "photosets.getList.json", "photosets.getPhotos.json",
        ])
    }
}
