import Foundation
import Testing
@testable import PhotomaniaServer

/// `flickr.photos.search`: text, tags, people, dates, licenses, sorts, its refusals and its
/// 4,000-result cap (contract §7.2).
@Suite struct FlickrSearchTests {
    private func ids(_ flickr: FlickrCalls, _ arguments: [(String, String)]) throws -> [String] {
        try FlickrJSON.ids(try flickr.ok("flickr.photos.search", arguments + [("per_page", "500")]))
    }

    @Test func textMatchesEveryWordInTitleDescriptionOrTagsAndMinusExcludes() throws {
        let flickr = try FlickrCalls()
        let listed = flickr.catalog.photos.filter { !$0.nsfw }
        func has(_ photo: DemoPhoto, _ word: String) -> Bool {
            ([photo.name, photo.description] + photo.tags).contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        let light = listed.filter { has($0, "light") }
        #expect(!light.isEmpty)
        #expect(Set(try ids(flickr, [("text", "LIGHT")])) == Set(light.map(FlickrIDs.photo)))
        let both = try ids(flickr, [("text", "light travel")])
        #expect(Set(both) == Set(light.filter { has($0, "travel") }.map(FlickrIDs.photo)))
        let without = try ids(flickr, [("text", "light -travel")])
        #expect(Set(without) == Set(light.filter { !has($0, "travel") }.map(FlickrIDs.photo)))
        #expect(try ids(flickr, [("text", "cafe")]).count == listed.count { has($0, "café") }, "accents do not matter")
        let ordered = try ids(flickr, [("text", "light")])
        #expect(ordered == light.reversed().map(FlickrIDs.photo), "newest first by default")
    }

    @Test func tagsMatchAnyOrAllAndMinusExcludes() throws {
        let flickr = try FlickrCalls()
        let listed = flickr.catalog.photos.filter { !$0.nsfw }
        let a = "travel", b = "light"
        let any = Set(try ids(flickr, [("tags", "\(a), \(b)")]))
        #expect(any == Set(listed.filter { $0.tags.contains(a) || $0.tags.contains(b) }.map(FlickrIDs.photo)))
        let all = Set(try ids(flickr, [("tags", "\(a),\(b)"), ("tag_mode", "all")]))
        #expect(all == Set(listed.filter { $0.tags.contains(a) && $0.tags.contains(b) }.map(FlickrIDs.photo)))
        let but = Set(try ids(flickr, [("tags", "\(a),-\(b)")]))
        #expect(but == Set(listed.filter { $0.tags.contains(a) && !$0.tags.contains(b) }.map(FlickrIDs.photo)))
        #expect(Set(try ids(flickr, [("tags", "TRAVEL")])) == Set(listed.filter { $0.tags.contains(a) }.map(FlickrIDs.photo)))
        let many = (1...21).map { "t\($0)" }.joined(separator: ",")
        #expect(try flickr.failure("flickr.photos.search", [("tags", many), ("tag_mode", "all")]).code == 1)
    }

    @Test func aPersonDatesAndLicensesNarrowIt() throws {
        let flickr = try FlickrCalls()
        let owner = flickr.catalog.users[0]
        let own = flickr.catalog.photos.filter { $0.userID == owner.id && !$0.nsfw }
        #expect(try ids(flickr, [("user_id", owner.nsid)]) == own.reversed().map(FlickrIDs.photo))
        #expect(try flickr.failure("flickr.photos.search", [("user_id", "jose_alvarez")]) == (2, "Unknown user"))
        let cut = flickr.catalog.photos[flickr.catalog.photos.count / 2].createdAt
        let since = try ids(flickr, [("min_upload_date", FlickrDates.mysql(cut, zone: .utc))])
        #expect(since.count == flickr.catalog.photos.count { $0.createdAt >= cut && !$0.nsfw })
        let free = try ids(flickr, [("min_upload_date", "0"), ("license", "4,11")])
        #expect(Set(free) == Set(flickr.catalog.photos.filter { !$0.nsfw && [4, 11].contains($0.flickrLicense) }.map(FlickrIDs.photo)))
        let placed = try ids(flickr, [("min_upload_date", "0"), ("has_geo", "1")])
        #expect(placed.count == flickr.catalog.photos.count { !$0.nsfw && $0.location != nil })
        #expect(try ids(flickr, [("machine_tags", "camera:make=canon")]).isEmpty, "the catalog has no machine tags")
    }

    @Test func sortsOrderTheMatches() throws {
        let flickr = try FlickrCalls()
        let listed = flickr.catalog.photos.filter { !$0.nsfw }
        let all = [("min_upload_date", "0")]
        #expect(try ids(flickr, all + [("sort", "date-posted-asc")]) == listed.map(FlickrIDs.photo))
        #expect(try ids(flickr, all + [("sort", "interestingness-desc")]) == DemoPhotoSort.rating.sorted(listed, ascending: false).map(FlickrIDs.photo))
        #expect(try ids(flickr, all + [("sort", "date-taken-asc")]) == DemoPhotoSort.takenAt.sorted(listed, ascending: true).map(FlickrIDs.photo))
        let relevant = try ids(flickr, [("text", "golden"), ("sort", "relevance")])
        let firstID = try #require(relevant.first.flatMap(FlickrIDs.catalogPhotoID))
        let firstPhoto = try #require(flickr.catalog.photo(id: firstID))
        #expect(firstPhoto.name.localizedCaseInsensitiveContains("golden"), "a title match ranks first")
    }

    @Test func aSearchWithNothingToLimitItIsCode3() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let refused = try flickr.failure("flickr.photos.search")
        #expect(refused.code == 3 && refused.message.hasPrefix("Parameterless searches have been disabled"))
        #expect(try flickr.failure("flickr.photos.search", [("sort", "relevance"), ("license", "4")]).code == 3)
    }

    @Test func noSearchReachesPast4000Results() throws {
        let flickr = try FlickrCalls(photoCount: 4300)
        let everything = [("min_upload_date", "0")]
        let matching = flickr.catalog.photos.count { !$0.nsfw }
        #expect(matching > 4100)
        let first = try FlickrJSON.container(try flickr.ok("flickr.photos.search", everything + [("per_page", "500")]), "photos")
        #expect(first["total"] as? Int == matching && first["pages"] as? Int == (matching + 499) / 500, "the total counts every match")
        let eighth = try flickr.ok("flickr.photos.search", everything + [("per_page", "500"), ("page", "8")])
        #expect(try FlickrJSON.photos(eighth).count == 500)
        let straddling = try flickr.ok("flickr.photos.search", everything + [("per_page", "300"), ("page", "14")])
        #expect(try FlickrJSON.photos(straddling).count == 100, "results 3901 to 4000, and no further")
        #expect(try flickr.failure("flickr.photos.search", everything + [("per_page", "500"), ("page", "9")]) == (20, "Excessive photo offset in search"))
        #expect(try flickr.failure("flickr.photos.search", everything + [("page", "41")]).code == 20)
    }
}
