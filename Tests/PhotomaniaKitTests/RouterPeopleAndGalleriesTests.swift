import PhotomaniaKit
import PhotomaniaOAuth
import Testing

@Suite("Router: galleries, people and votes")
struct RouterPeopleAndGalleriesTests {
    private let configuration = APIConfiguration(baseURL: "https://api.example.com/v1", consumerKey: "KEY")

    private func url(_ route: Router) throws -> String {
        try route.request(with: configuration).url
    }

    @Test func galleryListDefaultsSendOnlyPaging() throws {
        #expect(try url(.galleries(userID: 77)) == "https://api.example.com/v1/users/77/galleries?consumer_key=KEY&page=1&rpp=20")
    }

    @Test func galleryListWithEveryParameter() throws {
        let query = GalleryListQuery(
            sort: .lastAddedToAt, sortDirection: .descending, privacy: .both,
            kinds: [.portfolio, .lightbox, .unknown(7)], includeCover: true, coverSize: .xlarge)
        #expect(try url(.galleries(userID: 77, query, PageRequest(page: 2, perPage: 100, imageSizes: [.large]))) ==
            "https://api.example.com/v1/users/77/galleries?consumer_key=KEY&sort=last_added_to_at&sort_direction=desc"
            + "&privacy=both&kinds=3%2C1%2C7&include_cover=1&cover_size=5&page=2&rpp=100")
    }

    @Test func galleryByIDSlugOrToken() throws {
        #expect(try url(.gallery(userID: 77, .id(4021))) == "https://api.example.com/v1/users/77/galleries/4021?consumer_key=KEY")
        #expect(try url(.gallery(userID: 77, .slug("iceland-2024"))) == "https://api.example.com/v1/users/77/galleries/iceland-2024?consumer_key=KEY")
        #expect(try url(.gallery(userID: 77, .slug("a1b2c3d4e5"))) == "https://api.example.com/v1/users/77/galleries/a1b2c3d4e5?consumer_key=KEY")
    }

    @Test func aSlugIsOneEncodedPathSegment() throws {
        #expect(try url(.gallery(userID: 1, .slug("Ísland & Færeyjar 2024"))) ==
            "https://api.example.com/v1/users/1/galleries/%C3%8Dsland%20%26%20F%C3%A6reyjar%202024?consumer_key=KEY")
        #expect(try url(.gallery(userID: 1, .slug("a/b?c#d"))) == "https://api.example.com/v1/users/1/galleries/a%2Fb%3Fc%23d?consumer_key=KEY")
        #expect(GalleryReference.slug("..").pathSegment == "%2E%2E")
        #expect(GalleryReference.slug("v1.2").pathSegment == "v1.2")
    }

    @Test func anEmptySlugIsRefused() {
        #expect(throws: PhotomaniaError.self) { try url(.gallery(userID: 1, .slug(""))) }
        #expect(throws: PhotomaniaError.self) { try url(.galleryItems(userID: 1, .slug(""))) }
    }

    @Test func galleryReferenceFromAnArgument() {
        #expect(IDSyntax.numbers.collection("4021") == .id(4021))
        #expect(IDSyntax.numbers.collection("iceland-2024") == .slug("iceland-2024"))
        #expect(IDSyntax.numbers.collection("0") == .slug("0") && IDSyntax.numbers.collection("-3") == .slug("-3"))
    }

    @Test func galleryItemsInGalleryOrderWithImageSizes() throws {
        #expect(try url(.galleryItems(userID: 77, .slug("iceland-2024"), GalleryItemsQuery(), PageRequest(page: 3, perPage: 50, imageSizes: [.large, .xlarge]))) ==
            "https://api.example.com/v1/users/77/galleries/iceland-2024/items?consumer_key=KEY&sort=position&sort_direction=asc&page=3&rpp=50&image_size=4%2C5")
    }

    @Test func galleryItemsFilteredByCategoryAndSortedByAPhotoOrder() throws {
        let query = GalleryItemsQuery(only: [.id(8)], exclude: [.id(5), .id(9)], sort: .rating, sortDirection: .descending)
        #expect(try url(.galleryItems(userID: 77, .id(9), query)) ==
            "https://api.example.com/v1/users/77/galleries/9/items?consumer_key=KEY&only=Landscapes&exclude=Black%20and%20White%2CCity%20and%20Architecture&sort=rating&sort_direction=desc&page=1&rpp=20")
    }

    @Test func signedGalleryItemsAskForThePhotoStatesAndListsOfPeopleDoNot() throws {
        var signed = configuration
        signed.credentials = OAuthCredentials(consumerKey: "KEY", consumerSecret: "S", token: "T", tokenSecret: "TS")
        #expect(try Router.galleryItems(userID: 1, .id(2)).request(with: signed).url.hasSuffix("&include_states=1"))
        #expect(try !Router.friends(userID: 1).request(with: signed).url.contains("include_states"))
    }

    @Test func aSignedRequestNamesItsConsumerOnlyInTheSignature() throws {
        var signed = configuration
        signed.credentials = OAuthCredentials(consumerKey: "KEY", consumerSecret: "S", token: "T", tokenSecret: "TS")
        #expect(try Router.photoAction(.vote, photoID: 7).request(with: signed).url == "https://api.example.com/v1/photos/7/vote")
        #expect(try !Router.friends(userID: 1).request(with: signed).url.contains("KEY"))
        #expect(try Router.friends(userID: 1).request(with: configuration).url.contains("consumer_key=KEY"), "unsigned: in the URL")
    }

    @Test func peopleAndVotes() throws {
        #expect(try url(.friends(userID: 77)) == "https://api.example.com/v1/users/77/friends?consumer_key=KEY&page=1&rpp=20")
        #expect(try url(.followers(userID: 77, page: 2, perPage: 100)) == "https://api.example.com/v1/users/77/followers?consumer_key=KEY&page=2&rpp=100")
        #expect(try url(.userSearch(term: "Ana Lind/ö", page: 3, perPage: 10)) ==
            "https://api.example.com/v1/users/search?consumer_key=KEY&term=Ana%20Lind%2F%C3%B6&page=3&rpp=10")
        #expect(try url(.votes(photoID: 9001, page: 2)) == "https://api.example.com/v1/photos/9001/votes?consumer_key=KEY&page=2&rpp=20")
    }

    @Test func everyNewRouteIsAGet() {
        let routes: [Router] = [
            .galleries(userID: 1), .gallery(userID: 1, .id(2)), .galleryItems(userID: 1, .id(2)),
            .friends(userID: 1), .followers(userID: 1), .userSearch(term: "a"), .votes(photoID: 1),
        ]
        #expect(routes.allSatisfy { $0.method == .get && $0.formParameters.isEmpty })
    }
}
