import Testing
@testable import PhotomaniaKit

@Suite("Features and sorting")
struct EnumerationFeatureTests {
    @Test("500px's streams are its API's, and a stream is named in either spelling")
    func featureValues() {
        let features = FiveHundredPx.capabilities.features
        #expect(features.map(\.rawValue) == [
            "popular", "highest_rated", "upcoming", "editors", "fresh_today", "fresh_yesterday", "fresh_week",
            "user", "user_friends", "user_favorites", "user_liked",
        ])
        #expect(features.filter(\.needsUser) == [.user, .userFriends, .userFavorites, .userLiked])
        #expect(features.filter { $0.reach == .person } == [.user, .userFavorites, .userLiked], "a person's own streams end")
        #expect(Feature(argument: "user-liked", among: features) == .userLiked)
        #expect(Feature(argument: "fresh-today", among: features) == .freshToday)
        #expect(Feature(argument: "Highest_Rated", among: features) == .highestRated)
        #expect(Feature(argument: "user-favorites", among: features) == .userFavorites)
        #expect(Feature(argument: "user_likes", among: features) == nil)
        #expect(Feature(argument: "highest_rated", among: Flickr.capabilities.features) == nil, "a stream is one the service declares")
        #expect(ServiceRegistry.standard.features.count == 11 + 5, "each stream once across the services (Commons adds five)")
    }

    @Test("sort fields and directions")
    func sorting() {
        #expect(SortField.allCases.map(\.rawValue) == [
            "created_at", "rating", "highest_rating", "times_viewed", "votes_count", "comments_count", "taken_at", "_score",
        ])
        #expect(SortField.allCases.filter(\.isSearchOnly) == [.score])
        #expect(SortField(argument: "times-viewed") == .timesViewed)
        #expect(SortField(argument: "score") == .score)
        #expect(SortField(argument: "favorites_count") == nil)
        #expect(SortDirection.allCases.map(\.rawValue) == ["asc", "desc"])
        #expect(SortDirection(argument: "Descending") == .descending)
        #expect(SortDirection(argument: "up") == nil)
    }
}
