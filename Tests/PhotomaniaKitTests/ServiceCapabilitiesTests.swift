import PhotomaniaKit
import Testing

/// What a service does not do is refused before any request, in one sentence naming the service
/// and what it offers instead. 500px does everything photomania asks; the narrower service here
/// is what a second one (Flickr: no categories, no voters, faves as the only like, flat comments,
/// sign-in in a browser) states.
@Suite("ServiceCapabilities: what a service cannot do is one sentence")
struct ServiceCapabilitiesTests {
    static let narrow = ServiceCapabilities(
        features: [.popular, .freshToday, .user, .userFavorites], sorts: [.createdAt, .takenAt], filtersByCategory: false,
        searchesByTerm: true, searchesByTag: true, nestedComments: false, people: [.following, .search],
        photoActions: [.favorite, .unfavorite], signIn: .oauthVerifier
    )
    static let flickr = ServiceName(rawValue: "flickr")

    private func sentence(_ refusal: UnsupportedByService?) -> String? {
        refusal.map { PhotomaniaError.unsupported($0).description }
    }

    @Test func eachRefusalNamesTheServiceAndWhatItOffers() throws {
        let capabilities = Self.narrow
        #expect(sentence(capabilities.refusal(of: .stream(.editors), by: Self.flickr))
            == "flickr cannot list the 'editors' stream; it offers popular, fresh_today, user, user_favorites")
        #expect(sentence(capabilities.refusal(of: .stream(.user, user: .username("ana"), PhotoFilter(sort: .votesCount)), by: Self.flickr))
            == "flickr cannot sort by votes_count; it offers created_at, taken_at")
        let landscapes = try #require(Category.named("Landscapes"))
        #expect(sentence(capabilities.refusal(of: .search(.term("owl"), PhotoFilter(exclude: [landscapes])), by: Self.flickr))
            == "flickr cannot filter photos by category; it offers search by tag, search by keyword")
        #expect(sentence(capabilities.refusal(of: .voters, by: Self.flickr)) == "flickr cannot list who liked a photo; it offers the people a person follows, a search for people")
        #expect(sentence(capabilities.refusal(of: .vote, by: Self.flickr)) == "flickr cannot vote photos; it offers favorite, unfavorite")
        #expect(sentence(capabilities.refusalOfNestedComments(by: Self.flickr))
            == "flickr cannot thread replies under comments; it offers comments in one flat list")
        #expect(sentence(capabilities.refusal(of: .password, by: Self.flickr))
            == "flickr cannot sign in with a user name and password; it offers signing in in a browser with a verifier code")
    }

    @Test func whatItDoesAndPhotosByIdAreNotRefused() {
        let capabilities = Self.narrow
        #expect(capabilities.refusal(of: .stream(.popular, user: nil, PhotoFilter(sort: .takenAt)), by: Self.flickr) == nil)
        #expect(capabilities.refusal(of: .ids([1, 2]), by: Self.flickr) == nil)
        #expect(capabilities.refusal(of: .following, by: Self.flickr) == nil)
        #expect(capabilities.refusal(of: .favorite, by: Self.flickr) == nil)
        #expect(capabilities.refusal(of: .oauthVerifier, by: Self.flickr) == nil)
    }

    @Test func fiveHundredPxRefusesNothingPhotomaniaAsks() throws {
        let capabilities = FiveHundredPx.capabilities
        let landscapes = try #require(Category.named("Landscapes"))
        for feature in capabilities.features {
            #expect(capabilities.refusal(of: .stream(feature, user: .id(1), PhotoFilter(only: [landscapes])), by: .fiveHundredPx) == nil)
        }
        for sort in SortField.allCases {
            #expect(capabilities.refusal(of: .search(.tag("night"), PhotoFilter(sort: sort)), by: .fiveHundredPx) == nil)
        }
        #expect(PeopleSelection.Kind.allCases.allSatisfy { capabilities.refusal(of: $0, by: .fiveHundredPx) == nil })
        #expect(PhotoAction.allCases.allSatisfy { capabilities.refusal(of: $0, by: .fiveHundredPx) == nil })
        #expect(capabilities.refusalOfNestedComments(by: .fiveHundredPx) == nil)
        #expect(ServiceRegistry.standard.defaultEntry.capabilities == capabilities)
    }
}
