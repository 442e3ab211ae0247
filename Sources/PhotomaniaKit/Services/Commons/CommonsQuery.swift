import Foundation

/// One Action API read: `api.php?action=query&format=json&formatversion=2&maxlag=5` and its own
/// parameters, then a continuation given back whole (contract §4.1). The configured base is
/// `api.php` itself, so another MediaWiki's (`https://en.wikipedia.org/w/api.php`) is given as it is.
struct CommonsQuery: APIRoute {
    var parameters: [(name: String, value: String)]
    var continuation: CommonsContinuation?

    init(_ parameters: [(name: String, value: String)], continuing continuation: CommonsContinuation? = nil) {
        self.parameters = parameters
        self.continuation = continuation
    }

    func request(with configuration: APIConfiguration) throws(PhotomaniaError) -> Request {
        let endpoint = configuration.baseURL
        guard endpoint.hasPrefix("http://") || endpoint.hasPrefix("https://") else { throw .invalidURL(configuration.baseURL) }
        let all = [("action", "query"), ("format", "json"), ("formatversion", "2"), ("maxlag", "5")] + parameters + (continuation?.parameters ?? [])
        var request = Request(method: .get, url: endpoint + "?" + all.map { Self.encoded($0.0) + "=" + Self.encoded($0.1) }.joined(separator: "&"), acceptableContentTypes: [])
        request.call = parameters.first { ["list", "generator", "prop"].contains($0.name) }.map { "\($0.name)=\($0.value)" }
        return request
    }

    var formParameters: [(name: String, value: String)] { [] }
    var invalidatedPaths: [String] { [] }

    /// Percent-encoding of a query value: everything but unreserved characters (`|` too).
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// The `continue` object of an answer, sent back verbatim with the request that gave it; as a
/// page cursor it is its JSON text.
struct CommonsContinuation: Sendable, Hashable {
    let parameters: [(name: String, value: String)]

    init(_ parameters: [(name: String, value: String)]) {
        self.parameters = parameters.sorted { $0.name < $1.name }
    }

    static func == (left: Self, right: Self) -> Bool {
        left.parameters.elementsEqual(right.parameters) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
        for (name, value) in parameters {
            hasher.combine(name)
            hasher.combine(value)
        }
    }

    /// The cursor text: `{"name":"value",…}`.
    var token: String {
        let object = Dictionary(parameters.map { ($0.name, $0.value) }) { first, _ in first }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The continuation a cursor's text names; nil for text that is no such object.
    init?(token: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(token.utf8)) as? [String: String], !object.isEmpty else { return nil }
        self.init(object.map { ($0.key, $0.value) })
    }
}
