import Foundation
import Testing
@testable import PhotomaniaKit

extension HTTPCacheRulesTests {
    @Suite("HTTP cache keys")
    struct Key {
        @Test func removesSecretsAndKeepsTheRestInOrder() {
            let url = "http://api.example/v1/photos?consumer_key=K&feature=popular&oauth_token=T&page=2"
            #expect(HTTPCacheKey.url(removingSecretsFrom: url) == "http://api.example/v1/photos?feature=popular&page=2")
        }

        @Test(arguments: [
            "CONSUMER_KEY=SECRET", "Consumer_Key=SECRET", "oauth_token=SECRET", "OAuth_Signature=SECRET", "oauth_nonce=SECRET",
            "consumer%5Fkey=SECRET", "consumer%5fKEY=SECRET", "%6Fauth_token=SECRET", "oauth%5Fsignature=SECRET", "%63onsumer_key=SECRET",
        ])
        func removesEverySpellingOfASecret(parameter: String) {
            let url = "http://h/v1/users?a=1&\(parameter)&b=%20x"
            #expect(HTTPCacheKey.url(removingSecretsFrom: url) == "http://h/v1/users?a=1&b=%20x")
            #expect(!HTTPCacheKey.key(method: .get, url: url, userToken: "T").contains("SECRET"))
        }

        @Test func dropsTheQuestionMarkAndTheFragment() {
            #expect(HTTPCacheKey.url(removingSecretsFrom: "http://h/p?consumer_key=K&oauth_token=T") == "http://h/p")
            #expect(HTTPCacheKey.url(removingSecretsFrom: "http://h/p?oauth_token=T#top") == "http://h/p")
            #expect(HTTPCacheKey.url(removingSecretsFrom: "http://h/p?x=1#frag?consumer_key=K") == "http://h/p?x=1")
            #expect(HTTPCacheKey.url(removingSecretsFrom: "http://h/p?") == "http://h/p")
            #expect(HTTPCacheKey.url(removingSecretsFrom: "http://h/p") == "http://h/p")
        }

        @Test func keepsOtherParametersAsEncoded() {
            let url = "http://h/v1/photos/search?term=a%20b&tags=x+y&flag&oauth=1&consumer=2&my_oauth_token=3&oauth_token"
            #expect(HTTPCacheKey.url(removingSecretsFrom: url) == "http://h/v1/photos/search?term=a%20b&tags=x+y&flag&oauth=1&consumer=2&my_oauth_token=3")
        }

        @Test func keyWithoutTokenHasNoUserPart() {
            #expect(HTTPCacheKey.key(method: .get, url: "http://h/v1/photos?consumer_key=K&page=2", userToken: nil) == "GET http://h/v1/photos?page=2")
        }

        @Test func keyWithTokenCarriesADigestNeverTheToken() {
            let token = "user-token-123"
            let key = HTTPCacheKey.key(method: .get, url: "http://h/v1/photos?oauth_token=\(token)", userToken: token)
            let expected = String(SHA256.hex(of: Array(token.utf8)).prefix(32))
            #expect(key == "GET http://h/v1/photos user=" + expected)
            #expect(!key.contains(token))
            #expect(expected.count == 32 && expected.allSatisfy(\.isHexDigit))
        }

        @Test func differentUsersGetDifferentKeys() {
            let url = "http://h/v1/photos?feature=friends"
            let alice = HTTPCacheKey.key(method: .get, url: url, userToken: "alice")
            let bob = HTTPCacheKey.key(method: .get, url: url, userToken: "bob")
            #expect(alice != bob)
            #expect(alice == HTTPCacheKey.key(method: .get, url: url, userToken: "alice"))
            #expect(alice != HTTPCacheKey.key(method: .get, url: url, userToken: nil))
        }

        @Test(arguments: [
            ("http://h/v1/photos/42?x=1", "/v1/photos/42"),
            ("https://api.example:8080/v1/users/show#me", "/v1/users/show"),
            ("http://h", "/"),
            ("http://h?x=1", "/"),
            ("http://h/", "/"),
            ("/v1/photos/7?consumer_key=K", "/v1/photos/7"),
            ("http://h/v1/a%20b/", "/v1/a%20b/"),
        ])
        func pathOfAURL(url: String, path: String) {
            #expect(HTTPCacheKey.path(of: url) == path)
        }
    
        /// A combining mark after a delimiter makes one `Character` of the two; the delimiter
        /// still counts (found by the `http-cache-headers` fuzz target).
        @Test func delimitersCountWhateverFollowsThem() {
            for url in ["http://h/v1/p?\u{301}&oauth_token=s", "http://h/v1/p?a=\u{600}&oauth_token=s", "http://h/v1/p?consumer_key=\u{301}k", "http://h/v1/p?oauth_%CC%81=s"] {
                let cleaned = HTTPCacheKey.url(removingSecretsFrom: url)
                #expect(!cleaned.contains("oauth_") && !cleaned.contains("consumer_key"), "\(cleaned.debugDescription)")
            }
            #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: HTTPHeaders([("Cache-Control", "no-store,\u{301}x")])))
            #expect(!HTTPCacheRules.isStorable(statusCode: 200, headers: HTTPHeaders([("Cache-Control", "private=\"a\"\u{301}, no-store")])))
            #expect(HTTPCacheRules.varyNames(HTTPHeaders([("Vary", "*,\u{301}x")])) == nil)
        }
    }
}
