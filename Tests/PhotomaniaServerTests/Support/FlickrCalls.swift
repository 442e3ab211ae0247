import Foundation
import Testing
@testable import PhotomaniaServer

/// A demo server, and calls to its Flickr face over a real socket.
final class FlickrCalls {
    let server: DemoServer
    var catalog: DemoCatalog { server.catalog }
    var origin: String { "http://127.0.0.1" }

    init(photoCount: Int = 240, seed: UInt64 = 500, faults: FaultPlan = FaultPlan(), consumerKey: String? = nil) throws {
        server = try DemoServer(.init(
            photoCount: photoCount, seed: seed, referenceDate: DemoFixture.referenceDate, requiredConsumerKey: consumerKey, faults: faults))
    }

    deinit {
        server.stop()
    }

    /// `GET /services/rest?method=…&api_key=…&format=json&nojsoncallback=1&…`; `nil` drops a default.
    func get(
        _ method: String?, _ arguments: [(String, String)] = [], key: String? = DemoAccounts.consumerKey,
        format: String? = "json", plain: Bool = true, headers: [String] = []
    ) throws -> RawHTTPClient.Response {
        var query: [(String, String)] = []
        if let method { query.append(("method", method)) }
        if let key { query.append(("api_key", key)) }
        if let format { query.append(("format", format)) }
        if plain { query.append(("nojsoncallback", "1")) }
        return try fetch("/services/rest?" + Self.encoded(query + arguments), headers: headers)
    }

    /// A call that must succeed: its JSON object, `stat` checked.
    func ok(_ method: String, _ arguments: [(String, String)] = []) throws -> [String: Any] {
        let response = try get(method, arguments)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        let object = try Self.object(response.body)
        #expect(object["stat"] as? String == "ok", "\(method) \(arguments): \(String(decoding: response.body, as: UTF8.self).prefix(300))")
        return object
    }

    /// A call that must fail with HTTP 200: its `code` and `message`.
    func failure(_ method: String?, _ arguments: [(String, String)] = [], key: String? = DemoAccounts.consumerKey) throws -> (code: Int, message: String) {
        let response = try get(method, arguments, key: key)
        #expect(response.status == 200)
        let object = try Self.object(response.body)
        #expect(object["stat"] as? String == "fail")
        #expect(Set(object.keys) == ["stat", "code", "message"])
        return (try #require(object["code"] as? Int), try #require(object["message"] as? String))
    }

    func fetch(_ target: String, method: String = "GET", headers: [String] = []) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: server.port, timeout: 60)
        client.get(target, method: method, headers: headers)
        return try client.readResponse(bodyless: method == "HEAD")
    }

    /// A form-encoded POST to `/services/rest`, with a query of its own if given.
    func post(_ arguments: [(String, String)], query: String? = nil) throws -> RawHTTPClient.Response {
        let body = Self.encoded(arguments)
        let client = try RawHTTPClient(port: server.port, timeout: 60)
        let target = "/services/rest" + (query.map { "?" + $0 } ?? "")
        client.send("POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        return try client.readResponse()
    }

    static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    static func encoded(_ pairs: [(String, String)]) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return pairs.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name) + "=" + (value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value)
        }.joined(separator: "&")
    }
}

/// Reading Flickr answers in tests.
enum FlickrJSON {
    static func photos(_ answer: [String: Any], container: String = "photos") throws -> [[String: Any]] {
        try #require((answer[container] as? [String: Any])?["photo"] as? [[String: Any]])
    }

    static func ids(_ answer: [String: Any], container: String = "photos") throws -> [String] {
        try photos(answer, container: container).map { try #require($0["id"] as? String) }
    }

    static func container(_ answer: [String: Any], _ name: String) throws -> [String: Any] {
        try #require(answer[name] as? [String: Any])
    }

    static func content(_ value: Any?) -> Any? {
        (value as? [String: Any])?["_content"]
    }
}
