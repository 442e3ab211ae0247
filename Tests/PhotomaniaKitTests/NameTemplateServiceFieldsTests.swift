import Foundation
import PhotomaniaServer
import Testing
@testable import PhotomaniaKit

/// `{license}`, `{owner}` and `{views}`: the license's name, the owner's user id and times viewed,
/// from what any service's listing says (here the built-in 500px face's), empty when it says nothing.
@Suite("NameTemplate: {license}, {owner} and {views} for every service")
struct NameTemplateServiceFieldsTests {
    private static func render(_ template: String, _ facts: PhotoFacts) throws -> String {
        try NameTemplate(template).render(NamingContext(photoID: 7, sizeID: 4, facts: facts, suggestedName: "7.jpg", ext: "jpg"))
    }

    @Test func theyRenderWhatThePhotoSaysAndNothingWhenItSaysNothing() throws {
        let facts = PhotoFacts(userID: "12038065000@N06", license: "CC BY-SA 4.0 / share", views: 0)
        #expect(try Self.render("{license}-{owner}-{views}.{ext}", facts) == "CC BY-SA 4.0 _ share-12038065000@N06-0.jpg", "a / in a value makes no folder")
        #expect(try Self.render("{owner}/{license}/{id}.{ext}", PhotoFacts()) == "7.jpg", "unknown values leave their folders out")
    }

    @Test func aListedPhotoNamesItsFileByThem() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let api = try demoAPI(server)
        let page: Page<Photo> = try await api.page(Router.photos(PhotoStreamQuery(), PageRequest(perPage: 5)))
        let photo = try #require(page.items.first { $0.licenseType != nil && $0.userID != nil })
        let listed: Page<PhotoReference> = try await api.page(Router.photos(PhotoStreamQuery(), PageRequest(perPage: 5)))
        let reference = try #require(listed.items.first { $0.id == photo.id })
        let expected = "\(photo.licenseType?.name ?? "")-\(photo.userID.map(String.init) ?? "")-\(photo.timesViewed).jpg"
        #expect(try Self.render("{license}-{owner}-{views}.{ext}", reference.facts) == expected, "what a download names it by")
        #expect(try Self.render("{license}-{owner}-{views}.{ext}", PhotoFacts(photo)) == expected, "the full record says the same")
    }

    @Test func theHelpListsThem() {
        #expect(NameTemplate.fieldList.hasSuffix("{license}, {owner}, {views}"))
    }
}
