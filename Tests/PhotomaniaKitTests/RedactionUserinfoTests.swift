import PhotomaniaKit
import Testing

/// A password in the API URL (`http://user:pass@host/v1`) is a secret like the consumer key:
/// redacted wherever a URL is shown, and kept out of the cache's keys, which still tell two
/// logins (and two consumer keys) apart.
@Suite struct RedactionUserinfoTests {
    @Test(arguments: [
        ("http://alice:s3cret@h:8500/v1/photos", "http://REDACTED@h:8500/v1/photos"),
        ("GET https://alice:s3cret@h/v1/photos?consumer_key=k (tried 4 times)", "GET https://REDACTED@h/v1/photos?consumer_key=REDACTED (tried 4 times)"),
        ("'http://token@h/v1' is not a valid http(s) URL", "'http://REDACTED@h/v1' is not a valid http(s) URL"),
        ("http://a:b@c@h/v1", "http://REDACTED@h/v1"),
        ("proxy http://u:p@proxy:3128 for http://h/v1/users?email=x@y", "proxy http://REDACTED@proxy:3128 for http://h/v1/users?email=x@y"),
        ("http://REDACTED@h/v1", "http://REDACTED@h/v1"),
        ("mail me at a@b.org", "mail me at a@b.org"),
    ])
    func userinfoIsRedacted(input: String, expected: String) {
        #expect(Redaction.redact(input) == expected)
    }

    @Test func aRequestSummaryNeverShowsThePassword() throws {
        let request = try Router.photos(PhotoStreamQuery()).request(with: APIConfiguration(baseURL: "http://alice:s3cret@h/v1"))
        #expect(!request.description.contains("s3cret") && !request.summary.redactedURL.contains("alice"))
    }

    @Test func cacheKeysHoldNoLoginAndNoKeyButTellThemApart() {
        let url = "http://alice:s3cret@h/v1/photos?consumer_key=K1&page=1"
        let key = HTTPCacheKey.key(method: .get, url: url, userToken: nil, consumerKey: "K1")
        #expect(!key.contains("s3cret") && !key.contains("alice") && !key.contains("K1"), "\(key)")
        #expect(key.hasPrefix("GET http://h/v1/photos?page=1 app="), "\(key)")
        #expect(key != HTTPCacheKey.key(method: .get, url: "http://bob:other@h/v1/photos?page=1", userToken: nil, consumerKey: "K1"))
        #expect(key != HTTPCacheKey.key(method: .get, url: url, userToken: nil, consumerKey: "K2"), "another consumer key, another answer")
        #expect(key != HTTPCacheKey.key(method: .get, url: url, userToken: nil, consumerKey: nil), "no key, another answer")
        #expect(HTTPCacheKey.url(removingSecretsFrom: "https://u:p@h:1/v1/x?oauth_token=t") == "https://h:1/v1/x")
    }
}
