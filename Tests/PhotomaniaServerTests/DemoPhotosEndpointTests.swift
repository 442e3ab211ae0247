import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoPhotosEndpointTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    @Test func envelopeDefaultsToFreshToday() throws {
        let json = try F.getJSON("/v1/photos")
        #expect(json["feature"] as? String == "fresh_today")
        let filters = try #require(json["filters"] as? [String: Any])
        #expect(filters["category"] as? Bool == false)
        #expect(filters["exclude"] as? Bool == false)
        let total = try #require(json["total_items"] as? Int)
        let expected = catalog.photos.filter { DemoFeature.freshToday.includes($0, now: catalog.referenceDate, user: nil) }.count
        #expect(total == expected)
        #expect(json["current_page"] as? Int == 1)
        #expect(json["total_pages"] as? Int == (total + 19) / 20)
        #expect(try F.photos(json).count == min(20, total))
    }

    @Test func shortPhotoFormat() throws {
        let photo = try #require(try F.photos(F.getJSON("/v1/photos", [("feature", "popular")])).first)
        for key in ["id", "user_id", "name", "description", "rating", "created_at", "category", "width", "height",
                    "votes_count", "comments_count", "times_viewed", "nsfw", "image_url", "images", "user", "url",
                    "camera", "taken_at", "shutter_speed"] {
            #expect(photo[key] != nil, "\(key)")
        }
        // The contract's short format (S) has the shooting facts too; only the full one (F) these.
        for key in ["hi_res_uploaded", "editors_choice", "feature", "store_download"] {
            #expect(photo[key] == nil, "\(key)")
        }
        let user = try #require(photo["user"] as? [String: Any])
        #expect(user["username"] is String)
        #expect(user.keys.contains("firstname"))
        let created = try #require(photo["created_at"] as? String)
        #expect(created.hasSuffix("+00:00") || created.hasSuffix("-05:00") || created.hasSuffix("-04:00"))
    }

    @Test func everyFeatureSelectsItsPhotosInItsOrder() throws {
        let now = catalog.referenceDate
        for feature in DemoFeature.allCases where !feature.needsUser {
            let json = try F.getJSON("/v1/photos", [("feature", feature.rawValue), ("rpp", "100")])
            #expect(json["feature"] as? String == feature.rawValue)
            let ids = try F.ids(json)
            let expected = feature.defaultSort.sorted(
                catalog.photos.filter { feature.includes($0, now: now, user: nil) }, ascending: false
            ).prefix(100).map(\.id)
            #expect(ids == Array(expected), "\(feature)")
        }
        let popular = try F.photos(F.getJSON("/v1/photos", [("feature", "popular"), ("rpp", "100")]))
        #expect(popular.allSatisfy { (($0["rating"] as? Double) ?? 0) > 80 })
        let upcoming = try F.photos(F.getJSON("/v1/photos", [("feature", "upcoming"), ("rpp", "100")]))
        #expect(upcoming.allSatisfy { (70...80).contains(($0["rating"] as? Double) ?? 0) })
    }

    @Test func freshFeaturesFollowTheReferenceDate() throws {
        let now = catalog.referenceDate
        for (feature, range) in [("fresh_today", 0.0..<86_400.0), ("fresh_yesterday", 86_400.0..<172_800.0), ("fresh_week", 0.0..<604_800.0)] {
            let ids = try F.ids(F.getJSON("/v1/photos", [("feature", feature), ("rpp", "100")]))
            #expect(!ids.isEmpty)
            for id in ids {
                let age = now.timeIntervalSince(try #require(catalog.photo(id: id)).createdAt)
                #expect(range.contains(age), "\(feature) \(id)")
            }
        }
    }

    @Test func userFeatures() throws {
        let user = catalog.users[3]
        let byID = try F.getJSON("/v1/photos", [("feature", "user"), ("user_id", String(user.id)), ("rpp", "100")])
        let byName = try F.getJSON("/v1/photos", [("feature", "user"), ("username", user.username.uppercased()), ("rpp", "100")])
        #expect(try F.ids(byID) == F.ids(byName))
        #expect(try F.ids(byID).count == catalog.photosCount(ofUser: user.id))
        #expect(try F.photos(byID).allSatisfy { $0["user_id"] as? Int == user.id })
        let filters = try #require(byID["filters"] as? [String: Any])
        #expect(filters["user_id"] as? String == String(user.id))

        let friends = try F.photos(F.getJSON("/v1/photos", [("feature", "user_friends"), ("user_id", String(user.id)), ("rpp", "100")]))
        #expect(!friends.isEmpty)
        #expect(friends.allSatisfy { user.friendIDs.contains(($0["user_id"] as? Int) ?? -1) })

        for query in [[("feature", "user")], [("feature", "user_friends"), ("username", "nobody-here")], [("feature", "user"), ("user_id", "1")]] {
            let error = try F.getJSON("/v1/photos", query, status: 400)
            #expect(error["error"] as? String == "You have not provided a valid username or user ID.")
            #expect(error["status"] as? Int == 400)
        }
        _ = try F.getJSON("/v1/photos", [("feature", "user_favorites")], status: 400)
    }

    @Test func onlyAndExcludeUseCaseSensitiveCategoryNames() throws {
        let only = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("only", "Nude,Black and White"), ("rpp", "100")])
        let categories = try F.photos(only).map { $0["category"] as? Int }
        #expect(!categories.isEmpty)
        #expect(categories.allSatisfy { $0 == 4 || $0 == 5 })
        let filters = try #require(only["filters"] as? [String: Any])
        #expect(filters["category"] as? [Int] == [4, 5])

        let excluded = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("exclude", "Nude"), ("rpp", "100")])
        #expect(try F.photos(excluded).allSatisfy { $0["nsfw"] as? Bool == false })
        #expect((excluded["filters"] as? [String: Any])?["exclude"] as? Int == 4)
        let all = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "100")])
        #expect(try F.photos(all).contains { $0["nsfw"] as? Bool == true })

        let wrongCase = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("only", "nude")])
        #expect(wrongCase["total_items"] as? Int == 0)
    }

    @Test func sortsAndDirections() throws {
        let keys = ["created_at": "created_at", "rating": "rating", "highest_rating": "highest_rating",
                    "times_viewed": "times_viewed", "votes_count": "votes_count", "comments_count": "comments_count"]
        for (sort, key) in keys {
            for direction in ["asc", "desc"] {
                let photos = try F.photos(F.getJSON("/v1/photos", [("feature", "fresh_week"), ("sort", sort), ("sort_direction", direction), ("rpp", "100")]))
                let values: [String] = photos.map { "\($0[key] ?? "")" }
                let numbers = photos.compactMap { ($0[key] as? Double) }
                if key == "created_at" {
                    let dates = photos.compactMap { catalog.photo(id: ($0["id"] as? Int) ?? 0)?.createdAt }
                    #expect(dates == (direction == "asc" ? dates.sorted() : dates.sorted(by: >)), "\(sort) \(direction)")
                } else {
                    #expect(numbers.count == values.count)
                    #expect(numbers == (direction == "asc" ? numbers.sorted() : numbers.sorted(by: >)), "\(sort) \(direction)")
                }
            }
        }
        let taken = try F.ids(F.getJSON("/v1/photos", [("feature", "fresh_week"), ("sort", "taken_at"), ("rpp", "100")]))
        let takenDates = taken.map { catalog.photo(id: $0)?.takenAt }
        let present = takenDates.compactMap { $0 }
        #expect(present == present.sorted(by: >))
        #expect(takenDates.drop { $0 != nil }.allSatisfy { $0 == nil })
        // sort_direction alone reverses the feature's own order.
        let popularAsc = try F.photos(F.getJSON("/v1/photos", [("feature", "popular"), ("sort_direction", "asc"), ("rpp", "100")]))
        let ratings = popularAsc.compactMap { $0["rating"] as? Double }
        #expect(ratings == ratings.sorted())
    }

    @Test func pagingMathAndTheEnd() throws {
        let first = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "7")])
        let total = try #require(first["total_items"] as? Int)
        let pages = try #require(first["total_pages"] as? Int)
        #expect(pages == (total + 6) / 7)
        var seen: [Int] = []
        for page in 1...pages {
            let json = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "7"), ("page", String(page))])
            #expect(json["current_page"] as? Int == page)
            seen += try F.ids(json)
        }
        #expect(seen.count == total)
        #expect(Set(seen).count == total)
        let beyond = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "7"), ("page", String(pages + 1))])
        #expect(try F.photos(beyond).isEmpty)
        #expect(beyond["total_items"] as? Int == total)
        #expect(beyond["current_page"] as? Int == pages + 1)
    }

    @Test func rppIsClampedTo100() throws {
        let big = try F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "500")])
        let total = try #require(big["total_items"] as? Int)
        #expect(total > 20)
        #expect(try F.photos(big).count == min(100, total))
        #expect(big["total_pages"] as? Int == (total + 99) / 100)
        #expect(try F.photos(F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "0")])).count == 1)
        #expect(try F.photos(F.getJSON("/v1/photos", [("feature", "fresh_week"), ("rpp", "x")])).count == 20)
    }

    @Test func imageSizeForms() throws {
        let id = try #require(try F.ids(F.getJSON("/v1/photos", [("feature", "popular"), ("rpp", "1")])).first)
        func first(_ query: [(String, String)]) throws -> [String: Any] {
            try #require(try F.photos(F.getJSON("/v1/photos", [("feature", "popular"), ("rpp", "1")] + query)).first)
        }
        let plain = try first([])
        #expect(plain["image_url"] as? String == "\(F.origin)/images/\(id)/2.jpg")
        let images = try #require(plain["images"] as? [[String: Any]])
        #expect(images.count == 1)
        #expect(images[0]["size"] as? Int == 2)
        #expect(images[0]["format"] as? String == "jpeg")
        #expect(images[0]["https_url"] as? String == images[0]["url"] as? String)

        #expect(try first([("image_size", "4")])["image_url"] as? String == "\(F.origin)/images/\(id)/4.jpg")
        let csv = try first([("image_size", "3,2")])
        #expect(csv["image_url"] as? [String] == ["\(F.origin)/images/\(id)/3.jpg", "\(F.origin)/images/\(id)/2.jpg"])
        let brackets = try first([("image_size[]", "3"), ("image_size[]", "2")])
        #expect(brackets["image_url"] as? [String] == csv["image_url"] as? [String])
        #expect((brackets["images"] as? [[String: Any]])?.map { $0["size"] as? Int } == [3, 2])
        #expect(try first([("image_size", "4096")])["image_url"] as? String == "\(F.origin)/images/\(id)/2.jpg")
    }

    @Test func ratingsComeAsIntegersAndFloats() {
        let body = F.text(F.get("/v1/photos", [("feature", "fresh_week"), ("rpp", "100")]))
        #expect(body.range(of: #""rating":\d+,"#, options: .regularExpression) != nil)
        #expect(body.range(of: #""rating":\d+\.\d+,"#, options: .regularExpression) != nil)
    }

    @Test func responsesAreDeterministic() {
        let query = [("feature", "popular"), ("rpp", "50"), ("image_size", "3,4")]
        let again = DemoAPI(
            catalog: DemoCatalog(seed: 500, photoCount: 240, referenceDate: DemoFixture.referenceDate),
            configuration: .init(origin: DemoFixture.origin)
        )
        #expect(F.get("/v1/photos", query).body == F.get("/v1/photos", query, api: again).body)
        #expect(F.get("/v1/photos/\(catalog.photos[9].id)", [("comments", "")]).body
            == F.get("/v1/photos/\(catalog.photos[9].id)", [("comments", "")], api: again).body)
    }
}
