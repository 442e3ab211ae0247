import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

/// The Commons client against the contract's recorded answer shapes (`Fixtures/api/commons/`),
/// served over loopback: what it asks, how it reads a file (licence, author, HTML as text,
/// dates as given), how it continues, and how an error that arrives as HTTP 200 reads.
@Suite(.serialized)
struct CommonsWireTests {
    private static func fixture(_ name: String) -> HTTPResponse {
        .json((try? String(decoding: Fixtures.data("api/commons/" + name), as: UTF8.self)) ?? "{}")
    }

    private static func commons(_ base: String) throws -> Commons {
        Commons(api: APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: base + "/w/api.php")))
    }

    @Test func aFileByTitleReadsItsLicenceAuthorAndDatesAsGiven() async throws {
        let asked = Mutex<[(String, String)]>([])
        try await withServer(handler: { request in
            asked.withLock { $0 = request.query }
            return Self.fixture("query.imageinfo.by-title.json")
        }) { _, base in
            let info = try await Self.commons(base).photo(PhotoID("File:Cap_Fréhel_lighthouse_dusk.jpg"), imageSizes: [.largestAllowed])
            let photo = info.photo
            #expect(photo.id == PhotoID(160432118))
            #expect(photo.service == .commons)
            #expect(photo.licenseType?.name == "CC BY-SA 4.0")
            #expect(photo.licenseType?.url?.hasPrefix("https://creativecommons.org/licenses/by-sa/4.0") == true)
            #expect(photo.user?.username == "Maëlle Kervran")
            #expect(photo.camera == "NIKON CORPORATION NIKON Z 7_2" || photo.camera == "NIKON Z 7_2")
            #expect(photo.takenInLocalTime)
            #expect(photo.images.first?.url.hasPrefix("https://upload.wikimedia.org/wikipedia/commons/a/a7/") == true)
            #expect(!(photo.description ?? "").contains("<"), "HTML comes as text: \(photo.description ?? "")")
        }
        let query = Dictionary(asked.withLock { $0 }.map { ($0.0, $0.1) }) { first, _ in first }
        #expect(query["format"] == "json" && query["formatversion"] == "2" && query["maxlag"] == "5" && query["redirects"] == "1")
        #expect(query["iiprop"]?.contains("sha1") == true && query["iiprop"]?.contains("commonmetadata") == true)
    }

    @Test func aStreamGoesOnWithItsContinuationSentBackWhole() async throws {
        let requests = Mutex<[[String: String]]>([])
        try await withServer(handler: { request in
            let query = Dictionary(request.query.map { ($0.name, $0.value) }) { first, _ in first }
            requests.withLock { $0.append(query) }
            if query["list"] == "categorymembers" {
                return query["cmcontinue"] == nil
                    ? .json(#"{"batchcomplete":true,"continue":{"cmcontinue":"2025-06-02 18:07:55|149003215","continue":"-||"},"query":{"categorymembers":[{"pageid":57230991,"ns":14,"title":"Category:Featured pictures of lighthouses"},{"pageid":160432118,"ns":6,"title":"File:Lighthouse of Cap Fréhel at dusk.jpg"}]}}"#)
                    : .json(#"{"batchcomplete":true,"query":{"categorymembers":[]}}"#)
            }
            return Self.fixture("query.imageinfo.by-title.json")
        }) { _, base in
            let commons = try Self.commons(base)
            let first: Page<Photo> = try await commons.photoPage(of: .stream(Commons.featured), at: .number(1), perPage: 20, imageSizes: [.largestAllowed], as: Photo.self)
            #expect(first.items.map(\.id) == [PhotoID(160432118)], "the sub-category is left out")
            let token = try #require(first.nextToken)
            let second: Page<Photo> = try await commons.photoPage(of: .stream(Commons.featured), at: .token(token), perPage: 20, imageSizes: [.largestAllowed], as: Photo.self)
            #expect(second.items.isEmpty && second.nextToken == nil)
        }
        let sent = requests.withLock { $0 }
        #expect(sent.first?["pageids"] == nil && sent.dropFirst().first?["pageids"] == "160432118", "details by page id: \(sent)")
        #expect(sent.last?["cmcontinue"] == "2025-06-02 18:07:55|149003215" && sent.last?["continue"] == "-||")
    }

    @Test func aLaterPageNumberIsRefusedBeforeAnyRequest() async throws {
        let count = Mutex(0)
        _ = try await withServer(handler: { _ in count.withLock { $0 += 1 }; return .json("{}") }) { _, base in
            await #expect(throws: PhotomaniaError.self) {
                let _: Page<Photo> = try await Self.commons(base).photoPage(of: .stream(Commons.featured), at: .number(2), perPage: 20, imageSizes: [], as: Photo.self)
            }
        }
        #expect(count.withLock { $0 } == 0)
    }

    @Test func aMissingFileIsNotFound() async throws {
        try await withServer(handler: { _ in .json(#"{"batchcomplete":true,"query":{"pages":[{"ns":6,"title":"File:Nothing.jpg","missing":true}]}}"#) }) { _, base in
            do {
                _ = try await Self.commons(base).photo(PhotoID("File:Nothing.jpg"), imageSizes: [])
                Issue.record("a missing file was found")
            } catch let error as PhotomaniaError {
                guard case .serviceFailed(_, let failure) = error else { Issue.record("\(error)"); return }
                #expect(failure.meaning == .notFound)
            }
        }
    }

    @Test func maxlagIsABusyServiceAskedAgain() async throws {
        let count = Mutex(0)
        try await withServer(handler: { _ in
            let first = count.withLock { $0 += 1; return $0 == 1 }
            guard first else { return Self.fixture("query.imageinfo.by-title.json") }
            var response = Self.fixture("error.maxlag.json")
            response.headers["Retry-After"] = "1"
            return response
        }) { _, base in
            let info = try await Self.commons(base).photo(PhotoID(160432118), imageSizes: [])
            #expect(info.photo.id == PhotoID(160432118))
        }
        #expect(count.withLock { $0 } == 2, "asked again after the maxlag answer")
    }

    @Test func badValueIsOneRefusalNamingTheCode() async throws {
        try await withServer(handler: { _ in Self.fixture("error.badvalue.json") }) { _, base in
            do {
                _ = try await Self.commons(base).photo(PhotoID(1), imageSizes: [])
                Issue.record("an error answer read as a file")
            } catch let error as PhotomaniaError {
                #expect("\(error)".contains("badvalue"), "\(error)")
            }
        }
    }

    @Test func pageURLsLeadToFilesCategoriesAndPeople() {
        let registry = ServiceRegistry.standard
        let file = registry.page("https://commons.wikimedia.org/wiki/File:Lighthouse_of_Cap_Fr%C3%A9hel_at_dusk.jpg")
        #expect(file?.entry.name == .commons)
        #expect(file?.page == .photo(id: PhotoID("File:Lighthouse of Cap Fréhel at dusk.jpg")))
        #expect(registry.page("https://commons.wikimedia.org/w/index.php?curid=160432118")?.page == .photo(id: PhotoID(160432118)))
        #expect(registry.page("https://upload.wikimedia.org/wikipedia/commons/thumb/a/a7/Name_x.jpg/1280px-Name_x.jpg")?.page == .photo(id: PhotoID("File:Name x.jpg")))
        #expect(registry.page("https://commons.wikimedia.org/wiki/User:Ma%C3%ABlle_Kervran")?.page == .user("Maëlle Kervran"))
        if case .collection(_, .slug(let name))? = registry.page("https://commons.wikimedia.org/wiki/Category:Lighthouses_in_Brittany")?.page {
            #expect(name == "Lighthouses in Brittany")
        } else {
            Issue.record("a category URL is a collection")
        }
    }
}
