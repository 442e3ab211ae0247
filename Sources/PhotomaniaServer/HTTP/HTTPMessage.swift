import Foundation

/// One parsed HTTP/1.1 request as the server's handlers see it.
public struct HTTPRequest: Sendable {
    public var method: String
    /// Percent-decoded path without the query, e.g. `/v1/photos/12`.
    public var path: String
    /// Query parameters in order, percent-decoded (`+` as space). `a[]=1&a[]=2` keeps the name `a[]`.
    public var query: [(name: String, value: String)]
    public var headers: HTTPHeaderFields
    /// The request's body (`Content-Length` framed, at most 16 MiB), empty when it had none.
    public var body: Data

    public init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: HTTPHeaderFields = HTTPHeaderFields(),
        body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first value of a query parameter.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Whether a presence flag such as `?comments` was sent.
    public func hasQuery(_ name: String) -> Bool {
        query.contains { $0.name == name }
    }
}

/// What a handler answers. The connection layer adds `Content-Length`, `Date`, `Connection`,
/// and serves `HEAD` and `Range` from it.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaderFields
    public var body: Data

    public init(status: Int, headers: HTTPHeaderFields = HTTPHeaderFields(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Header fields in order; names compare case-insensitively.
public struct HTTPHeaderFields: Sendable, Sequence {
    public private(set) var fields: [(name: String, value: String)] = []

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}

/// Anything that turns a request into a response: the demo API, a fixture directory, a test's closure.
public protocol HTTPHandling: Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
}
