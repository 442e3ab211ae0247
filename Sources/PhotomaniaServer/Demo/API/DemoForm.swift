import Foundation
import PhotomaniaOAuth

/// A write's parameters: the `application/x-www-form-urlencoded` body first, then the query.
struct DemoForm {
    let fields: [(name: String, value: String)]
    let query: [(name: String, value: String)]

    init(_ request: HTTPRequest) {
        fields = Self.bodyFields(of: request)
        query = request.query
    }

    /// The first value of `name`: a form field wins over a query parameter.
    func value(_ name: String) -> String? {
        fields.first { $0.name == name }?.value ?? query.first { $0.name == name }?.value
    }

    /// The form fields of a form-encoded body (which the signature covers); none for another body.
    static func bodyFields(of request: HTTPRequest) -> [(name: String, value: String)] {
        guard request.headers["Content-Type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true else { return [] }
        return OAuthSignatureBase.formParameters(of: String(decoding: request.body, as: UTF8.self))
    }
}
