import Foundation
import PhotomaniaServer
import Testing
@testable import PhotomaniaKit

/// Each `FlickrMethod` sent through real libcurl to the built-in server's Flickr face (its
/// modern typing and quirks: string ids, `_content`, `null` aliases, errors as HTTP 200) and
/// read back by its decoder. The people and photos are the demo catalog's (notes/face.md).
@Suite("Flickr: every read against the built-in server's Flickr face")
struct FlickrFaceCallTests {
    static let jose = "12038065000@N06"
    static let embrace = "52001006721"

    private static func withFace<T>(faults: String = "", _ body: (APIClient) async throws -> T) async throws -> T {
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: faults)))
        defer { server.stop() }
        let configuration = APIConfiguration(baseURL: server.flickrBaseURL, consumerKey: DemoAccounts.consumerKey)
        return try await body(APIClient(session: try testSession(connectTimeout: 2), configuration: configuration, retryPolicy: .never))
    }

    private static func call<T: FlickrPayload>(_ method: FlickrMethod, _ type: T.Type, on api: APIClient) async throws -> T {
        let (_, response) = try await api.send(method)
        #expect(response.statusCode == 200)
        return try method.decode(type, from: response.body)
    }

    @Test("streams, search and a person's photos and faves page with their extras")
    func listings() async throws {
        try await Self.withFace { api in
            let explore = try await Self.call(.interestingness(FlickrPageRequest(perPage: 10)), FlickrPhotoList.self, on: api)
            #expect(explore.photos.count == 10 && explore.paging.total == 76 && explore.paging.pages == 8 && explore.paging.perPage == 10)
            #expect(explore.photos.allSatisfy { $0.owner != nil && $0.license != nil && $0.uploaded != nil && !$0.images.isEmpty })
            let recent = try await Self.call(.recent(FlickrPageRequest(page: 2, perPage: 5)), FlickrPhotoList.self, on: api)
            #expect(recent.paging.page == 2 && recent.photos.count == 5)
            let mine = try await Self.call(.publicPhotosOf(user: Self.jose), FlickrPhotoList.self, on: api)
            #expect(!mine.photos.isEmpty && mine.photos.allSatisfy { $0.owner == Self.jose && $0.pathAlias == "jose_alvarez" })
            let faves = try await Self.call(.publicFavorites(user: Self.jose, FlickrPageRequest(perPage: 500)), FlickrPhotoList.self, on: api)
            #expect(faves.paging.total > 100 && faves.photos.count == faves.paging.total && faves.photos.allSatisfy { $0.faved != nil })
            var paged: [String] = []
            for page in 1...((faves.paging.total + 49) / 50) {
                let part = try await Self.call(.publicFavorites(user: Self.jose, FlickrPageRequest(page: page, perPage: 50)), FlickrPhotoList.self, on: api)
                #expect(part.paging.page == page && part.paging.perPage == 50 && part.paging.hasNextPage == (page * 50 < faves.paging.total))
                paged += part.photos.map(\.id)
            }
            #expect(paged == faves.photos.map(\.id))
            let search = try await Self.call(.search(FlickrSearch(user: Self.jose, sort: .datePostedAscending)), FlickrPhotoList.self, on: api)
            #expect(Set(search.photos.map(\.id)) == Set(mine.photos.map(\.id)))
        }
    }

    @Test("a photo: its facts, its sizes with the largest allowed, its EXIF and comments")
    func aPhoto() async throws {
        try await Self.withFace { api in
            let info = try await Self.call(.photoInfo(photo: Self.embrace), FlickrPhotoInfo.self, on: api)
            #expect(info.id == Self.embrace && info.title == "Embrace at Dusk" && info.owner?.nsid != nil && info.canDownload != nil)
            #expect(info.pageURL?.hasPrefix("https://www.flickr.com/photos/") == true)
            let sizes = try await Self.call(.sizes(photo: Self.embrace), FlickrSizes.self, on: api)
            #expect(sizes.images.first?.size == .sq && sizes.images.contains { $0.size == .l })
            #expect(sizes.image(.largestAllowed)?.size == (sizes.canDownload == false ? sizes.images.last?.size : .o))
            let exif = try await Self.call(.exif(photo: Self.embrace), FlickrExif.self, on: api)
            #expect(exif.id == Self.embrace)
            let comments = try await Self.call(.comments(photo: "52001001236"), FlickrComments.self, on: api)
            #expect(comments.comments.count == 45 && comments.skipped == 0 && comments.comments.allSatisfy { $0.id.split(separator: "-").count == 3 })
            let none = try await Self.call(.comments(photo: "52001000041"), FlickrComments.self, on: api)
            #expect(none.comments.isEmpty)
        }
    }

    @Test("a refusing owner: no original, candownload 0, and the largest is Large")
    func aRefusingOwner() async throws {
        try await Self.withFace { api in
            let sizes = try await Self.call(.sizes(photo: "52001003464"), FlickrSizes.self, on: api)
            #expect(sizes.canDownload == false && !sizes.images.contains { $0.size == .o })
            #expect(sizes.image(.largestAllowed) == sizes.images.last && sizes.image(.largestAllowed)?.size == .l)
        }
    }

    @Test("people: a URL's alias looked up, the person, their albums, galleries and contacts")
    func people() async throws {
        try await Self.withFace { api in
            guard case .photostream(let user) = try #require(FlickrPages.page("https://www.flickr.com/photos/jose_alvarez/")) else {
                Issue.record("not a photostream")
                return
            }
            let found = try await Self.call(.lookupUser(url: try #require(user.lookupURL)), FlickrUserReference.self, on: api)
            #expect(found.nsid == Self.jose && found.username == "jose_alvarez")
            let byName = try await Self.call(.findByUsername("jose_alvarez"), FlickrUserReference.self, on: api)
            #expect(byName.nsid == Self.jose)
            let person = try await Self.call(.person(user: Self.jose), FlickrPerson.self, on: api)
            #expect(person.nsid == Self.jose && person.pathAlias == "jose_alvarez" && person.photoCount != nil)
            #expect(person.buddyIcon() == "https://www.flickr.com/images/buddyicon.gif")
            let albums = try await Self.call(.albums(user: Self.jose), FlickrCollectionList.self, on: api)
            #expect(albums.collections.count == 7 && albums.collections.first?.id == "72177720001500001" && albums.collections.allSatisfy { $0.kind == .album })
            let album = try await Self.call(.albumPhotos(album: "72177720001500001", user: Self.jose), FlickrPhotoList.self, on: api)
            #expect(album.albumID == "72177720001500001" && album.photos.allSatisfy { $0.owner == Self.jose } && album.photos.filter { $0.isPrimary == true }.count == 1)
            let info = try await Self.call(.album(album: "72177720001500001"), FlickrCollectionInfo.self, on: api)
            #expect(info.collection.title == "Everything by jose_alvarez")
            let galleries = try await Self.call(.galleries(user: Self.jose), FlickrCollectionList.self, on: api)
            #expect(galleries.collections.map(\.id).sorted() == ["72157720000350006", "72157720000350008", "72157720000350017", "72157720000350018"])
            #expect(galleries.collections.allSatisfy { $0.kind == .gallery && $0.compoundID?.hasPrefix("15000-") == true })
            let lisbon = try await Self.call(.galleryPhotos(gallery: "72157720000350006", FlickrPageRequest(perPage: 500)), FlickrPhotoList.self, on: api)
            #expect(lisbon.photos.count == lisbon.paging.total && lisbon.paging.total > 20 && lisbon.photos.first?.isPrimary == true)
            let gallery = try await Self.call(.gallery(gallery: "15000-72157720000350006"), FlickrCollectionInfo.self, on: api)
            #expect(gallery.collection.title == "Lisbon 2022" && gallery.collection.id == "72157720000350006")
            let contacts = try await Self.call(.contacts(user: Self.jose), FlickrContacts.self, on: api)
            #expect(contacts.contacts.count == 6 && contacts.paging.total == 6)
            let licenses = try await Self.call(.licenses, FlickrLicenseList.self, on: api)
            #expect(licenses.licenses.map(\.id).sorted() == Array(0...16) && FlickrLicense.name(of: 4, in: licenses.byID) == "CC BY 2.0")
        }
    }

    @Test("failures arrive with HTTP 200 and are typed by code")
    func failures() async throws {
        try await Self.withFace { api in
            for (method, kind) in [
                (FlickrMethod.photoInfo(photo: "52001007927"), FlickrAPIError.Kind.notFound),
                (.exif(photo: "52001001356"), .permissionDenied),
                (.person(user: "1@N01"), .notFound),
                (.search(FlickrSearch()), .invalidArgument),
            ] {
                let (_, response) = try await api.send(method)
                #expect(response.statusCode == 200)
                #expect(throws: FlickrAnswerFailure.self) { try method.decode(FlickrPhotoInfo.self, from: response.body) }
                do throws(FlickrAnswerFailure) {
                    _ = try method.decode(FlickrPhotoList.self, from: response.body)
                } catch {
                    guard case .api(let failure) = error else { Issue.record("\(error)"); continue }
                    #expect(failure.kind == kind && failure.method == method.name, "\(method.name) \(failure)")
                }
            }
        }
    }

    @Test("a transient failure is typed so; a wrong key is the key's")
    func transientAndKey() async throws {
        try await Self.withFace(faults: "method=flickr.photos.getRecent:stat-fail=201") { api in
            let (_, response) = try await api.send(FlickrMethod.recent())
            #expect(throws: FlickrAnswerFailure.api(FlickrAPIError(code: 201, message: "Sorry, the Flickr API service is not currently available.", method: "flickr.photos.getRecent"))) {
                try FlickrMethod.recent().decode(FlickrPhotoList.self, from: response.body)
            }
            var configuration = api.configuration
            configuration.consumerKey = "not-the-key"
            let other = APIClient(session: api.session, configuration: configuration, retryPolicy: .never)
            let (_, refused) = try await other.send(FlickrMethod.licenses)
            do throws(FlickrAnswerFailure) {
                _ = try FlickrMethod.licenses.decode(FlickrLicenseList.self, from: refused.body)
                Issue.record("a wrong key was taken")
            } catch {
                #expect(error == .api(FlickrAPIError(code: 100, message: "Invalid API Key (Key not found)", method: "flickr.photos.licenses.getInfo")))
                if case .api(let failure) = error { #expect(failure.kind == .invalidKey && !failure.message.contains("not-the-key")) }
            }
        }
    }
}
