import Foundation
import Testing
@testable import PhotomaniaServer

/// `POST` and `DELETE /v1/photos/:id/favorite` (and the SDK's `POST` + `_method=delete`), and the
/// `user_favorites` stream they fill.
@Suite struct DemoFavoriteTests {
    typealias F = DemoFixture

    @Test func favoritingAnswersTheContractsMessageAndThePhoto() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto()
        let answer = try client.json("POST", "/v1/photos/\(photo.id)/favorite")
        #expect(answer.keys.sorted() == ["error", "message", "photo", "status"])
        #expect(answer["status"] as? Int == 200)
        #expect(answer["message"] as? String == "Successfully created added a favorite.")
        #expect(answer["error"] as? String == "None")
        let favorited = try #require(answer["photo"] as? [String: Any])
        #expect(favorited["id"] as? Int == photo.id)
        #expect(favorited["favorited"] as? Bool == true)
        #expect(favorited["favorites_count"] as? Int == photo.favoritesCount + 1)
        #expect(favorited["votes_count"] as? Int == photo.votesCount)

        let shown = try client.photo(photo.id)
        #expect(shown["favorited"] as? Bool == true)
        #expect(shown["voted"] as? Bool == false)
        #expect(shown["favorites_count"] as? Int == photo.favoritesCount + 1)
        #expect(try client.unsigned.photo(photo.id)["favorites_count"] as? Int == photo.favoritesCount + 1)
        #expect(try client.refusal("POST", "/v1/photos/\(photo.id)/favorite", status: 403) == "This photo is already in your favorites.")
        #expect(try client.photo(photo.id)["favorites_count"] as? Int == photo.favoritesCount + 1)
    }

    @Test func unfavoritingByDeleteOrByTheMethodOverride() throws {
        let client = try DemoSignedClient.signedIn()
        let photo = F.othersPhoto(3)
        let path = "/v1/photos/\(photo.id)/favorite"
        #expect(try client.refusal("DELETE", path, status: 403) == "This photo is not in your favorites.")
        let overrides: [(method: String, query: [(String, String)], form: [(String, String)])] = [
            ("DELETE", [], []), ("POST", [], [("_method", "delete")]), ("POST", [("_method", "DELETE")], []),
        ]
        for (method, query, form) in overrides {
            _ = try client.json("POST", path)
            let answer = try client.json(method, path, query: query, form: form)
            #expect(answer["status"] as? Int == 200)
            #expect(answer["message"] as? String == "Successfully removed a favorite.", "\(method) \(query) \(form)")
            #expect(answer["error"] as? String == "None")
            let unfavorited = try #require(answer["photo"] as? [String: Any])
            #expect(unfavorited["id"] as? Int == photo.id)
            #expect(unfavorited["favorited"] as? Bool == false)
            #expect(unfavorited["favorites_count"] as? Int == photo.favoritesCount)
            #expect(try client.refusal(method, path, query: query, form: form, status: 403) == "This photo is not in your favorites.")
        }
        let notAnOverride = try client.json("POST", path, form: [("_method", "put")])
        #expect(notAnOverride["message"] as? String == "Successfully created added a favorite.", "only _method=delete overrides")
    }

    @Test func refusedForMissingAndDeletedPhotosAndStrangers() throws {
        let client = try DemoSignedClient.signedIn()
        #expect(try client.refusal("POST", "/v1/photos/12/favorite", status: 404) == "Photo not found")
        #expect(try client.refusal("DELETE", "/v1/photos/12/favorite", status: 404) == "Photo not found")
        let deleted = try #require(F.catalog.deletedPhotoIDs.first)
        #expect(try client.refusal("POST", "/v1/photos/\(deleted)/favorite", status: 403) == "This photo has been deleted.")
        #expect(try client.unsigned.refusal("POST", "/v1/photos/\(F.othersPhoto().id)/favorite", status: 401) == "Authorization required")
        #expect(try client.unsigned.refusal("POST", "/v1/photos/\(F.othersPhoto().id)/favorite", form: [("_method", "delete")], status: 401)
            == "Authorization required")
    }

    @Test func userFavoritesListsTheMostRecentFirst() throws {
        let client = try DemoSignedClient.signedIn()
        let chosen = [F.othersPhoto(5), F.othersPhoto(0), F.othersPhoto(9), F.othersPhoto(2)]
        for photo in chosen { _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite") }
        _ = try client.json("DELETE", "/v1/photos/\(chosen[2].id)/favorite")
        let expected = [chosen[3].id, chosen[1].id, chosen[0].id]

        let byID = try client.unsigned.json("GET", "/v1/photos", query: [("feature", "user_favorites"), ("user_id", String(F.demoUserID))])
        #expect(byID["feature"] as? String == "user_favorites")
        #expect((byID["filters"] as? [String: Any])?["user_id"] as? String == String(F.demoUserID))
        #expect(byID["total_items"] as? Int == 3)
        #expect(try F.ids(byID) == expected)
        let favoritesCounts = try F.photos(byID).map { $0["favorites_count"] as? Int }
        #expect(favoritesCounts == [chosen[3], chosen[1], chosen[0]].map { $0.favoritesCount + 1 })

        let byName = try client.unsigned.json("GET", "/v1/photos", query: [("feature", "user_favorites"), ("username", F.catalog.users[0].username.uppercased())])
        #expect(try F.ids(byName) == expected)
        let oldestFirst = try client.unsigned.json("GET", "/v1/photos", query: [
            ("feature", "user_favorites"), ("user_id", String(F.demoUserID)), ("sort_direction", "asc")])
        #expect(try F.ids(oldestFirst) == expected.reversed())
        let secondPage = try client.unsigned.json("GET", "/v1/photos", query: [
            ("feature", "user_favorites"), ("user_id", String(F.demoUserID)), ("rpp", "2"), ("page", "2")])
        #expect(try F.ids(secondPage) == [expected[2]])
        #expect(secondPage["total_pages"] as? Int == 2)
        let byViews = try client.unsigned.json("GET", "/v1/photos", query: [
            ("feature", "user_favorites"), ("user_id", String(F.demoUserID)), ("sort", "times_viewed")])
        #expect(try F.ids(byViews) == DemoPhotoSort.timesViewed.sorted(chosen.filter { $0.id != chosen[2].id }, ascending: false).map(\.id))

        let states = try F.photos(client.json("GET", "/v1/photos", query: [
            ("feature", "user_favorites"), ("user_id", String(F.demoUserID)), ("include_states", "1")]))
        #expect(states.allSatisfy { $0["favorited"] as? Bool == true })
    }

    @Test func userFavoritesFollowsTheCategoryFilterAndTheUser() throws {
        let client = try DemoSignedClient.signedIn()
        let first = F.othersPhoto(0)
        let other = try #require(F.catalog.photos.first { $0.userID != F.demoUserID && $0.category != first.category })
        for photo in [first, other] { _ = try client.json("POST", "/v1/photos/\(photo.id)/favorite") }
        let only = try client.unsigned.json("GET", "/v1/photos", query: [
            ("feature", "user_favorites"), ("user_id", String(F.demoUserID)), ("only", first.category.name)])
        #expect(try F.ids(only) == [first.id])
        let someoneElse = F.catalog.users[1].id
        let theirs = try client.unsigned.json("GET", "/v1/photos", query: [("feature", "user_favorites"), ("user_id", String(someoneElse))])
        #expect(try F.ids(theirs).isEmpty)
        #expect(theirs["total_items"] as? Int == 0)
        #expect(try client.unsigned.refusal("GET", "/v1/photos", query: [("feature", "user_favorites")], status: 400)
            == "You have not provided a valid username or user ID.")
        #expect(try client.unsigned.refusal("GET", "/v1/photos", query: [("feature", "user_favorites"), ("username", "nobody-here")], status: 400)
            == "You have not provided a valid username or user ID.")
    }
}
