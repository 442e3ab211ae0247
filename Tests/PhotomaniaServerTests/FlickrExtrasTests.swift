import Foundation
import Testing
@testable import PhotomaniaServer

/// `extras`: each value adds its own fields under Flickr's names and types (contract §5.2), and
/// `url_X` only for the sizes a photo has and its owner shows.
@Suite struct FlickrExtrasTests {
    /// The listed photo of this id in a search by its owner with these extras.
    private func listed(_ flickr: FlickrCalls, _ photo: DemoPhoto, extras: String) throws -> JSONNode {
        let owner = try #require(flickr.catalog.user(id: photo.userID))
        let response = try flickr.get("flickr.photos.search", [("user_id", owner.nsid), ("extras", extras), ("per_page", "500")])
        let photos = try JSONNode(response.body)["photos"]?["photo"]?.items ?? []
        return try #require(photos.first { $0["id"] == .string(FlickrIDs.photo(photo)) })
    }

    @Test func withoutExtrasAPhotoHasItsBaseFieldsOnly() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { !$0.nsfw })
        let node = try listed(flickr, photo, extras: "")
        #expect(Set(node.members.keys) == ["id", "owner", "secret", "server", "farm", "title", "ispublic", "isfriend", "isfamily"])
        #expect(node["id"]?.kind == "string" && node["server"]?.kind == "string" && node["farm"]?.kind == "int")
        #expect(node["title"] == .string(photo.name) && node["ispublic"] == .int(1))
    }

    @Test(arguments: [
        ("description", ["description"]), ("license", ["license"]), ("date_upload", ["dateupload"]), ("last_update", ["lastupdate"]),
        ("date_taken", ["datetaken", "datetakengranularity", "datetakenunknown"]), ("owner_name", ["ownername"]),
        ("icon_server", ["iconserver", "iconfarm"]), ("original_format", ["originalsecret", "originalformat"]),
        ("o_dims", ["o_width", "o_height"]), ("tags", ["tags"]), ("machine_tags", ["machine_tags"]), ("views", ["views"]),
        ("media", ["media", "media_status"]), ("path_alias", ["pathalias"]), ("count_faves", ["count_faves"]),
        ("count_comments", ["count_comments"]), ("realname", ["realname"]), ("url_sq", ["url_sq", "width_sq", "height_sq"]),
        ("url_o", ["url_o", "width_o", "height_o"]), ("url_m", ["url_m", "width_m", "height_m"]),
    ])
    func eachExtraAddsItsFields(extra: String, fields: [String]) throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { !$0.nsfw && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let base = Set(try listed(flickr, photo, extras: "").members.keys)
        let with = Set(try listed(flickr, photo, extras: extra).members.keys)
        #expect(with.subtracting(base) == Set(fields))
    }

    @Test func extrasHaveFlickrsTypes() throws {
        let flickr = try FlickrCalls()
        let photo = try #require(flickr.catalog.photos.first { !$0.nsfw && $0.location != nil && $0.takenAt != nil && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let node = try listed(flickr, photo, extras: "description,license,date_upload,date_taken,geo,views,o_dims,url_m,path_alias,icon_server")
        #expect(node["description"]?["_content"] == .string(photo.description))
        #expect(node["license"] == .string(String(photo.flickrLicense)))
        #expect(node["dateupload"] == .string(String(Int(photo.createdAt.timeIntervalSince1970))))
        #expect(node["datetakengranularity"] == .int(0) && node["datetakenunknown"] == .string("0"))
        let taken = try #require(node["datetaken"]?.stringValue)
        #expect(taken.count == 19 && taken.dropFirst(10).first == " ")
        #expect(node["views"] == .string(String(photo.timesViewed)) && node["o_width"] == .string(String(photo.width)))
        #expect(node["width_m"]?.kind == "int" && node["iconfarm"]?.kind == "int" && node["iconserver"]?.kind == "string")
        #expect(node["latitude"]?.kind == "string" && node["accuracy"] == .string("16") && node["context"] == .int(0))
        let unplaced = try #require(flickr.catalog.photos.first { !$0.nsfw && $0.location == nil })
        let bare = try listed(flickr, unplaced, extras: "geo")
        #expect(bare["latitude"] == .int(0) && bare["longitude"] == .int(0) && bare["accuracy"] == .int(0) && bare["place_id"] == nil)
        let aliasless = try #require(flickr.catalog.photos.first { !$0.nsfw && flickr.catalog.user(id: $0.userID)?.pathAlias == nil })
        #expect(try listed(flickr, aliasless, extras: "path_alias")["pathalias"] == .null)
        let untaken = try #require(flickr.catalog.photos.first { !$0.nsfw && $0.takenAt == nil })
        #expect(try listed(flickr, untaken, extras: "date_taken")["datetakenunknown"] == .string("1"))
    }

    @Test func urlsComeOnlyForSizesThePhotoHas() throws {
        let flickr = try FlickrCalls()
        let every = FlickrSize.all.map { "url_" + $0.extra }.joined(separator: ",")
        let small = try #require(flickr.catalog.photos.first { !$0.nsfw && max($0.width, $0.height) < 1600 && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let smallNode = try listed(flickr, small, extras: every)
        #expect(smallNode["url_l"] != nil && smallNode["url_o"] != nil)
        #expect(smallNode["url_h"] == nil && smallNode["url_k"] == nil && smallNode["url_6k"] == nil, "no size beyond the original")
        #expect(smallNode["width_o"] == .int(small.width) && smallNode["height_o"] == .int(small.height))
        let big = try #require(flickr.catalog.photos.first { !$0.nsfw && max($0.width, $0.height) >= 6144 && flickr.catalog.user(id: $0.userID)?.showsLargeSizes == true })
        let bigNode = try listed(flickr, big, extras: every)
        for size in FlickrSize.all {
            #expect(bigNode["url_" + size.extra] != nil, "url_\(size.extra) of a \(big.width)×\(big.height) photo")
        }
        let files = FlickrPhotoFiles(photo: big)
        #expect(bigNode["url_m"] == .string("\(flickr.origin)/\(files.server)/\(FlickrIDs.photo(big))_\(files.secret).jpg"))
        #expect(bigNode["url_l"]?.stringValue?.hasSuffix("_\(files.secret)_b.jpg") == true)
        #expect(bigNode["url_k"]?.stringValue?.contains(files.secret) == false, "Large 2048 has a secret of its own")
        #expect(bigNode["url_o"] == .string("\(flickr.origin)/\(files.server)/\(FlickrIDs.photo(big))_\(files.originalSecret)_o.jpg"))
    }

    @Test func ownersWhoRefuseDownloadsShowNoOriginalAndNothingPastLarge() throws {
        let flickr = try FlickrCalls()
        let refusing = try #require(flickr.catalog.user(username: "sunnylens"))
        #expect(!refusing.allowsDownloads)
        let photo = try #require(flickr.catalog.photos.first { $0.userID == refusing.id && !$0.nsfw && max($0.width, $0.height) >= 2048 })
        let node = try listed(flickr, photo, extras: FlickrSize.all.map { "url_" + $0.extra }.joined(separator: ",") + ",original_format,o_dims")
        #expect(node["url_l"] != nil)
        #expect(node["url_h"] == nil && node["url_k"] == nil && node["url_o"] == nil)
        #expect(node["originalsecret"] == nil && node["originalformat"] == nil && node["o_width"] == nil)
    }

    @Test func unknownExtrasAreIgnored() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let photo = try #require(flickr.catalog.photos.first { !$0.nsfw })
        #expect(Set(try listed(flickr, photo, extras: "no_such_extra, views").members.keys) == [
            "id", "owner", "secret", "server", "farm", "title", "ispublic", "isfriend", "isfamily", "views",
        ])
    }
}

extension JSONNode {
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
