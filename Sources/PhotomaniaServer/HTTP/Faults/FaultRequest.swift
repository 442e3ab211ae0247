import Foundation

/// What a rule's matchers look at in a request: its path, and the REST method it names in a
/// `method` parameter (Flickr's `flickr.photos.search`), from the query or a form-encoded body.
struct FaultRequest: Sendable {
    let path: String
    let apiMethod: String?

    init(path: String, apiMethod: String? = nil) {
        self.path = path
        self.apiMethod = apiMethod
    }

    init(path: String, query: [(name: String, value: String)], headers: HTTPHeaderFields, body: Data) {
        var method = query.first { $0.name == "method" }?.value
        if method == nil, headers["Content-Type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true,
           let fields = try? HTTPRequestTarget.decodeQuery(Substring(decoding: body, as: UTF8.self)) {
            method = fields.first { $0.name == "method" }?.value
        }
        self.init(path: path, apiMethod: method)
    }
}
