import Foundation

extension DecodingFailure {
    /// Turns the decoder's error into a failure that names the field and what was found there.
    init(_ error: DecodingError, body: Data) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = Self.syntaxFailure(of: body)
        case .dataCorrupted(let context):
            self = .unusableValue(path: Self.path(context.codingPath))
        case .keyNotFound(let key, let context):
            self = .missingField(path: Self.path(context.codingPath + [key]), expected: nil)
        case .valueNotFound(let type, let context):
            self = .wrongType(
                path: Self.path(context.codingPath), found: .null, expected: JSONValueKind(expectedFor: type))
        case .typeMismatch(let type, let context):
            self = .wrongType(
                path: Self.path(context.codingPath),
                found: JSONProbe.kind(at: context.codingPath, in: body),
                expected: JSONValueKind(expectedFor: type))
        @unknown default:
            self = .unusableValue(path: "")
        }
    }

    /// A missing field in an API error object is really that error.
    func explained(by body: Data) -> DecodingFailure {
        guard case .missingField = self, let message = ServerErrorMessage.read(from: body) else { return self }
        return .serverError(message: message)
    }

    /// `photos[3].user.id`
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func syntaxFailure(of body: Data) -> DecodingFailure {
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return .emptyBody }
        if first == UInt8(ascii: "<") { return .webPage }
        if let issue = JSONSyntaxIssue.first(in: body) { return .notJSON(issue) }
        return .unusableValue(path: "")
    }
}
