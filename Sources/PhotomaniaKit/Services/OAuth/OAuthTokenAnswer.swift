import Foundation
import PhotomaniaOAuth

/// A token endpoint's form-encoded answer (`oauth_token=…&oauth_token_secret=…&…`), read as
/// hostile: at most `maxBytes`, UTF-8, each field once, tokens of visible ASCII, texts without
/// control or format characters and capped.
struct OAuthTokenAnswer {
    static let maxBytes = 16 * 1024
    static let maxTokenLength = 512
    static let maxTextLength = 256

    private let fields: [(name: String, value: String)]
    private let request: RequestSummary

    init(_ response: Response) throws(PhotomaniaError) {
        request = response.request.summary
        guard response.body.count <= Self.maxBytes else {
            throw .transportFailed(request: request, reason: .bodyTooLarge(limit: Self.maxBytes))
        }
        guard let text = String(bytes: response.body, encoding: .utf8), !text.isEmpty else { throw .responseSerializationFailed(request: request, reason: .emptyBody) }
        if text.lowercased().contains("<html") { throw .responseSerializationFailed(request: request, reason: .webPage) }
        fields = OAuthSignatureBase.formParameters(of: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The field's value when it is there once; a repeated field is refused.
    func value(_ name: String) throws(PhotomaniaError) -> String? {
        let values = fields.filter { $0.name == name }
        guard values.count <= 1 else { throw unusable(name) }
        return values.first?.value
    }

    /// A token or secret: 1 (or, `allowsEmpty`, 0) to `maxTokenLength` visible ASCII characters.
    func token(_ name: String, allowsEmpty: Bool = false) throws(PhotomaniaError) -> String {
        guard let value = try value(name) else { throw .responseSerializationFailed(request: request, reason: .missingField(path: name, expected: .string)) }
        guard Self.isTokenText(value, allowsEmpty: allowsEmpty) else { throw unusable(name) }
        return value
    }

    /// A name to show: control and format characters removed, trimmed, capped; nil when absent
    /// or nothing is left.
    func text(_ name: String) throws(PhotomaniaError) -> String? {
        guard let value = try value(name) else { return nil }
        let kept = String(String.UnicodeScalarView(value.unicodeScalars.filter { scalar in
            ![.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        })).trimmingCharacters(in: .whitespaces)
        guard !kept.isEmpty else { return nil }
        return kept.count > Self.maxTextLength ? String(kept.prefix(Self.maxTextLength)) : kept
    }

    func unusable(_ name: String) -> PhotomaniaError {
        .responseSerializationFailed(request: request, reason: .unusableValue(path: name))
    }

    static func isTokenText(_ text: String, allowsEmpty: Bool) -> Bool {
        (allowsEmpty || !text.isEmpty) && text.utf8.count <= maxTokenLength && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
