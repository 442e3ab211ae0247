import PhotomaniaKit
import Testing

@Suite("Redaction of secrets")
struct RedactionTests {
    @Test(arguments: [
        ("http://h/v1/photos?consumer_key=abc&page=2", "http://h/v1/photos?consumer_key=REDACTED&page=2"),
        ("http://h/v1/photos?page=2&consumer_key=abc", "http://h/v1/photos?page=2&consumer_key=REDACTED"),
        ("GET http://h/x?consumer_key=abc (after 3 tries)", "GET http://h/x?consumer_key=REDACTED (after 3 tries)"),
        ("consumer_key=abc", "consumer_key=REDACTED"),
        ("http://h/x?oauth_token=t&oauth_signature=s", "http://h/x?oauth_token=REDACTED&oauth_signature=REDACTED"),
        ("http://h/x?my_consumer_key=keep", "http://h/x?my_consumer_key=keep"),
        ("no secrets here", "no secrets here"),
        ("failed (GET http://h/x?consumer_key=REDACTED); retry", "failed (GET http://h/x?consumer_key=REDACTED); retry"),
        ("http://h/x?consumer_key=REDACTEDsecret", "http://h/x?consumer_key=REDACTED"),
        ("oauth_token=at-1-ab&oauth_token_secret=9f8e&oauth_callback_confirmed=true",
         "oauth_token=REDACTED&oauth_token_secret=REDACTED&oauth_callback_confirmed=true"),
        ("x_auth_mode=client_auth&x_auth_username=demo&x_auth_password=hunter2",
         "x_auth_mode=client_auth&x_auth_username=demo&x_auth_password=REDACTED"),
        ("http://h/cb?oauth_verifier=v123", "http://h/cb?oauth_verifier=REDACTED"),
    ])
    func redacts(input: String, expected: String) {
        #expect(Redaction.redact(input) == expected)
    }

    @Test func requestDescriptionNeverShowsTheKey() throws {
        let request = try Router.photos(PhotoStreamQuery()).request(with: APIConfiguration(baseURL: "http://h/v1", consumerKey: "s3cr3t"))
        #expect(request.url.contains("s3cr3t"))
        #expect(!request.description.contains("s3cr3t"))
        #expect(!request.summary.redactedURL.contains("s3cr3t"))
    }
}
