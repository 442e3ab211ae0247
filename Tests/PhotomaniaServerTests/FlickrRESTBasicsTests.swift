import Foundation
import Testing
@testable import PhotomaniaServer

/// `/services/rest` as a client meets it first: the key, the method, the format, JSON and JSONP,
/// errors as HTTP 200, caching, and which requests it takes.
@Suite struct FlickrRESTBasicsTests {
    @Test func theDemoKeyIsRequiredAndOtherKeysAreCode100() throws {
        let flickr = try FlickrCalls()
        #expect(try flickr.ok("flickr.photos.getRecent")["photos"] != nil)
        let missing = try flickr.failure("flickr.photos.getRecent", key: nil)
        #expect(missing.code == 100 && missing.message.hasPrefix("Invalid API Key"))
        let wrong = try flickr.failure("flickr.photos.getRecent", key: "0123456789abcdef0123456789abcdef")
        #expect(wrong.code == 100 && wrong.message == "Invalid API Key (Key not found)")
        #expect(try flickr.failure("flickr.photos.getRecent", key: "").code == 100)
    }

    @Test func serveConsumerKeyReplacesTheDemoKey() throws {
        let flickr = try FlickrCalls(photoCount: 30, consumerKey: "0123456789abcdef")
        #expect(try flickr.failure("flickr.photos.getRecent").code == 100)
        let response = try flickr.get("flickr.photos.getRecent", key: "0123456789abcdef")
        #expect(try FlickrCalls.object(response.body)["stat"] as? String == "ok")
    }

    @Test func unknownAndMissingMethodsAreCode112() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        #expect(try flickr.failure("flickr.photos.nope") == (112, "Method \"flickr.photos.nope\" not found"))
        #expect(try flickr.failure(nil).code == 112)
        #expect(try flickr.failure("flickr.photos.delete", [("photo_id", "1")]).code == 112, "a write photomania does not make")
    }

    @Test func everyReadingMethodOfTheContractIsAnswered() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        for method in FlickrMethod.allCases {
            let object = try FlickrCalls.object(try flickr.get(method.rawValue).body)
            let code = object["code"] as? Int
            #expect(code != 112 && code != 100, "\(method.rawValue)")
        }
        #expect(FlickrMethod.allCases.filter { $0.permission == nil }.count == 27, "with groups.pools.getPhotos, urls.lookupGroup and photos.getFavorites")
    }

    @Test func withoutNojsoncallbackTheAnswerIsJSONP() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let jsonp = try flickr.get("flickr.photos.licenses.getInfo", plain: false)
        #expect(jsonp.status == 200 && jsonp.header("Content-Type") == "text/javascript; charset=utf-8")
        let text = String(decoding: jsonp.body, as: UTF8.self)
        #expect(text.hasPrefix("jsonFlickrApi({") && text.hasSuffix("})"))
        let inner = try FlickrCalls.object(Data(text.dropFirst("jsonFlickrApi(".count).dropLast().utf8))
        #expect(inner["stat"] as? String == "ok")

        let named = String(decoding: try flickr.get("flickr.photos.licenses.getInfo", [("jsoncallback", "app.receive")], plain: false).body, as: UTF8.self)
        #expect(named.hasPrefix("app.receive({"))
        let hostile = String(decoding: try flickr.get("flickr.photos.licenses.getInfo", [("jsoncallback", "alert(1);x")], plain: false).body, as: UTF8.self)
        #expect(hostile.hasPrefix("jsonFlickrApi({"), "a callback that is not a plain name is not echoed")

        let failure = String(decoding: try flickr.get("flickr.photos.getInfo", [("photo_id", "1")], plain: false).body, as: UTF8.self)
        #expect(failure.hasPrefix("jsonFlickrApi({") && failure.contains(#""stat":"fail""#))
        #expect(try flickr.get("flickr.photos.licenses.getInfo", [("nojsoncallback", "0")], plain: false).header("Content-Type") == "text/javascript; charset=utf-8")
    }

    @Test func withoutFormatJSONTheAnswerIsFlickrsXMLError() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let xml = try flickr.get("flickr.photos.getRecent", format: nil)
        #expect(xml.status == 200 && xml.header("Content-Type") == "text/xml; charset=utf-8")
        let text = String(decoding: xml.body, as: UTF8.self)
        #expect(text.contains(#"<rsp stat="fail">"#) && text.contains(#"<err code="111" msg="Format &quot;rest&quot; not found" />"#))
        #expect(String(decoding: try flickr.get("flickr.photos.getRecent", format: "soap").body, as: UTF8.self).contains("&quot;soap&quot;"))
    }

    @Test func errorsComeWithHTTP200AndANumericCode() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let response = try flickr.get("flickr.photos.getInfo", [("photo_id", "53900000000")])
        #expect(response.status == 200 && response.header("Cache-Control") == nil, "a failure is not cached")
        let node = try JSONNode(response.body)
        #expect(node["code"] == .int(1) && node["stat"] == .string("fail"))
        #expect(node["message"] == .string(#"Photo "53900000000" not found (invalid ID)"#))
    }

    @Test func readsMayBePostedAsAForm() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let response = try flickr.post([
            ("method", "flickr.people.getInfo"), ("api_key", DemoAccounts.consumerKey), ("format", "json"), ("nojsoncallback", "1"),
            ("user_id", flickr.catalog.users[0].nsid),
        ])
        let object = try FlickrCalls.object(response.body)
        #expect(response.status == 200 && object["stat"] as? String == "ok")
        #expect(response.header("ETag") == nil, "only GET answers are cacheable")
        #expect(try flickr.fetch("/services/rest?method=flickr.test.echo", method: "DELETE").status == 405)
        #expect(try flickr.fetch("/services/oauth/request_token").status == 401, "unsigned")
        #expect(try flickr.fetch("/services/oauth/nope").status == 404)
    }

    @Test func answersAreCacheableAndRevalidate() throws {
        let flickr = try FlickrCalls(photoCount: 30)
        let first = try flickr.get("flickr.photos.getRecent")
        let etag = try #require(first.header("ETag"))
        #expect(first.header("Cache-Control") == "max-age=60")
        #expect(try flickr.get("flickr.photos.licenses.getInfo").header("Cache-Control") == "max-age=300")
        let again = try flickr.get("flickr.photos.getRecent", headers: ["If-None-Match: \(etag)"])
        #expect(again.status == 304 && again.body.isEmpty)
        let head = try flickr.fetch("/services/rest?" + FlickrCalls.encoded([
            ("method", "flickr.photos.getRecent"), ("api_key", DemoAccounts.consumerKey), ("format", "json"), ("nojsoncallback", "1"),
        ]), method: "HEAD")
        #expect(head.status == 200 && head.header("ETag") == etag)
    }

    @Test func slashesAndNonASCIIAreEscapedAsFlickrsPHPWritesThem() throws {
        let flickr = try FlickrCalls()
        let owner = try #require(flickr.catalog.user(username: "hanako"))
        let response = try flickr.get("flickr.people.getInfo", [("user_id", owner.nsid)])
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(response.body.allSatisfy { $0 < 0x80 }, "every character beyond ASCII is a \\u escape")
        #expect(text.contains(#"https:\/\/www.flickr.com\/photos\/hanako\/"#))
        let person = try FlickrJSON.container(try FlickrCalls.object(response.body), "person")
        #expect(FlickrJSON.content(person["realname"]) as? String == "花子 山田")
    }
}
