import Testing
@testable import PhotomaniaKit

@Suite("Features and sorting")
struct EnumerationFeatureTests {
    @Test("feature raw values are the API's")
    func featureValues() {
        #expect(Feature.allCases.map(\.rawValue) == [
            "popular", "highest_rated", "upcoming", "editors", "fresh_today", "fresh_yesterday", "fresh_week",
            "user", "user_friends", "user_favorites", "user_liked",
        ])
        #expect(Feature.allCases.filter(\.needsUser) == [.user, .userFriends, .userFavorites, .userLiked])
        #expect(Feature(argument: "user-liked") == .userLiked)
        #expect(Feature(argument: "fresh-today") == .freshToday)
        #expect(Feature(argument: "Highest_Rated") == .highestRated)
        #expect(Feature(argument: "user-favorites") == .userFavorites)
        #expect(Feature(argument: "user_likes") == nil)
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
