import Foundation
import Testing
@testable import PhotomaniaKit

/// Each row of the contract's §2 (typing drift): the older and the modern spelling decode to
/// the same value; and §13's other quirks (`_content`, `null`, `""`, flags, containers).
@Suite("Flickr: each typing drift decodes the same both ways")
struct FlickrQuirkTests {
    private func decode<T: FlickrPayload>(_ type: T.Type, _ json: String, method: FlickrMethod = .recent()) throws -> T {
        try method.decode(type, from: Data(json.utf8))
    }

    /// A listed photo from its members beyond the id, in a one-photo standard list.
    private func photo(_ members: String) throws -> FlickrListedPhoto {
        let list = try decode(FlickrPhotoList.self, #"{"photos": {"page": 1, "pages": 1, "perpage": 1, "total": 1, "photo": [{"id": "52000000001", "# + members + "}]}, \"stat\": \"ok\"}")
        return try #require(list.photos.first)
    }

    private func info(_ members: String) throws -> FlickrPhotoInfo {
        try decode(FlickrPhotoInfo.self, #"{"photo": {"id": "52000000001", "# + members + "}, \"stat\": \"ok\"}", method: .photoInfo(photo: "52000000001"))
    }

    @Test("photo id, owner, secret, server: strings now, numbers accepted", arguments: [
        (#""owner": "98765432@N05", "secret": "a1b2c3", "server": "65535""#, #""owner": "98765432@N05", "secret": "a1b2c3", "server": 65535"#),
    ])
    func idsAndServers(modern: String, old: String) throws {
        let (a, b) = (try photo(modern), try photo(old))
        #expect(a == b && a.server == "65535" && a.owner == "98765432@N05")
        let numbered = try decode(FlickrPhotoList.self, #"{"photos": {"photo": [{"id": 52000000001}], "total": 1}, "stat": "ok"}"#)
        #expect(numbered.photos.map(\.id) == ["52000000001"])
    }

    @Test("farm and iconfarm: numbers now, strings accepted")
    func farms() throws {
        #expect(try photo(#""farm": 66, "iconfarm": 1"#) == photo(#""farm": "66", "iconfarm": "1""#))
        #expect(try photo(#""farm": "66""#).farm == 66)
    }

    @Test("ispublic: 0/1 now, \"1\" strings and booleans accepted", arguments: [#""ispublic": "1""#, #""ispublic": true"#])
    func visibility(old: String) throws {
        #expect(try photo(#""ispublic": 1"#) == photo(old))
        #expect(try photo(#""ispublic": 0"#).isPublic == false && photo(#""ispublic": "0""#).isPublic == false)
    }

    @Test("paging page, pages, perpage and total: numbers now, strings before ~2020")
    func paging() throws {
        let modern = try decode(FlickrPhotoList.self, #"{"photos": {"page": 2, "pages": 1253, "perpage": 100, "total": 39182, "photo": []}, "stat": "ok"}"#)
        let old = try decode(FlickrPhotoList.self, #"{"photos": {"page": "2", "pages": "1253", "perpage": "100", "total": "39182", "photo": []}, "stat": "ok"}"#)
        #expect(modern == old && modern.paging == FlickrPaging(page: 2, pages: 1253, perPage: 100, total: 39182))
    }

    @Test("Unix times (dateupload, lastupdate, date_faved): strings now, numbers accepted")
    func unixTimes() throws {
        let modern = try photo(#""dateupload": "1716890000", "lastupdate": "1716990123", "date_faved": "1716999999""#)
        let old = try photo(#""dateupload": 1716890000, "lastupdate": 1716990123, "date_faved": 1716999999"#)
        #expect(modern == old && modern.uploaded == Date(timeIntervalSince1970: 1_716_890_000) && modern.faved == Date(timeIntervalSince1970: 1_716_999_999))
        #expect(try photo(#""dateupload": "", "lastupdate": "-5", "date_faved": "99999999999999""#).uploaded == nil)
    }

    @Test("datetaken is a MySQL date time; granularity 0 or \"0\"; takenunknown \"0\" or 0")
    func takenDates() throws {
        let modern = try photo(#""datetaken": "2024-05-27 21:14:05", "datetakengranularity": 0, "datetakenunknown": "0""#)
        let old = try photo(#""datetaken": "2024-05-27 21:14:05", "datetakengranularity": "0", "datetakenunknown": 0"#)
        #expect(modern == old && modern.taken == Timestamp.parse("2024-05-27T21:14:05Z") && modern.takenGranularity == 0 && modern.takenUnknown == false)
        let infoModern = try info(#""dates": {"taken": "2024-05-27 21:14:05", "takengranularity": 0, "takenunknown": "1", "posted": "1716890000"}"#)
        let infoOld = try info(#""dates": {"taken": "2024-05-27 21:14:05", "takengranularity": "0", "takenunknown": 1, "posted": 1716890000}"#)
        #expect(infoModern == infoOld && infoModern.takenUnknown == true && infoModern.posted == Date(timeIntervalSince1970: 1_716_890_000))
    }

    @Test("views, license: strings now, numbers accepted (and getInfo's)")
    func viewsAndLicense() throws {
        #expect(try photo(#""views": "112", "license": "4""#) == photo(#""views": 112, "license": 4"#))
        #expect(try info(#""views": "112", "license": "4", "safety_level": "0""#) == info(#""views": 112, "license": 4, "safety_level": 0"#))
    }

    @Test("licenses.getInfo ids: numbers now, strings in the XML-derived docs")
    func licenseIDs() throws {
        let modern = try decode(FlickrLicenseList.self, #"{"licenses": {"license": [{"id": 3, "name": "CC BY-NC-ND 2.0", "url": "https://creativecommons.org/licenses/by-nc-nd/2.0/"}]}, "stat": "ok"}"#, method: .licenses)
        let old = try decode(FlickrLicenseList.self, #"{"licenses": {"license": [{"id": "3", "name": "CC BY-NC-ND 2.0", "url": "https://creativecommons.org/licenses/by-nc-nd/2.0/"}]}, "stat": "ok"}"#, method: .licenses)
        #expect(modern == old && modern.licenses.map(\.id) == [3])
    }

    @Test("isfavorite and rotation: numbers, strings accepted")
    func favoriteAndRotation() throws {
        #expect(try info(#""isfavorite": 1, "rotation": 90"#) == info(#""isfavorite": "1", "rotation": "90""#))
        #expect(try info(#""isfavorite": true"#).isFavorite == true)
    }

    @Test("machine_tag: false/true since 2023, 0/1 before; machine tags are left out")
    func machineTags() throws {
        let tags = { (flag: String, other: String) in
            #""tags": {"tag": [{"raw": "Harbour", "_content": "harbour", "machine_tag": "# + flag + #"}, {"raw": "geo:lat=1", "_content": "geolat1", "machine_tag": "# + other + "}]}"
        }
        let modern = try info(tags("false", "true"))
        #expect(modern == (try info(tags("0", "1"))) && modern.tags == ["Harbour"])
    }

    @Test("width_X/height_X: numbers now, strings mixed in before ~2020")
    func extrasDimensions() throws {
        let url = #""url_t": "https://live.staticflickr.com/1/52000000001_ab_t.jpg", "url_sq": "https://live.staticflickr.com/1/52000000001_ab_s.jpg""#
        let modern = try photo(url + #", "height_sq": 75, "width_sq": 75, "height_t": 67, "width_t": 100"#)
        let old = try photo(url + #", "height_sq": 75, "width_sq": "75", "height_t": "67", "width_t": 100"#)
        #expect(modern == old && modern.images.first { $0.size == .t }?.height == 67)
    }

    @Test("getSizes width/height: numbers, strings, or \"\" for video entries (left out)")
    func sizeDimensions() throws {
        let sizes = { (width: String, height: String) in
            #"{"sizes": {"candownload": 1, "size": [{"label": "Large Square", "width": "# + width + #", "height": "# + height
                + #", "source": "https://live.staticflickr.com/1/52000000001_ab_q.jpg", "media": "photo"}, {"label": "Video Player", "width": "", "height": "", "source": "https://www.flickr.com/photos/x/52000000001/play/site/ab/", "media": "video"}]}, "stat": "ok"}"#
        }
        let modern = try decode(FlickrSizes.self, sizes("150", "150"), method: .sizes(photo: "52000000001"))
        let old = try decode(FlickrSizes.self, sizes(#""150""#, #""150""#), method: .sizes(photo: "52000000001"))
        #expect(modern == old && modern.images == [FlickrImage(size: .q, url: "https://live.staticflickr.com/1/52000000001_ab_q.jpg", width: 150, height: 150)])
        let empty = try decode(FlickrSizes.self, sizes(#""""#, #""""#), method: .sizes(photo: "52000000001"))
        #expect(empty.images.first?.width == nil && empty.images.first?.longestEdge == 150)
    }

    @Test("o_width/o_height: strings now, numbers accepted")
    func originalDimensions() throws {
        #expect(try photo(#""o_width": "6000", "o_height": "4000""#) == photo(#""o_width": 6000, "o_height": 4000"#))
    }

    @Test("geo: strings when geotagged (numbers accepted), the number 0 when not", arguments: [
        (#""latitude": "61.468730", "longitude": "16.123", "accuracy": "16""#, #""latitude": 61.46873, "longitude": 16.123, "accuracy": 16"#),
    ])
    func geo(modern: String, old: String) throws {
        let (a, b) = (try photo(modern), try photo(old))
        #expect(a == b && a.location?.latitude == 61.46873 && a.location?.accuracy == 16)
        #expect(try photo(#""latitude": 0, "longitude": 0, "accuracy": 0"#).location == nil)
        #expect(try photo(#""latitude": "91", "longitude": "16""#).location == nil)
    }

    @Test("getInfo's comments._content: a string now, a number accepted")
    func commentCount() throws {
        #expect(try info(#""comments": {"_content": "2"}"#) == info(#""comments": {"_content": 2}"#))
        #expect(try info(#""comments": {"_content": "2"}"#).comments == 2)
    }

    @Test("person.photos.count._content is a number, views._content a string; both ways accepted")
    func personCounts() throws {
        let person = { (count: String, views: String) in
            #"{"person": {"nsid": "98765432@N05", "photos": {"count": {"_content": "# + count + #"}, "views": {"_content": "# + views + "}}}, \"stat\": \"ok\"}"
        }
        let modern = try decode(FlickrPerson.self, person("487", #""112""#), method: .person(user: "98765432@N05"))
        let old = try decode(FlickrPerson.self, person(#""487""#, "112"), method: .person(user: "98765432@N05"))
        #expect(modern == old && modern.photoCount == 487 && modern.views == 112)
    }

    @Test("EXIF raw/clean: strings now, numbers in 2011")
    func exifValues() throws {
        let exif = { (raw: String, clean: String) in
            #"{"photo": {"id": "52000000001", "camera": "X", "exif": [{"tagspace": "ExifIFD", "tag": "FNumber", "raw": {"_content": "# + raw + #"}, "clean": {"_content": "# + clean + "}}]}, \"stat\": \"ok\"}"
        }
        let modern = try decode(FlickrExif.self, exif(#""2.8""#, #""2.8""#), method: .exif(photo: "52000000001"))
        let old = try decode(FlickrExif.self, exif("2.8", "2.8"), method: .exif(photo: "52000000001"))
        #expect(modern == old && modern.value(of: "FNumber") == "2.8")
    }

    @Test("album counts: count_views strings, count_photos/photos numbers; each way accepted")
    func albumCounts() throws {
        let list = { (views: String, photos: String) in
            #"{"photosets": {"page": 1, "pages": 1, "perpage": 500, "total": 1, "photoset": [{"id": "72177720312345678", "title": {"_content": "A"}, "count_views": "# + views + #", "count_comments": "# + views + #", "count_photos": "# + photos + #", "photos": "# + photos + "}]}, \"stat\": \"ok\"}"
        }
        let modern = try decode(FlickrCollectionList.self, list(#""57""#, "22"), method: .albums(user: nil))
        let old = try decode(FlickrCollectionList.self, list("57", #""22""#), method: .albums(user: nil))
        #expect(modern == old && modern.collections.first?.views == 57 && modern.collections.first?.photoCount == 22)
    }

    @Test("isprimary: \"0\"/\"1\" in albums, is_primary 0/1 in galleries: the same flag")
    func primaryFlags() throws {
        #expect(try photo(#""isprimary": "1""#) == photo(#""is_primary": 1"#))
        #expect(try photo(#""isprimary": "0""#).isPrimary == false)
    }

    @Test("path_alias / pathalias: a string, null, or \"\" (none)")
    func pathAliases() throws {
        #expect(try photo(#""pathalias": null"#) == photo(#""pathalias": """#))
        #expect(try photo(#""pathalias": null"#).pathAlias == nil && photo(#""pathalias": "bees""#).pathAlias == "bees")
        let comments = try decode(FlickrComments.self, #"{"comments": {"comment": [{"id": "1-2-3", "author": "98765432@N05", "path_alias": null, "_content": "x"}]}, "stat": "ok"}"#)
        #expect(comments.comments.first?.pathAlias == nil)
    }

    @Test("error code: a number, a numeric string accepted")
    func errorCodes() throws {
        for body in [#"{"stat": "fail", "code": 2, "message": "Permission denied"}"#, #"{"stat": "fail", "code": "2", "message": "Permission denied"}"#] {
            #expect(throws: FlickrAnswerFailure.api(FlickrAPIError(code: 2, message: "Permission denied", method: "flickr.photos.getExif"))) {
                try decode(FlickrExif.self, body, method: .exif(photo: "52000000001"))
            }
        }
    }

    @Test("empty lists come as []; comments may come without their member")
    func emptyLists() throws {
        #expect(try info(#""notes": {"note": []}, "tags": {"tag": []}"#).tags == [])
        let none = try decode(FlickrComments.self, #"{"comments": {"photo_id": "52000000041"}, "stat": "ok"}"#)
        let empty = try decode(FlickrComments.self, #"{"comments": {"photo_id": "52000000041", "comment": []}, "stat": "ok"}"#)
        #expect(none == empty && none.comments.isEmpty)
        let list = try decode(FlickrPhotoList.self, #"{"photos": {"page": 1, "pages": 0, "perpage": 100, "total": 0, "photo": []}, "stat": "ok"}"#)
        #expect(list.photos.isEmpty && list.paging.pages == 1 && !list.paging.hasNextPage)
    }

    @Test("unknown members are ignored")
    func unknownMembers() throws {
        let plain = try info(#""title": {"_content": "A"}"#)
        #expect(plain == (try info(#""title": {"_content": "A"}, "owner": {"nsid": "98765432@N05", "gift": {"x": [1]}}, "needs_interstitial": 0, "sort_group": null"#)).withoutOwner)
    }

    @Test("title: {_content} in getInfo, a plain string in lists")
    func wrappedText() throws {
        #expect(try info(#""title": {"_content": "Harbour"}"#).title == "Harbour" && info(#""title": "Harbour""#).title == "Harbour")
        #expect(try photo(#""title": "Harbour""#) == photo(#""title": {"_content": "Harbour"}"#))
        #expect(try photo(#""title": {"_content": {"_content": "x"}}"#).title == "")
    }
}

private extension FlickrPhotoInfo {
    var withoutOwner: FlickrPhotoInfo {
        var copy = self
        copy.owner = nil
        return copy
    }
}
