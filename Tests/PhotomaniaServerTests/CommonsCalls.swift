import Foundation
import Testing
@testable import PhotomaniaServer

/// Calls to the Commons face straight through `DemoAPI.respond(to:)`, as photomania sends them.
struct CommonsCalls {
    static let userAgent = "photomania/1.0 (https://example.org/photomania; tests@example.org) libcurl/8.5.0"
    /// 240 photos, shared by the suites that only read.
    static let standard = CommonsCalls(photoCount: 240)
    /// 1,200 photos: a category of 1,200 files.
    static let large = CommonsCalls(photoCount: 1200)

    let api: DemoAPI
    var index: CommonsIndex { CommonsIndex.of(api.catalog) }

    init(photoCount: Int) {
        api = DemoAPI(catalog: DemoCatalog(seed: 500, photoCount: photoCount, referenceDate: DemoFixture.referenceDate),
                      configuration: .init(origin: "http://demo.test"))
    }

    /// The details suffix P of the wire subset.
    static let details: [(String, String)] = [
        ("prop", "imageinfo"), ("iiprop", "timestamp|user|userid|size|url|sha1|mime|mediatype|extmetadata"), ("iiurlwidth", "330"),
    ]

    func get(_ path: String, _ query: [(String, String)] = [], userAgent: String? = Self.userAgent, headers: [(String, String)] = []) -> HTTPResponse {
        var fields = headers
        if let userAgent { fields.append(("User-Agent", userAgent)) }
        return api.respond(to: HTTPRequest(method: "GET", path: path, query: query, headers: HTTPHeaderFields(fields)))
    }

    /// `action=query&format=json&formatversion=2&maxlag=5` plus `parameters`: the raw answer.
    func raw(_ parameters: [(String, String)]) -> HTTPResponse {
        get("/w/api.php", [("action", "query"), ("format", "json"), ("formatversion", "2"), ("maxlag", "5")] + parameters)
    }

    /// A query that must succeed: its JSON object.
    func query(_ parameters: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let response = raw(parameters)
        #expect(response.status == 200, sourceLocation: sourceLocation)
        #expect(response.headers["MediaWiki-API-Error"] == nil, "\(String(decoding: response.body.prefix(300), as: UTF8.self))", sourceLocation: sourceLocation)
        return try Self.object(response.body)
    }

    /// A query that must fail: its error code, checked against the header.
    func errorCode(_ parameters: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let response = raw(parameters)
        #expect(response.status == 200, sourceLocation: sourceLocation)
        let error = try #require(try Self.object(response.body)["error"] as? [String: Any], sourceLocation: sourceLocation)
        let code = try #require(error["code"] as? String, sourceLocation: sourceLocation)
        #expect(response.headers["MediaWiki-API-Error"] == code, sourceLocation: sourceLocation)
        return code
    }

    /// Every answer of a listing, following `continue` to the end (at most `limit` requests).
    func walk(_ parameters: [(String, String)], limit: Int = 100) throws -> [[String: Any]] {
        var answers: [[String: Any]] = []
        var continuation: [(String, String)] = []
        for _ in 0..<limit {
            let answer = try query(parameters + continuation)
            answers.append(answer)
            guard let next = answer["continue"] as? [String: Any] else { return answers }
            continuation = next.map { ($0.key, "\($0.value)") }
        }
        Issue.record("the listing did not end after \(limit) requests")
        return answers
    }

    static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    static func pages(_ answer: [String: Any]) -> [[String: Any]] {
        ((answer["query"] as? [String: Any])?["pages"] as? [[String: Any]]) ?? []
    }

    static func members(_ answer: [String: Any]) -> [[String: Any]] {
        ((answer["query"] as? [String: Any])?["categorymembers"] as? [[String: Any]]) ?? []
    }

    static func imageInfo(_ page: [String: Any]) -> [String: Any]? {
        (page["imageinfo"] as? [[String: Any]])?.first
    }
}
