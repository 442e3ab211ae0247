import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// The secrets of a Flickr sign-in (the application's, the request token's, the verifier, the
/// access token's) are in no line photomania prints, even with `-v`, and in no cache file.
@Suite("Flickr: sign-in secrets stay out of output and caches")
struct FlickrLoginSecretsTests {
    @Test func noSecretInVerboseOutputOrTheCacheFolder() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let cache = try TemporaryDirectory()
            let run = { (arguments: [String]) async -> RunResult in await account.run(["--cache-dir", cache.path, "-v"] + arguments) }
            var said: [RunResult] = []

            let printed = await run(["login", "--print-url", "--request-token", account.requestTokenPath])
            said.append(printed)
            #expect(printed.status == 0, "\(printed.standardError)")
            let kept = try String(contentsOfFile: account.requestTokenPath, encoding: .utf8)
            let requestSecret = try #require(OAuthRequestToken(saved: kept)?.secret)
            let code = try await verifierShown(at: printed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))

            let finished = await run(["login", "--verifier", code, "--request-token", account.requestTokenPath])
            said.append(finished)
            #expect(finished.status == 0, "\(finished.standardError)")
            let tokenSecret = try #require(try account.flickrAccount()?["token_secret"])
            let id = server.flickrOwnAndOtherPhoto.other
            for arguments in [["whoami"], ["photos", "--rpp", "3"], ["photo", id], ["favorite", id], ["comment", id, "secretless"], ["comments", id], ["unfavorite", id]] {
                let result = await run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.standardError)")
                said.append(result)
            }
            #expect(said.contains { $0.standardError.contains("> GET ") || $0.standardError.contains("> POST ") }, "-v shows the requests")

            let secrets = [DemoAccounts.consumerSecret, requestSecret, tokenSecret, code, code.filter(\.isNumber)].filter { $0.count >= 6 }
            #expect(secrets.count == 5)
            for result in said {
                for secret in secrets {
                    #expect(!result.standardOutput.contains(secret) && !result.standardError.contains(secret), "a secret in: \(result.standardError)")
                }
            }
            let files = FileManager.default.enumerator(atPath: cache.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "the runs used the cache folder")
            for file in files {
                guard let bytes = FileManager.default.contents(atPath: cache.path + "/" + file) else { continue }
                for secret in secrets { #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds a secret") }
            }
        }
    }
}
