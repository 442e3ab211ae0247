import Foundation

extension Response {
    /// Alamofire's `validate()`: a status in `200..<300` and, for a non-empty body, a content
    /// type the request accepts (`type/*` and `*/*` wildcards, parameters ignored).
    public func validate() throws(PhotomaniaError) {
        guard (200..<300).contains(statusCode) else {
            throw .responseValidationFailed(
                request: request.description,
                reason: .unacceptableStatusCode(statusCode, serverMessage: serverErrorMessage, retryAfter: headers["Retry-After"])
            )
        }
        let acceptable = request.acceptableContentTypes
        guard !acceptable.isEmpty, !body.isEmpty, request.method != .head else { return }
        guard let mimeType else {
            throw .responseValidationFailed(request: request.description, reason: .missingContentType(acceptable: acceptable))
        }
        guard acceptable.contains(where: { Self.mediaType(mimeType, matches: $0) }) else {
            throw .responseValidationFailed(request: request.description, reason: .unacceptableContentType(mimeType, acceptable: acceptable))
        }
    }

    public static func mediaType(_ type: String, matches pattern: String) -> Bool {
        let pattern = pattern.lowercased()
        if pattern == "*/*" || pattern == type { return true }
        let wanted = pattern.split(separator: "/", maxSplits: 1)
        let got = type.split(separator: "/", maxSplits: 1)
        guard wanted.count == 2, got.count == 2 else { return false }
        return (wanted[0] == "*" || wanted[0] == got[0]) && (wanted[1] == "*" || wanted[1] == got[1])
    }

    /// The `error` of a 500px error body (`{"error": "...", "status": N}`), kept to one short line.
    var serverErrorMessage: String? {
        guard mimeType?.hasSuffix("json") == true,
              let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["error"] as? String
        else { return nil }
        let line = Redaction.redact(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
