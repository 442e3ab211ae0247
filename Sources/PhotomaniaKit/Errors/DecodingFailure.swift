/// Why a response body could not be turned into models; `description` is one sentence for the user.
public enum DecodingFailure: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyBody
    /// The body is HTML (a proxy's or a server's error page), not JSON.
    case webPage
    /// Not JSON; the issue is nil when the text is well-formed but holds a value JSON readers refuse.
    case notJSON(JSONSyntaxIssue?)
    /// The body is the API's error object, `{"error": "…", "status": …}`.
    case serverError(message: String)
    /// A required value is absent; `path` is dotted (`photo.id`), `expected` is nil when unknown.
    case missingField(path: String, expected: JSONValueKind?)
    /// A value of the wrong kind; an empty `path` means the whole body.
    case wrongType(path: String, found: JSONValueKind?, expected: JSONValueKind?)
    /// A value of the right kind that cannot be used, such as a number too large for its field.
    case unusableValue(path: String)

    public var description: String {
        switch self {
        case .emptyBody:
            "the server's answer is empty"
        case .webPage:
            "the server's answer is a web page, not JSON"
        case .notJSON(.truncated(let length)?):
            "the server's answer is not valid JSON: it stops after \(length) bytes (truncated?)"
        case .notJSON(.unexpected(let byte, let offset)?):
            "the server's answer is not valid JSON: unexpected \(Self.spell(byte)) at byte \(offset + 1)"
        case .notJSON(nil):
            "the server's answer is not valid JSON"
        case .serverError(let message):
            "the server answered with an error: \(message)"
        case .missingField(let path, let expected):
            "the \"\(path)\" \(expected.map(Self.noun) ?? "field") is missing from the server's answer"
        case .wrongType("", let found, let expected):
            "the server's answer is \(found?.withArticle ?? "of an unexpected kind")"
                + (expected.map { ", expected \($0.withArticle)" } ?? "")
        case .wrongType(let path, let found, let expected):
            "the answer's \"\(path)\" is \(found?.withArticle ?? "of an unexpected kind")"
                + (expected.map { ", expected \($0.withArticle)" } ?? "")
        case .unusableValue(""):
            "the server's answer holds a value that cannot be read"
        case .unusableValue(let path):
            "the answer's \"\(path)\" holds a value that cannot be read"
        }
    }

    private static func noun(_ kind: JSONValueKind) -> String {
        switch kind {
        case .null, .boolean: "field"
        case .number: "number"
        case .string: "text"
        case .list: "list"
        case .object: "object"
        }
    }

    private static func spell(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
