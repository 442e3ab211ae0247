import Foundation
import PhotomaniaOAuth
import Testing

/// What the built-in server will check: a request signed by `OAuthSigner` verifies, and any
/// change to it, a wrong secret, an unknown key or token, or an old timestamp is refused.
@Suite struct OAuthVerifierTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let url = "http://127.0.0.1:8500/v1/photos/5000012/vote?vote=1"
    let form = [(name: "body", value: "Nice light, 100% + more")]
    let credentials = OAuthCredentials(consumerKey: "demo-key", consumerSecret: "demo-secret", token: "token-1", tokenSecret: "token-secret-1")
    let verifier = OAuthVerifier(
        consumerSecret: { $0 == "demo-key" ? "demo-secret" : nil },
        tokenSecret: { $0 == "token-1" ? "token-secret-1" : nil })

    func header(_ credentials: OAuthCredentials? = nil, url: String? = nil, method: String = "POST", timestamp: Int? = nil) -> String? {
        OAuthSigner(credentials: credentials ?? self.credentials).authorization(
            method: method, url: url ?? self.url, formParameters: form, nonce: "n0nce", timestamp: timestamp ?? Int(now.timeIntervalSince1970))
    }

    func verify(_ authorization: String?, url: String? = nil, form: [(name: String, value: String)]? = nil) -> Result<VerifiedRequest, OAuthRejection> {
        verifier.verify(method: "POST", url: url ?? self.url, authorization: authorization, formParameters: form ?? self.form, now: now)
    }

    @Test func aSignedRequestVerifies() throws {
        let verified = try verify(header()).get()
        #expect(verified.consumerKey == "demo-key")
        #expect(verified.token == "token-1")
        #expect(verified.nonce == "n0nce")
    }

    @Test func aRequestWithoutTokenVerifiesWithTheConsumerAlone() throws {
        let consumerOnly = OAuthCredentials(consumerKey: "demo-key", consumerSecret: "demo-secret")
        #expect(try verify(header(consumerOnly)).get().token == nil)
    }

    @Test func anyChangeToTheRequestBreaksTheSignature() {
        #expect(verify(header(), url: "http://127.0.0.1:8500/v1/photos/5000012/vote?vote=0") == .failure(.badSignature))
        #expect(verify(header(), url: "http://127.0.0.1:8500/v1/photos/5000013/vote?vote=1") == .failure(.badSignature))
        #expect(verify(header(), url: "http://127.0.0.1:8501/v1/photos/5000012/vote?vote=1") == .failure(.badSignature))
        #expect(verify(header(), form: [("body", "Nice light, 100% + less")]) == .failure(.badSignature))
        #expect(verify(header(method: "GET")) == .failure(.badSignature))
    }

    @Test func wrongSecretsUnknownKeysAndOldTimestampsAreRefused() {
        var wrongSecret = credentials
        wrongSecret.tokenSecret = "guess"
        #expect(verify(header(wrongSecret)) == .failure(.badSignature))
        var otherConsumer = credentials
        otherConsumer.consumerKey = "someone-else"
        #expect(verify(header(otherConsumer)) == .failure(.unknownConsumer))
        var revoked = credentials
        revoked.token = "token-0"
        #expect(verify(header(revoked)) == .failure(.unknownToken))
        #expect(verify(header(timestamp: Int(now.timeIntervalSince1970) - 301)) == .failure(.staleTimestamp))
        #expect((try? verify(header(timestamp: Int(now.timeIntervalSince1970) + 299)).get()) != nil)
    }

    @Test func unsignedOrMalformedHeadersAreRefused() throws {
        #expect(verify(nil) == .failure(.notSigned))
        #expect(verify("Basic ZGVtbzpkZW1v") == .failure(.notSigned))
        let signed = try #require(header())
        #expect(verify(signed.replacingOccurrences(of: "HMAC-SHA1", with: "PLAINTEXT")) == .failure(.unsupportedSignatureMethod))
        #expect(verify(signed.replacingOccurrences(of: "oauth_nonce", with: "oauth_nonsense")) == .failure(.missingParameter))
    }

    @Test func headerParametersAreDecodedAndRealmIsKeptApart() throws {
        let header = try #require(OAuthAuthorizationHeader(#"OAuth realm="Photos", oauth_token="a%2Fb%3D", oauth_verifier="x y""#))
        #expect(header.realm == "Photos")
        #expect(header.value("oauth_token") == "a/b=")
        #expect(header.parameters.map(\.name) == ["oauth_token", "oauth_verifier"])
    }

    @Test(arguments: [
        #"OAuth oauth_token=abc"#, #"OAuth oauth_token="abc"#, #"OAuth ="abc""#, #"OAuth a="1", a="2""#,
        #"OAuth oauth_token="%zz""#, #"Bearer oauth_token="abc""#, "OAuth",
    ])
    func malformedHeadersDoNotParse(_ text: String) {
        #expect(OAuthAuthorizationHeader(text) == nil)
    }
}
