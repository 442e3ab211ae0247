import Foundation
import PhotomaniaOAuth

extension FuzzTarget {
    /// An `Authorization: OAuth …` header as the built-in server reads it, and its verification:
    /// a parsed header prints back as one that parses the same.
    static let oauthHeader = FuzzTarget(name: "oauth-header", seedFolders: ["fuzz/oauth-header"], maxLength: 2048) { data throws(FuzzViolation) in
        let text = String(decoding: data, as: UTF8.self)
        let verifier = OAuthVerifier(consumerSecret: { _ in "secret" }, tokenSecret: { _ in "token-secret" })
        _ = verifier.verify(method: "POST", url: "http://127.0.0.1:8500/v1/photos/1/vote?vote=1", authorization: text, formParameters: [], now: Date(timeIntervalSince1970: 1_790_000_000))
        guard let header = OAuthAuthorizationHeader(text) else { return }
        let fields = (header.realm.map { [("realm", $0)] } ?? []) + header.parameters
        let printed = "OAuth " + fields.map { "\($0.0)=\"\(OAuthPercentEncoding.encode($0.1))\"" }.joined(separator: ", ")
        try FuzzViolation.require(OAuthAuthorizationHeader(printed) == header, "a header prints back as itself: \(printed.debugDescription)")
    }
}
