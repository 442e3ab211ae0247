import Foundation
import PhotomaniaOAuth
import Testing

/// OAuth 1.0a signing against published vectors: RFC 5849's base string, OAuth Core 1.0
/// Appendix A.5, Twitter's worked example, RFC 2202's HMAC-SHA1 cases.
@Suite struct OAuthSigningTests {
    @Test func percentEncodingKeepsOnlyTheUnreserved() {
        #expect(OAuthPercentEncoding.encode("Ladies + Gentlemen") == "Ladies%20%2B%20Gentlemen")
        #expect(OAuthPercentEncoding.encode("An encoded string!") == "An%20encoded%20string%21")
        #expect(OAuthPercentEncoding.encode("Dogs, Cats & Mice") == "Dogs%2C%20Cats%20%26%20Mice")
        #expect(OAuthPercentEncoding.encode("☃") == "%E2%98%83")
        #expect(OAuthPercentEncoding.encode("AZaz09-._~") == "AZaz09-._~")
        #expect(OAuthPercentEncoding.encode("a/b?c=d*e'f") == "a%2Fb%3Fc%3Dd%2Ae%27f")
    }

    @Test func hmacSHA1MatchesRFC2202() {
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(HMACSHA1.digest(of: Data("what do ya want for nothing?".utf8), key: Data("Jefe".utf8))) == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        #expect(hex(HMACSHA1.digest(of: Data("Hi There".utf8), key: Data(repeating: 0x0b, count: 20))) == "b617318655057264e28bc0b6fb378c8ef146be00")
    }

    /// RFC 5849 §3.4.1.1: query, form body (`c2&a3=2+q`) and protocol parameters, with repeats,
    /// an empty value and an encoded name.
    @Test func baseStringOfRFC5849() throws {
        let base = OAuthSignatureBase.string(
            method: "post", url: "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b",
            parameters: OAuthSignatureBase.formParameters(of: "c2&a3=2+q") + [
                ("oauth_consumer_key", "9djdj82h48djs9d2"), ("oauth_token", "kkk9d7dh3k39sjv7"),
                ("oauth_signature_method", "HMAC-SHA1"), ("oauth_timestamp", "137131201"), ("oauth_nonce", "7d8f3e4a"),
            ])
        #expect(base == "POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7")
    }

    /// RFC 5849 §3.4.1.2's examples, plus a port that is not the default.
    @Test func baseStringURIIsLowerCasedWithoutDefaultPortOrQuery() {
        let uri = { (url: String) in OAuthSignatureBase.string(method: "GET", url: url, parameters: [])?.split(separator: "&")[1] }
        #expect(uri("HTTP://EXAMPLE.COM:80/r%20v/X?id=123") == "http%3A%2F%2Fexample.com%2Fr%2520v%2FX")
        #expect(uri("https://www.example.net:8080/?q=1") == "https%3A%2F%2Fwww.example.net%3A8080%2F")
        #expect(uri("https://www.example.net:443") == "https%3A%2F%2Fwww.example.net%2F")
        #expect(uri("http://127.0.0.1:8500/v1/users") == "http%3A%2F%2F127.0.0.1%3A8500%2Fv1%2Fusers")
        #expect(uri("not a url") == nil)
    }

    /// OAuth Core 1.0 Appendix A.5: a signed GET for a protected resource.
    @Test func signatureOfOAuthCoreAppendixA5() {
        let signer = OAuthSigner(credentials: OAuthCredentials(
            consumerKey: "dpf43f3p2l4k3l03", consumerSecret: "kd94hf93k423kf44", token: "nnch734d00sl2jdk", tokenSecret: "pfkkdhi9sl3r4s00"))
        let header = signer.authorization(
            method: "GET", url: "http://photos.example.net/photos?file=vacation.jpg&size=original", nonce: "kllo9940pd9333jh", timestamp: 1191242096)
        #expect(header?.contains(#"oauth_signature="tR3%2BTy81lMeYAr%2FFid0kMTYa%2FWM%3D""#) == true)
    }

    /// Twitter's "Creating a signature": a POST with a query and a form body, and its header.
    @Test func signatureAndHeaderOfTwittersExample() {
        let signer = OAuthSigner(credentials: OAuthCredentials(
            consumerKey: "xvz1evFS4wEEPTGEFPHBog", consumerSecret: "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
            token: "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", tokenSecret: "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE"))
        let header = signer.authorization(
            method: "POST", url: "https://api.twitter.com/1.1/statuses/update.json?include_entities=true",
            formParameters: [("status", "Hello Ladies + Gentlemen, a signed OAuth request!")],
            nonce: "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", timestamp: 1318622958)
        #expect(header == #"OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0""#)
    }

    /// The contract's quirk: sizes go as `image_size=3,2`, whose comma is signed as `%2C`.
    @Test func aCommaListIsSignedAsOneValue() throws {
        let base = try #require(OAuthSignatureBase.string(method: "GET", url: "http://h/v1/photos?image_size=3%2C2&feature=popular", parameters: []))
        #expect(base.hasSuffix("&feature%3Dpopular%26image_size%3D3%252C2"))
    }

    @Test func secretsNeverPrint() {
        let credentials = OAuthCredentials(consumerKey: "ck-123", consumerSecret: "cs-456", token: "t-789", tokenSecret: "ts-000")
        let printed = "\(credentials) \(String(reflecting: credentials))"
        for secret in ["ck-123", "cs-456", "t-789", "ts-000"] { #expect(!printed.contains(secret)) }
    }

    @Test func noncesAreFreshLettersAndDigits() {
        let nonces = (0..<100).map { _ in OAuthSigner.makeNonce() }
        #expect(Set(nonces).count == 100)
        #expect(nonces.allSatisfy { $0.count == 32 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    }
}
