import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Galleries")
struct DecodingGalleryTests {
    @Test("a gallery list: every field, a gallery without cover, a private one with a token")
    func galleryList() throws {
        let page = try Gallery.decodeCollection(from: Fixtures.api("galleries-list.json"))
        #expect(page.currentPage == 1 && page.totalPages == 2 && page.totalItems == 3 && page.skippedCount == 0)
        #expect(page.items.map(\.id) == [4021, 4022, 4023])
        let iceland = page.items[0]
        #expect(iceland.userID == 77 && iceland.name == "Iceland 2024")
        #expect(iceland.description == "Ten days on the ring road.<br/>Mostly rain." && iceland.subtitle == nil)
        #expect(iceland.slug == "iceland-2024" && iceland.token == nil && iceland.customPath == "/ana_lind/galleries/iceland-2024")
        #expect(iceland.kind == .portfolio && iceland.isPrivate == false && iceland.itemsCount == 12)
        #expect(iceland.createdAt == utcDate(2024, 5, 2, 14, 15))
        #expect(iceland.updatedAt == utcDate(2024, 6, 11, 8) && iceland.lastAddedToAt == utcDate(2024, 6, 11, 8))
        #expect(iceland.coverImages == [PhotoImage(
            size: .large, url: "https://cdn.example.com/photo/9001/4.jpg",
            httpsURL: "https://cdn.example.com/photo/9001/4.jpg", format: "jpeg")])
        #expect(iceland.user?.username == "ana_lind" && iceland.user?.followersCount == 310)

        let liked = page.items[1]
        #expect(liked.kind == .favorite && liked.itemsCount == 0 && liked.lastAddedToAt == nil)
        #expect(liked.coverImages.isEmpty && liked.user == nil && liked.createdAt == utcDate(2023, 1, 9, 12))

        let lightTable = page.items[2]
        #expect(lightTable.kind == .lightbox && lightTable.isPrivate == true && lightTable.token == "a1b2c3d4e5")
        #expect(lightTable.description == nil && lightTable.lastAddedToAt == nil)
    }

    @Test("GET /users/:user_id/galleries/:id with the gallery wrapper and without it")
    func wrappedAndBare() throws {
        let wrapped = try GalleryResponse.decodeObject(from: Fixtures.api("gallery-show.json")).gallery
        let bare = try GalleryResponse.decodeObject(from: Fixtures.api("gallery-show-bare.json")).gallery
        for gallery in [wrapped, bare] {
            #expect(gallery.id == 4021 && gallery.userID == 77 && gallery.name == "Iceland 2024")
            #expect(gallery.subtitle == "Ring road, June" && gallery.slug == "iceland-2024")
            #expect(gallery.kind == .portfolio && gallery.isPrivate == false && gallery.itemsCount == 12)
            #expect(gallery.coverImages.map(\.size) == [.large])
            #expect(gallery.coverImages.first?.url == "https://cdn.example.com/photo/9001/4.jpg")
            #expect(gallery.user?.id == 77 && gallery.user?.username == "ana_lind")
        }
        #expect(wrapped.user?.galleriesCount == 3 && wrapped.user?.displayName == "Ana Lind")
    }

    @Test("a bare gallery without an id is an error, not an empty gallery")
    func bareWithoutID() {
        #expect(throws: DecodingFailure.self) {
            try GalleryResponse.decodeObject(from: Data(#"{"name": "no id", "kind": 0}"#.utf8))
        }
        #expect(throws: DecodingFailure.self) {
            try GalleryResponse.decodeObject(from: Data(#"{"gallery": {"name": "no id"}}"#.utf8))
        }
    }

    @Test("string ids and counts, nulls, an undocumented kind, privacy as a word, a half-broken cover")
    func driftedGalleries() throws {
        let page = try Gallery.decodeCollection(from: Fixtures.api("quirks/galleries-drift.json"))
        #expect(page.items.map(\.id) == [5001, 5002, 5003])
        #expect(page.skippedCount == 2, "the gallery without id and the string")

        let first = page.items[0]
        #expect(first.userID == 77 && first.name == "" && first.description == nil && first.slug == nil)
        #expect(first.kind == .profile && first.isPrivate == true && first.itemsCount == 7)
        #expect(first.createdAt == nil && first.updatedAt == utcDate(2019, 11, 30) && first.lastAddedToAt == nil)
        #expect(first.coverImages.isEmpty && first.user == nil)

        let second = page.items[1]
        #expect(second.kind == .unknown(9) && second.kind?.name == "kind 9" && second.kind?.rawValue == 9)
        #expect(second.isPrivate == true && second.itemsCount == 3 && second.name == "2024")
        #expect(second.user?.id == 77 && second.user?.galleriesCount == 6, "collections_count stands in for galleries_count")

        let third = page.items[2]
        #expect(third.kind == nil && third.isPrivate == nil)
        #expect(third.coverImages.map(\.url) == ["https://cdn.example.com/photo/1/2.jpg"], "the image without url is left out")
    }

    @Test("the pre-2015 list of collections reads as galleries")
    func collectionsEnvelope() throws {
        let page = try Gallery.decodeCollection(from: Fixtures.api("quirks/galleries-as-collections.json"))
        #expect(page.items == [Gallery(id: 17, name: "Old collection", kind: .general)])
    }

    @Test("a list with neither galleries nor collections names the key it wanted")
    func missingList() {
        #expect(throws: DecodingFailure.missingField(path: "galleries", expected: .list)) {
            try Gallery.decodeCollection(from: Data(#"{"current_page": 1, "total_pages": 1, "total_items": 0}"#.utf8))
        }
    }

    @Test("gallery kinds: the documented five by name or number, others kept as numbers")
    func kinds() {
        #expect(GalleryKind.documented.map(\.rawValue) == [0, 1, 3, 4, 5])
        #expect(GalleryKind.documented.map(\.name) == ["general", "lightbox", "portfolio", "profile", "favorite"])
        #expect(GalleryKind(rawValue: 2) == .unknown(2))
        #expect(GalleryKind(rawValue: 3) == .portfolio)
        #expect(GalleryKind(argument: "Portfolio") == .portfolio && GalleryKind(argument: "5") == .favorite)
        #expect(GalleryKind(argument: "2") == nil && GalleryKind(argument: "album") == nil)
    }

    @Test("--json writes the API's snake_case keys and reads back the same galleries")
    func roundTrip() throws {
        let page = try Gallery.decodeCollection(from: Fixtures.api("galleries-list.json"))
        let encoded = try APIJSON.makeOutputEncoder().encode(page)
        let text = String(decoding: encoded, as: UTF8.self)
        for key in ["\"galleries\"", "\"items_count\"", "\"last_added_to_at\"", "\"cover_photo\"", "\"custom_path\"", "\"user_id\"", "\"privacy\""] {
            #expect(text.contains(key), "\(key)")
        }
        #expect(try Gallery.decodeCollection(from: encoded).items == page.items)

        let single = try GalleryResponse.decodeObject(from: Fixtures.api("gallery-show.json"))
        let reread = try GalleryResponse.decodeObject(from: APIJSON.makeOutputEncoder().encode(single))
        #expect(reread == single)
        #expect(String(decoding: try APIJSON.makeOutputEncoder().encode(single), as: UTF8.self).hasPrefix("{\n  \"gallery\" : {"))
    }
}
