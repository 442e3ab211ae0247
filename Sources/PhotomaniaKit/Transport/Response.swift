import Foundation

/// Header fields of a response in arrival order; names compare case-insensitively.
public struct HTTPHeaders: Sendable, Equatable {
    public private(set) var fields: [(name: String, value: String)]
    /// The names lowercased, for lookups without Foundation's case folding.
    private var keys: [String]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
        self.keys = fields.map { $0.name.lowercased() }
    }

    public subscript(name: String) -> String? {
        let key = name.lowercased()
        return keys.firstIndex(of: key).map { fields[$0].value }
    }

    mutating func append(name: String, value: String) {
        fields.append((name, value))
        keys.append(name.lowercased())
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// A completed HTTP exchange: the final response after redirects.
public struct Response: Sendable {
    public let request: Request
    public let statusCode: Int
    public let headers: HTTPHeaders
    public let body: Data
    /// The URL that answered, after redirects (may carry the key: show it redacted).
    public let effectiveURL: String

    public init(request: Request, statusCode: Int, headers: HTTPHeaders, body: Data, effectiveURL: String) {
        self.request = request
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.effectiveURL = effectiveURL
    }

    /// The media type without parameters, lowercased: `application/json`.
    public var mimeType: String? {
        guard let value = headers["Content-Type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }
}
