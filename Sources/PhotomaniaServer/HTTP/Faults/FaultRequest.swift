import Foundation

/// What a rule's matchers look at in a request: its path, and the REST method it names in a
/// `method` parameter (Flickr's `flickr.photos.search`): a form-encoded body's, else the
/// query's, as the demo API reads it.
struct FaultRequest: Sendable {
    let path: String
    let apiMethod: String?

    init(path: String, apiMethod: String? = nil) {
        self.path = path
        self.apiMethod = apiMethod
    }

    init(path: String, query: [(name: String, value: String)], headers: HTTPHeaderFields, body: Data) {
        var fields: [(name: String, value: String)] = []
        if headers["Content-Type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true {
            fields = (try? HTTPRequestTarget.decodeQuery(Substring(decoding: body, as: UTF8.self))) ?? []
        }
        self.init(path: path, apiMethod: (fields + query).first { $0.name == "method" }?.value)
    }
}
