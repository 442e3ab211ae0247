import Foundation
@testable import PhotomaniaServer

/// A handler with fixed answers by path, plus `/echo`, which answers what it was asked as JSON.
struct StaticHTTPHandler: HTTPHandling {
    struct Echo: Codable, Equatable {
        var method: String
        var path: String
        var query: [[String]]
        var body: String
    }

    var routes: [String: HTTPResponse] = [:]

    init(_ routes: [String: HTTPResponse] = [:]) {
        self.routes = routes
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.path.hasPrefix("/echo") {
            let echo = Echo(
                method: request.method, path: request.path, query: request.query.map { [$0.name, $0.value] },
                body: String(decoding: request.body, as: UTF8.self))
            let body = (try? JSONEncoder().encode(echo)) ?? Data()
            return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "application/json")]), body: body)
        }
        return routes[request.path] ?? HTTPResponse(status: 404, body: Data("no such path".utf8))
    }

    /// `count` bytes cycling through 0...250, so any slice can be checked by position.
    static func patternBody(_ count: Int) -> Data {
        Data((0..<count).map { UInt8($0 % 251) })
    }

    /// An image-like response with validators, as the demo catalog serves images.
    static func image(_ count: Int, etag: String = "\"v1\"", lastModified: String = "Wed, 21 Oct 2015 07:28:00 GMT") -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: HTTPHeaderFields([("Content-Type", "image/jpeg"), ("ETag", etag), ("Last-Modified", lastModified)]),
            body: patternBody(count))
    }

    static func text(_ text: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "text/plain")]), body: Data(text.utf8))
    }
}
