import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoAPIRoutingTests {
    typealias F = DemoFixture

    private let keyed = DemoAPI(
        catalog: DemoFixture.catalog,
        configuration: .init(origin: DemoFixture.origin, requiredConsumerKey: "s3cret-key", imageCacheBytes: 1 << 20)
    )

    @Test func consumerKeyWhenRequired() throws {
        let missing = keyed.respond(to: F.request("/v1/photos"))
        #expect(missing.status == 401)
        #expect(try F.object(missing)["error"] as? String == "Consumer key missing.")
        #expect(try F.object(missing)["status"] as? Int == 401)
        let empty = keyed.respond(to: F.request("/v1/photos", [("consumer_key", "")]))
        #expect(try F.object(empty)["error"] as? String == "Consumer key missing.")
        let wrong = keyed.respond(to: F.request("/v1/photos/search", [("term", "a"), ("consumer_key", "guess")]))
        #expect(wrong.status == 401)
        #expect(try F.object(wrong)["error"] as? String == "Invalid consumer key.")
        #expect(!F.text(wrong).contains("guess"))
        let right = keyed.respond(to: F.request("/v1/photos", [("consumer_key", "s3cret-key")]))
        #expect(right.status == 200)
        #expect(!F.text(right).contains("s3cret-key"))
        #expect(keyed.respond(to: F.request("/v1/users/show", [("username", "hanako"), ("consumer_key", "s3cret-key")])).status == 200)
    }

    @Test func imagesAreNotKeyChecked() {
        let photo = F.catalog.photos[0]
        #expect(keyed.respond(to: F.request("/images/\(photo.id)/1.jpg")).status == 200)
    }

    @Test func withoutARequiredKeyAnyKeyWorks() {
        #expect(F.get("/v1/photos").status == 200)
        #expect(F.get("/v1/photos", [("consumer_key", "anything")]).status == 200)
        #expect(!F.text(F.get("/v1/photos", [("consumer_key", "anything")])).contains("anything"))
    }

    @Test func eachRouteTakesItsMethods() throws {
        let photoID = F.catalog.photos[0].id
        let readOnly = ["/v1/photos", "/v1/photos/\(photoID)", "/images/\(photoID)/2.jpg"]
        let cases: [(paths: [String], refused: [String], allow: String)] = [
            (readOnly, ["POST", "PUT", "DELETE", "PATCH"], "GET, HEAD"),
            (["/v1/photos/\(photoID)/vote", "/v1/photos/\(photoID)/favorite"], ["GET", "HEAD", "PUT", "PATCH"], "POST, DELETE"),
            (["/v1/photos/\(photoID)/comments"], ["PUT", "DELETE", "PATCH"], "GET, HEAD, POST"),
            (["/v1/comments/\(photoID * 100 + 1)/comments"], ["GET", "PUT", "DELETE"], "POST"),
        ]
        for (paths, methods, allow) in cases {
            for path in paths {
                for method in methods {
                    let response = F.api.respond(to: F.request(path, method: method))
                    #expect(response.status == 405, "\(method) \(path)")
                    #expect(try F.object(response)["status"] as? Int == 405)
                    #expect(response.headers["Allow"] == allow, "\(method) \(path)")
                }
            }
        }
        #expect(F.api.respond(to: F.request("/v1/photos", method: "HEAD")).status == 200)
    }

    @Test func writesAreRoutedButNeedASignedInUser() throws {
        let photoID = F.catalog.photos[0].id
        for (method, path) in [("POST", "/v1/photos/\(photoID)/vote"), ("DELETE", "/v1/photos/\(photoID)/favorite"),
                               ("POST", "/v1/photos/\(photoID)/comments"), ("POST", "/v1/comments/\(photoID * 100 + 1)/comments")] {
            let response = F.api.respond(to: F.request(path, method: method))
            #expect(response.status == 401, "\(method) \(path)")
            #expect(try F.object(response)["error"] as? String == "Authorization required")
        }
    }

    @Test func unknownPathsAreJSON404s() throws {
        for path in ["/", "/v2/photos", "/v1", "/v1/galleries", "/v1/photos/1/voters", "/images/1/2.jpg",
                     "/images/\(F.catalog.photos[0].id)/7.jpg", "/images/\(F.catalog.photos[0].id)/2.png"] {
            let response = F.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
            #expect(try F.object(response)["status"] as? Int == 404)
        }
    }

    @Test func imageURLsFollowTheConfiguration() throws {
        let photo = F.catalog.photos[0]
        func imageURL(_ api: DemoAPI, host: String?) throws -> String? {
            let request = F.request("/v1/photos/\(photo.id)", headers: host.map { [("Host", $0)] } ?? [])
            let json = try F.object(api.respond(to: request))
            return (json["photo"] as? [String: Any])?["image_url"] as? String
        }
        let fromHost = DemoAPI(catalog: F.catalog)
        #expect(try imageURL(fromHost, host: "127.0.0.1:43210") == "http://127.0.0.1:43210/images/\(photo.id)/4.jpg")
        #expect(try imageURL(fromHost, host: nil) == "http://127.0.0.1/images/\(photo.id)/4.jpg")
        #expect(try imageURL(fromHost, host: "evil.example/\"x") == "http://127.0.0.1/images/\(photo.id)/4.jpg")
        let cdn = DemoAPI(catalog: F.catalog, configuration: .init(imageBase: "http://cdn.test:8080/photos/"))
        #expect(try imageURL(cdn, host: "127.0.0.1:1") == "http://cdn.test:8080/photos/\(photo.id)/4.jpg")
    }
}
