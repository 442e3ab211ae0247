import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoSearchEndpointTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    @Test func needsATermOrATag() throws {
        for query in [[], [("term", "")], [("only", "Nature")]] {
            let error = try F.getJSON("/v1/photos/search", query, status: 400)
            #expect(error["status"] as? Int == 400)
            #expect(error["error"] is String)
        }
        #expect(F.text(F.get("/v1/photos/search")).contains(#""status":400"#))
    }

    @Test func envelopeHasNoFeatureOrFilters() throws {
        let json = try F.getJSON("/v1/photos/search", [("term", "light")])
        #expect(json["feature"] == nil)
        #expect(json["filters"] == nil)
        #expect(Set(json.keys) == ["current_page", "total_pages", "total_items", "photos"])
    }

    @Test func termMatchesTitleDescriptionTagsAndUsernameIgnoringCase() throws {
        let sample = catalog.photos[17]
        let byTitle = try F.ids(F.getJSON("/v1/photos/search", [("term", sample.name.uppercased()), ("rpp", "100")]))
        #expect(byTitle.contains(sample.id))

        let harbour = try F.ids(F.getJSON("/v1/photos/search", [("term", "HARBOUR"), ("rpp", "100")]))
        #expect(!harbour.isEmpty)
        #expect(harbour.allSatisfy { id in
            let photo = catalog.photo(id: id)
            let haystack = ((photo?.name ?? "") + (photo?.description ?? "") + (photo?.tags.joined() ?? "")).lowercased()
            return haystack.contains("harbour") || (catalog.user(id: photo?.userID ?? 0)?.username.lowercased().contains("harbour") ?? false)
        })

        let user = catalog.users[5]
        let byUser = try F.getJSON("/v1/photos/search", [("term", user.username), ("rpp", "100")])
        #expect(try F.photos(byUser).contains { $0["user_id"] as? Int == user.id })

        let accented = try F.getJSON("/v1/photos/search", [("term", "cafe")])
        #expect((accented["total_items"] as? Int ?? 0) > 0)
        #expect(try F.getJSON("/v1/photos/search", [("term", "zzzqqq")])["total_items"] as? Int == 0)
    }

    @Test func tagMatchesWholeTags() throws {
        let tag = catalog.photos[0].tags[0]
        let ids = try F.ids(F.getJSON("/v1/photos/search", [("tag", tag.uppercased()), ("rpp", "100")]))
        let expected = catalog.photos.filter { $0.tags.contains(tag) }.map(\.id)
        #expect(Set(ids) == Set(expected.prefix(100)))
        let partial = String(tag.dropLast())
        #expect(try F.ids(F.getJSON("/v1/photos/search", [("tag", partial), ("rpp", "100")])).allSatisfy { id in
            catalog.photo(id: id)?.tags.contains(partial) ?? false
        })
    }

    @Test func filtersSortsAndPaging() throws {
        let all = try F.getJSON("/v1/photos/search", [("term", "e"), ("rpp", "100")])
        let total = try #require(all["total_items"] as? Int)
        #expect(total > 100)
        #expect(all["total_pages"] as? Int == (total + 99) / 100)
        let newestFirst = try F.ids(all).compactMap { catalog.photo(id: $0)?.createdAt }
        #expect(newestFirst == newestFirst.sorted(by: >))

        let page2 = try F.getJSON("/v1/photos/search", [("term", "e"), ("rpp", "10"), ("page", "2")])
        #expect(try F.ids(page2) == Array(try F.ids(all)[10..<20]))

        let nature = try F.photos(F.getJSON("/v1/photos/search", [("term", "e"), ("only", "Nature"), ("rpp", "100")]))
        #expect(!nature.isEmpty)
        #expect(nature.allSatisfy { $0["category"] as? Int == DemoCategory.nature.rawValue })
        let noNude = try F.photos(F.getJSON("/v1/photos/search", [("term", "e"), ("exclude", "Nude"), ("rpp", "100"), ("page", "1")]))
        #expect(noNude.allSatisfy { $0["nsfw"] as? Bool == false })

        let byViews = try F.photos(F.getJSON("/v1/photos/search", [("term", "e"), ("sort", "times_viewed"), ("rpp", "100")]))
        let views = byViews.compactMap { $0["times_viewed"] as? Int }
        #expect(views == views.sorted(by: >))
        let byScore = try F.ids(F.getJSON("/v1/photos/search", [("term", "golden"), ("sort", "_score"), ("rpp", "100")]))
        let firstTitle = catalog.photo(id: try #require(byScore.first))?.name.lowercased() ?? ""
        #expect(firstTitle.contains("golden"))

        let sized = try #require(try F.photos(F.getJSON("/v1/photos/search", [("term", "e"), ("image_size", "440,600")])).first)
        #expect((sized["image_url"] as? [String])?.count == 2)
    }
}
