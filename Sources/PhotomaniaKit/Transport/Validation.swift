import Foundation

extension Response {
    /// Alamofire's `validate()`: a status in `200..<300` (or a 304 to a conditional request)
    /// and, for a non-empty body, a content type the request accepts (`type/*` and `*/*`
    /// wildcards, parameters ignored).
    public func validate() throws(PhotomaniaError) {
        guard (200..<300).contains(statusCode) || statusCode == 304 && request.isConditional else {
            throw .responseValidationFailed(
                request: request.summary,
                reason: .unacceptableStatusCode(statusCode, serverMessage: serverErrorMessage, retryAfter: headers["Retry-After"])
            )
        }
        let acceptable = request.acceptableContentTypes
        guard !acceptable.isEmpty, !body.isEmpty, request.method != .head else { return }
        guard let mimeType else {
            throw .responseValidationFailed(request: request.summary, reason: .missingContentType(acceptable: acceptable))
        }
        guard acceptable.contains(where: { Self.mediaType(mimeType, matches: $0) }) else {
            throw .responseValidationFailed(request: request.summary, reason: .unacceptableContentType(mimeType, acceptable: acceptable))
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

    /// The message of a JSON error body, or the sentence of an `oauth_problem=…` one.
    var serverErrorMessage: String? {
        guard mimeType?.hasSuffix("json") == true else { return OAuthProblem.read(from: body) }
        return ServerErrorMessage.read(from: body)
    }
}
