import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Photo lists")
struct DecodingPhotoListTests {
    @Test("the documented GET /photos example")
    func documentedList() throws {
        let page = try Photo.decodeCollection(from: Fixtures.api("photos-list.json"))
        #expect(page.feature == "popular")
        #expect(page.filters == PageFilters())
        #expect((page.currentPage, page.totalPages, page.totalItems, page.skippedCount) == (1, 250, 5000, 0))
        #expect(page.hasNextPage)
        #expect(page.items.map(\.id) == [4_910_421, 4_905_955])

        let first = try #require(page.items.first)
        #expect(first.name == "Orange or lemon")
        #expect(first.description == "")
        #expect(first.timesViewed == 709)
        #expect(first.rating == 97.4)
        #expect(first.createdAt == utcDate(2012, 2, 9, 7, 27, 16))
        #expect(first.category == .uncategorized)
        #expect(!first.privacy && !first.nsfw)
        #expect((first.width, first.height, first.votesCount, first.commentsCount) == (472, 709, 88, 58))
        #expect(first.highestRating == nil && first.takenAt == nil && first.camera == nil)
        #expect(first.imageURLs == ["http://pcdn.500px.net/4910421/c4a10b46e857e33ed2df35749858a7e45690dae7/2.jpg"])
        #expect(first.images.isEmpty)
        #expect(first.image(for: .small)?.url == first.imageURLs.first)
        #expect(first.image(for: .large) == nil)
        #expect(first.availableSizes == [.small])
        #expect(first.user?.username == "Lluisdeharo")
        #expect(first.user?.firstname == "Lluis ")
        #expect(first.user?.displayName == "Lluis de Haro Sanchez")

        let second = try #require(page.items.last)
        #expect(second.name == "R E S I G N E D")
        #expect(second.createdAt == utcDate(2012, 2, 9, 0, 0, 13))
        #expect((second.width, second.height, second.votesCount, second.commentsCount) == (750, 500, 69, 29))
        #expect(second.user?.id == 350_662)
        #expect(second.user?.city == "Forte da Casa")
    }

    @Test("a 2018-style list: arrays for image_url and images, numbers for EXIF, +00:00 dates, unknown keys")
    func driftedList() throws {
        let page = try Photo.decodeCollection(from: Fixtures.api("quirks/photos-2018-drift.json"))
        #expect(page.feature == "user")
        #expect(page.filters == PageFilters(category: .landscapes, exclude: nil, userID: 13))
        #expect((page.currentPage, page.totalPages, page.totalItems, page.skippedCount) == (2, 1000, 39_860, 0))
        #expect(page.items.count == 2)

        let photo = page.items[0]
        #expect(photo.id == 222_049_255 && photo.userID == 13)
        #expect(photo.description == "<b>Skyline</b>\r\nfrom the island")
        #expect(photo.camera == "ILCE-7RM2" && photo.lens == nil)
        #expect(photo.focalLength == "50" && photo.iso == "400" && photo.shutterSpeed == "1/250" && photo.aperture == "5.6")
        #expect(photo.rating == 27 && photo.highestRating == 97)
        #expect(photo.highestRatingDate == utcDate(2017, 8, 2, 10))
        #expect(photo.createdAt == utcDate(2017, 8, 1, 8, 40, 5))
        #expect(photo.takenAt == utcDate(2017, 5, 4, 17, 36, 51))
        #expect(photo.category == .cityAndArchitecture)
        #expect(photo.location == nil && photo.latitude == 43.6426 && photo.longitude == -79.3871)
        #expect(photo.privacy == false)
        #expect(photo.favoritesCount == 0 && photo.status == 1)
        #expect(photo.licenseType == License.fiveHundredPx(4))
        #expect(photo.converted == true)
        #expect(photo.imageURLs.count == 2)
        #expect(photo.images.map(\.size) == [.small, .px2048])
        #expect(photo.image(for: .px2048)?.url.hasSuffix("sig=bb") == true)
        #expect(photo.image(for: .small)?.format == "jpeg")
        #expect(photo.image(for: .small)?.httpsURL?.hasSuffix("sig=aa") == true)
        #expect(photo.image(for: .large) == nil)
        #expect(photo.imageFormat == "jpg")
        #expect(photo.url == "/photo/222049255/toronto-at-night-by-someone")
        #expect(photo.tags == ["toronto", "night", "skyline"])
        #expect(photo.liked == nil && photo.voted == nil)
        #expect(photo.user?.city == nil && photo.user?.country == "")
        #expect(photo.user?.upgradeStatus == 3 && photo.user?.affection == 5120 && photo.user?.followersCount == 870)

        let old = page.items[1]
        #expect(old.userID == 164_677)
        #expect(old.lens == "0")
        #expect(old.rating == 97.4)
        #expect(old.createdAt == utcDate(2012, 2, 10, 2, 11, 53))
        #expect(old.takenAt == utcDate(2010, 11, 13, 13, 37, 37).map { $0.addingTimeInterval(0.5) })
        #expect(old.category == .animals)
        #expect(old.nsfw == true)
        #expect(old.converted == false)
        let legacyURL = "http://pcdn.500px.net/4928401/16666558d7ba410f50922f86f736888d8cfaf9bb/4.jpg"
        #expect(old.images == [PhotoImage(size: .large, url: legacyURL)])
        #expect(old.image(for: .large)?.url == old.imageURLs.first)
        #expect(old.user?.userpicURL == "/graphics/userpic.png")
    }

    @Test("elements that do not decode are skipped and counted; the rest survive")
    func brokenElements() throws {
        let page = try Photo.decodeCollection(from: Fixtures.api("quirks/photos-one-broken.json"))
        #expect(page.items.map(\.id) == [101, 103])
        #expect(page.skippedCount == 2)
        #expect(page.totalPages == 5)
        #expect(page.items[0].rating == 50.5)
        #expect(page.items[1].user == nil, "a broken user costs the user, not the photo")
        #expect(page.filters == PageFilters())
    }

    @Test("an empty list past the last page")
    func emptyPage() throws {
        let body = Data(#"{"current_page": 9, "total_pages": 8, "total_items": 160, "photos": []}"#.utf8)
        let page = try Photo.decodeCollection(from: body)
        #expect(page.items.isEmpty && page.skippedCount == 0 && !page.hasNextPage)
        #expect(page.feature == nil && page.filters == nil)
    }
}
