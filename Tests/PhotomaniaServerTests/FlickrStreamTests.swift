import Foundation
import Testing
@testable import PhotomaniaServer

/// Explore, the recent photos, photostreams and faves: which photos, in which order, and their
/// paging (the standard photos response, contract §4.1).
@Suite struct FlickrStreamTests {
    private func flickrIDs(_ photos: [DemoPhoto]) -> [String] {
        photos.map(FlickrIDs.photo)
    }

    @Test func exploreIsThePopularPhotosMostInterestingFirst() throws {
        let flickr = try FlickrCalls()
        let expected = DemoPhotoSort.rating.sorted(
            flickr.catalog.photos.filter { $0.rating > 80 && !$0.nsfw }, ascending: false)
        #expect(expected.count > 30)
        let answer = try flickr.ok("flickr.interestingness.getList", [("per_page", "500")])
        #expect(try FlickrJSON.ids(answer) == flickrIDs(expected))
        let container = try FlickrJSON.container(answer, "photos")
        #expect(container["total"] as? Int == expected.count && container["perpage"] as? Int == 500 && container["pages"] as? Int == 1)
    }

    @Test func exploreOfADayIsThatDaysUploads() throws {
        let flickr = try FlickrCalls()
        let newest = try #require(flickr.catalog.photos.last { !$0.nsfw })
        let day = FlickrDates.mysql(newest.createdAt, zone: .utc).prefix(10)
        let answer = try flickr.ok("flickr.interestingness.getList", [("date", String(day)), ("per_page", "500")])
        let ids = try FlickrJSON.ids(answer)
        #expect(ids.contains(FlickrIDs.photo(newest)))
        let range = try #require(FlickrDates.day(String(day)))
        #expect(ids.count == flickr.catalog.photos.count { range.contains($0.createdAt) && !$0.nsfw })
        #expect(try flickr.failure("flickr.interestingness.getList", [("date", "2026-02-30")]) == (1, "Not a valid date string."))
        #expect(try flickr.failure("flickr.interestingness.getList", [("date", "yesterday")]).code == 1)
    }

    @Test func recentPhotosAreNewestFirstWithoutTheNSFWOnes() throws {
        let flickr = try FlickrCalls()
        let listed = flickr.catalog.photos.filter { !$0.nsfw }
        #expect(listed.count < flickr.catalog.photos.count, "the catalog has NSFW photos to hide")
        let page = try flickr.ok("flickr.photos.getRecent", [("per_page", "10")])
        #expect(try FlickrJSON.ids(page) == flickrIDs(Array(listed.reversed().prefix(10))))
        let container = try FlickrJSON.container(page, "photos")
        #expect(container["total"] as? Int == listed.count && container["pages"] as? Int == (listed.count + 9) / 10)
    }

    @Test func recentPhotosStopAtAThousand() throws {
        let flickr = try FlickrCalls(photoCount: 1100)
        let container = try FlickrJSON.container(try flickr.ok("flickr.photos.getRecent", [("per_page", "500"), ("page", "2")]), "photos")
        #expect(container["total"] as? Int == 1000 && container["pages"] as? Int == 2)
        #expect((container["photo"] as? [Any])?.count == 500)
    }

    @Test func pagingTakesPerPageUpTo500AndAnswersTheLastPageBeyondIt() throws {
        let flickr = try FlickrCalls()
        let all = try FlickrJSON.ids(try flickr.ok("flickr.photos.getRecent", [("per_page", "500")]))
        #expect(all.count == flickr.catalog.photos.count { !$0.nsfw })
        #expect(try FlickrJSON.container(try flickr.ok("flickr.photos.getRecent", [("per_page", "9999")]), "photos")["perpage"] as? Int == 500)
        #expect(try FlickrJSON.container(try flickr.ok("flickr.photos.getRecent", [("per_page", "0")]), "photos")["perpage"] as? Int == 100)
        #expect(try FlickrJSON.container(try flickr.ok("flickr.photos.getRecent"), "photos")["perpage"] as? Int == 100)
        let third = try flickr.ok("flickr.photos.getRecent", [("per_page", "40"), ("page", "3")])
        #expect(try FlickrJSON.ids(third) == Array(all[80..<120]))
        let pages = (all.count + 39) / 40
        let last = try FlickrJSON.ids(try flickr.ok("flickr.photos.getRecent", [("per_page", "40"), ("page", String(pages))]))
        let beyond = try flickr.ok("flickr.photos.getRecent", [("per_page", "40"), ("page", "999")])
        #expect(try FlickrJSON.ids(beyond) == last, "no empty page ends a walk: only pages does")
        #expect(try FlickrJSON.container(beyond, "photos")["page"] as? Int == 999)
    }

    @Test func aPhotostreamIsOnesOwnPhotosByNSIDNewestFirst() throws {
        let flickr = try FlickrCalls()
        let owner = flickr.catalog.users[0]
        let own = flickr.catalog.photos.filter { $0.userID == owner.id && !$0.nsfw }
        for method in ["flickr.people.getPublicPhotos", "flickr.people.getPhotos"] {
            let answer = try flickr.ok(method, [("user_id", owner.nsid), ("per_page", "500")])
            #expect(try FlickrJSON.ids(answer) == flickrIDs(own.reversed()), "\(method)")
            #expect(try FlickrJSON.photos(answer).allSatisfy { $0["owner"] as? String == owner.nsid })
        }
        #expect(try flickr.failure("flickr.people.getPublicPhotos", [("user_id", try #require(owner.pathAlias))]) == (1, "User not found"))
        #expect(try flickr.failure("flickr.people.getPhotos", [("user_id", "1@N01")]) == (2, "Unknown user"))
        #expect(try flickr.failure("flickr.people.getPhotos") == (1, "Required arguments missing"))
        let middle = own[own.count / 2].createdAt
        let since = try FlickrJSON.ids(try flickr.ok("flickr.people.getPhotos", [
            ("user_id", owner.nsid), ("min_upload_date", String(Int(middle.timeIntervalSince1970))),
        ]))
        #expect(since == flickrIDs(own.filter { $0.createdAt >= middle }.reversed()))
    }

    @Test func favesAreTheUsersLikesMostRecentFirstWithTheirDates() throws {
        let flickr = try FlickrCalls()
        let user = try #require(flickr.catalog.users.max { flickr.catalog.likes(byUser: $0.id).count < flickr.catalog.likes(byUser: $1.id).count })
        let likes = flickr.catalog.likes(byUser: user.id).filter { flickr.catalog.photo(id: $0.photoID)?.nsfw == false }
        #expect(likes.count > 5)
        for method in ["flickr.favorites.getPublicList", "flickr.favorites.getList"] {
            let photos = try FlickrJSON.photos(try flickr.ok(method, [("user_id", user.nsid), ("per_page", "500")]))
            #expect(photos.compactMap { $0["id"] as? String } == likes.map { String(FlickrIDs.photoOffset + $0.photoID) })
            #expect(photos.compactMap { $0["date_faved"] as? String } == likes.map { String(Int($0.likedAt.timeIntervalSince1970)) })
        }
        #expect(try flickr.failure("flickr.favorites.getPublicList").code == 1)
        #expect(try flickr.failure("flickr.favorites.getList").code == 1, "one's own list needs a token")
        let cut = likes[likes.count / 2].likedAt
        let older = try FlickrJSON.photos(try flickr.ok("flickr.favorites.getPublicList", [
            ("user_id", user.nsid), ("max_fave_date", String(Int(cut.timeIntervalSince1970))), ("per_page", "500"),
        ]))
        #expect(older.count == likes.count { $0.likedAt <= cut })
    }
}
