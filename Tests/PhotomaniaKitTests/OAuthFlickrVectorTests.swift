import Foundation
import PhotomaniaOAuth
import Testing

/// The Flickr contract's signing vectors B–D (flickr-rest.md §8.2): a request token asked for
/// with `oauth_callback=oob`, and two signed REST writes in a form body.
@Suite struct OAuthFlickrVectorTests {
    private static let consumer = (key: "0123456789abcdef0123456789abcdef", secret: "fedcba9876543210")
    private static let token = (key: "72157600000000000-0123456789abcdef", secret: "00112233aabbccdd")

    private func signature(_ header: String?) -> String? {
        header.flatMap(OAuthAuthorizationHeader.init)?.value("oauth_signature")
    }

    @Test func vectorBTheRequestTokenIsSignedWithTheConsumerSecretAlone() {
        let signer = OAuthSigner(credentials: OAuthCredentials(consumerKey: Self.consumer.key, consumerSecret: Self.consumer.secret))
        let header = signer.authorization(
            method: "GET", url: "https://www.flickr.com/services/oauth/request_token",
            protocolParameters: [("oauth_callback", "oob")], nonce: "95613465", timestamp: 1305586162)
        #expect(signature(header) == "e0okIkDkkZhM2oDpblJQvkZ8EBA=")
    }

    private var writer: OAuthSigner {
        OAuthSigner(credentials: OAuthCredentials(
            consumerKey: Self.consumer.key, consumerSecret: Self.consumer.secret, token: Self.token.key, tokenSecret: Self.token.secret))
    }

    @Test func vectorCAFaveIsAPostSignedWithTheAccessToken() {
        let form = [("method", "flickr.favorites.add"), ("photo_id", "54000000001"), ("format", "json"), ("nojsoncallback", "1")]
        let header = writer.authorization(
            method: "POST", url: "https://api.flickr.com/services/rest", formParameters: form, nonce: "84354935", timestamp: 1305583871)
        #expect(signature(header) == "zwiS2Gb8y4wAP8CSfSPCf4ei3bE=")
    }

    @Test func vectorDACommentsTextIsEncodedTwiceInTheBaseString() throws {
        let form = [
            ("method", "flickr.photos.comments.addComment"), ("photo_id", "54000000001"),
            ("comment_text", "Nice light! (100% crop)"), ("format", "json"), ("nojsoncallback", "1"),
        ]
        let header = writer.authorization(
            method: "POST", url: "https://api.flickr.com/services/rest", formParameters: form, nonce: "84354936", timestamp: 1305583872)
        #expect(signature(header) == "OgUTB0oRxmBfKmQqwuaDaJ/o1Vg=")
        let oauth: [(name: String, value: String)] = [
            ("oauth_consumer_key", Self.consumer.key), ("oauth_nonce", "84354936"), ("oauth_signature_method", "HMAC-SHA1"),
            ("oauth_timestamp", "1305583872"), ("oauth_version", "1.0"), ("oauth_token", Self.token.key),
        ]
        let base = try #require(OAuthSignatureBase.string(method: "POST", url: "https://api.flickr.com/services/rest", parameters: form + oauth))
        #expect(base.contains("comment_text%3DNice%2520light%2521%2520%2528100%2525%2520crop%2529"))
    }
}
