import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

/// Flickr's failures arrive as HTTP 200 with `stat: fail`: each reads and exits as 500px's
/// matching failure, and none is kept in the HTTP cache.
@Suite("Flickr: failures as HTTP 200")
struct FlickrFailureTests {
    @Test func aWrongKeyIsTheCredentialsExitAndIsNeverShown() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", "not-the-key-42", "photos"])
            #expect(result.status == 4)
            #expect(result.standardError.contains("flickr answered error 100"))
            #expect(result.standardError.contains("PHOTOMANIA_FLICKR_KEY"))
            #expect(!result.standardError.contains("not-the-key-42"))
        }
    }

    /// Code 201 ("service currently unavailable") is a busy answer: the pacer waits and the read
    /// is asked again.
    @Test func aBusyAnswerIsAskedAgain() async throws {
        try await withDemoServer(faults: "method=flickr.photos.getInfo+first=1:stat-fail=201") { server in
            let result = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "-v", "photo", "52001006721"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("the service is busy: trying again"), "\(result.standardError)")
        }
    }

    @Test func onlyOKAnswersAreKeptInTheCache() async throws {
        try await withDemoServer(faults: "method=flickr.photos.getInfo+first=1:stat-fail=1") { server in
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-flickr-cache-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: cache) }
            let base = ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "--cache-dir", cache]
            let missing = await photomania(base + ["photo", "52001006721"])
            #expect(missing.status == 1)
            #expect(missing.standardError.contains("flickr answered error 1"), "\(missing.standardError)")
            let offlineAfterFailure = await photomania(base + ["--offline", "photo", "52001006721"])
            #expect(offlineAfterFailure.status == 1)
            #expect(offlineAfterFailure.standardError.contains("the cache holds no copy"), "\(offlineAfterFailure.standardError)")
            let fine = await photomania(base + ["photo", "52001006721"])
            #expect(fine.status == 0, "\(fine.standardError)")
            let offline = await photomania(base + ["--offline", "photo", "52001006721"])
            #expect(offline.status == 0, "\(offline.standardError)")
            #expect(offline.standardOutput == fine.standardOutput)
        }
    }
}
