import Foundation

/// An OAuth Problem Reporting answer, `oauth_problem=signature_invalid&…` (what Flickr sends with
/// a 401 to its token endpoints and to any signed call it refuses), as one sentence naming the
/// problem. Nothing else of the body is shown: `debug_sbs` holds the signed request.
package enum OAuthProblem {
    /// The sentence of a body that is such an answer; nil for any other body.
    package static func read(from body: Data) -> String? {
        guard body.count <= 64 * 1024 else { return nil }
        let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let name = String(parts[0])
            if fields[name] == nil { fields[name] = String(parts[1]).removingPercentEncoding ?? String(parts[1]) }
        }
        guard let name = fields["oauth_problem"] else { return nil }
        return sentence(name, absent: fields["oauth_parameters_absent"])
    }

    /// `signature_invalid` → "the service refused the request's signature (signature_invalid): …".
    package static func sentence(_ problem: String, absent: String? = nil) -> String {
        let name = word(problem) ?? "an unnamed problem"
        let text: String = switch name {
        case "signature_invalid": "the service refused the request's signature (signature_invalid): the consumer secret or the token's secret does not match"
        case "signature_method_rejected": "the service refused the signature method (signature_method_rejected)"
        case "token_rejected", "token_revoked", "token_expired", "token_used":
            "the service refused the token (\(name)): it was revoked or has expired, so sign in again"
        case "nonce_used": "the service had seen this request's nonce before (nonce_used): a repeated request is refused"
        case "timestamp_refused": "the service refused the request's time (timestamp_refused): check this computer's clock"
        case "verifier_invalid": "the service refused the verifier (verifier_invalid): it is wrong or has expired, so ask for a new one"
        case "consumer_key_unknown", "consumer_key_rejected", "consumer_key_refused":
            "the service does not know the application's consumer key (\(name))"
        case "permission_denied", "permission_unknown", "user_refused": "the service refused the permission asked for (\(name))"
        case "parameter_absent", "parameter_rejected":
            "the service found an OAuth parameter missing or refused (\(name)" + (absent.flatMap(word).map { ": \($0)" } ?? "") + ")"
        default: "the service refused the OAuth request (\(name))"
        }
        return text
    }

    /// A problem's or parameter's name as the extension spells them: 1–64 of `a–z`, `_` and `,`;
    /// nil for anything else, which is not shown.
    private static func word(_ text: String) -> String? {
        guard (1...64).contains(text.utf8.count), text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x5F || $0 == 0x2C }) else { return nil }
        return text
    }
}
