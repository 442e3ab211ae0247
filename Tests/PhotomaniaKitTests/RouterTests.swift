import PhotomaniaKit
import Testing

@Suite("Router: one pure request per endpoint")
struct RouterTests {
    private let configuration = APIConfiguration(baseURL: "https://api.example.com/v1/", consumerKey: "KEY")

    private func url(_ route: Router) throws -> String {
        try route.request(with: configuration).url
    }

    @Test func defaultPhotoStream() throws {
        #expect(try url(.photos(PhotoStreamQuery())) == "https://api.example.com/v1/photos?consumer_key=KEY&feature=popular&page=1&rpp=20")
    }

    @Test func photoStreamWithEveryParameter() throws {
        let query = PhotoStreamQuery(
            feature: .user,
            only: [try #require(Category.named("black and white")), try #require(Category.named("Landscapes"))],
            exclude: [try #require(Category.named("Nude"))],
            sort: .rating, sortDirection: .ascending, user: .username("jane doe")
        )
        #expect(try url(.photos(query, PageRequest(page: 3, perPage: 100, imageSizes: [.medium, .large]))) == "https://api.example.com/v1/photos?consumer_key=KEY&feature=user&username=jane%20doe"
            + "&only=Black%20and%20White%2CLandscapes&exclude=Nude&sort=rating&sort_direction=asc&page=3&rpp=100&image_size=3%2C4")
    }

    @Test func photoStreamForAUserID() throws {
        #expect(try url(.photos(PhotoStreamQuery(feature: .userFriends, user: .id(42)))).contains("feature=user_friends&user_id=42&"))
    }

    @Test func searchByTermAndByTag() throws {
        #expect(try url(.search(SearchQuery(term: .term("café & tea")))) == "https://api.example.com/v1/photos/search?consumer_key=KEY&term=caf%C3%A9%20%26%20tea&page=1&rpp=20")
        #expect(try url(.search(SearchQuery(term: .tag("night"), sort: .rating), PageRequest(page: 2, perPage: 5, imageSizes: [.small]))) ==
            "https://api.example.com/v1/photos/search?consumer_key=KEY&tag=night&sort=rating&page=2&rpp=5&image_size=2")
    }

    @Test func photoWithSizesAndComments() throws {
        #expect(try url(.photo(id: 4928401)) == "https://api.example.com/v1/photos/4928401?consumer_key=KEY")
        #expect(try url(.photo(id: 7, imageSizes: [.large], comments: true, commentsPage: 2)) ==
            "https://api.example.com/v1/photos/7?consumer_key=KEY&image_size=4&comments=1&comments_page=2")
    }

    @Test func comments() throws {
        #expect(try url(.comments(photoID: 7)) == "https://api.example.com/v1/photos/7/comments?consumer_key=KEY&page=1")
        #expect(try url(.comments(photoID: 7, page: 3, nested: true)) == "https://api.example.com/v1/photos/7/comments?consumer_key=KEY&page=3&nested=1")
    }

    @Test func userByNameOrID() throws {
        #expect(try url(.user(.username("freeatnet"))) == "https://api.example.com/v1/users/show?consumer_key=KEY&username=freeatnet")
        #expect(try url(.user(.id(2))) == "https://api.example.com/v1/users/show?consumer_key=KEY&id=2")
        #expect(IDSyntax.numbers.user("123") == .id(123))
        #expect(IDSyntax.numbers.user("ana") == .username("ana"))
    }

    @Test func withoutAKeyNoKeyIsSent() throws {
        let request = try Router.comments(photoID: 1).request(with: APIConfiguration(baseURL: "http://127.0.0.1:1/v1"))
        #expect(request.url == "http://127.0.0.1:1/v1/photos/1/comments?page=1")
    }

    @Test func aRequestWithoutParametersEndsWithoutAQuestionMark() throws {
        let request = try Router.photo(id: 7).request(with: APIConfiguration(baseURL: "http://127.0.0.1:1/v1"))
        #expect(request.url == "http://127.0.0.1:1/v1/photos/7")
    }

    @Test func everyRequestIsAGetThatAcceptsJSON() throws {
        let request = try Router.user(.id(1)).request(with: configuration)
        #expect(request.method == .get)
        #expect(request.acceptableContentTypes == ["application/json"])
    }

    @Test func aBaseURLThatIsNotHTTPIsRefused() {
        #expect(throws: PhotomaniaError.invalidURL("ftp://x/v1")) {
            try Router.user(.id(1)).request(with: APIConfiguration(baseURL: "ftp://x/v1"))
        }
    }
}
