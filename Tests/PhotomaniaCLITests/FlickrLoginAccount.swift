import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer

/// A config folder of its own for `--provider flickr` against a test's `DemoServer`, with the
/// application's key and secret: `credentials.json` lands in it, and so can a request-token file.
struct FlickrLoginAccount {
    let folder: String
    let options: [String]

    init(_ server: DemoServer) throws {
        folder = FileManager.default.temporaryDirectory.path + "/photomania-flickr-login-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        options = [
            "--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey,
            "--consumer-secret", DemoAccounts.consumerSecret, "--config", folder + "/config.json",
        ]
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var credentialsPath: String { folder + "/credentials.json" }
    var requestTokenPath: String { folder + "/request-token" }

    /// photomania in-process with these options first.
    func run(_ arguments: [String]) async -> RunResult {
        await photomania(options + arguments)
    }

    /// The kept accounts by name (`flickr http://…/services`), each as the file holds it.
    func keptAccounts() throws -> [String: [String: String]] {
        guard FileManager.default.fileExists(atPath: credentialsPath) else { return [:] }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: credentialsPath)))
        return (object as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: String] }
    }

    /// The kept Flickr account, if any.
    func flickrAccount() throws -> [String: String]? {
        try keptAccounts().first { $0.key.hasPrefix("flickr ") }?.value
    }

    /// The two-step script form: the page printed and the request token kept, the code read off
    /// the page as a person would, then signed in with it.
    @discardableResult
    func signIn(readOnly: Bool = false, verbose: Bool = false) async throws -> (printed: RunResult, finished: RunResult) {
        let flags = (verbose ? ["-v"] : []) + ["login", "--print-url", "--request-token", requestTokenPath] + (readOnly ? ["--read-only"] : [])
        let printed = await run(flags)
        guard printed.status == 0 else { throw LoginFailure(step: "print-url", result: printed) }
        let code = try await verifierShown(at: printed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        let finished = await run((verbose ? ["-v"] : []) + ["login", "--verifier", code, "--request-token", requestTokenPath])
        guard finished.status == 0 else { throw LoginFailure(step: "verifier", result: finished) }
        return (printed, finished)
    }

    struct LoginFailure: Error, CustomStringConvertible {
        let step: String
        let result: RunResult
        var description: String { "\(step): exit \(result.status): \(result.standardError)" }
    }
}

/// What the person does in the browser: opens the sign-in page (over the project's own libcurl
/// transport) and reads the code it shows.
func verifierShown(at url: String) async throws -> String {
    let page = String(decoding: try await Session().response(for: Request(url: url)).body, as: UTF8.self)
    guard let start = page.range(of: "<code id=\"oauth_verifier\">"),
          let end = page.range(of: "</code>", range: start.upperBound..<page.endIndex)
    else { throw PageWithoutCode(page: page) }
    return String(page[start.upperBound..<end.lowerBound])
}

struct PageWithoutCode: Error, CustomStringConvertible {
    let page: String
    var description: String { "no verifier on the page: \(page)" }
}

extension DemoServer {
    /// The user every Flickr sign-in on the demo is: the catalog's first.
    var flickrDemoUser: DemoUser { catalog.users[0] }

    /// A photo of the demo user's and one of someone else's, as Flickr ids.
    var flickrOwnAndOtherPhoto: (own: String, other: String) {
        let me = flickrDemoUser.id
        let shown = catalog.photos.filter { !catalog.deletedPhotoIDs.contains($0.id) }
        let own = shown.first { $0.userID == me }.map(FlickrIDs.photo) ?? "none of the demo user's"
        let other = shown.first { $0.userID != me }.map(FlickrIDs.photo) ?? "none of anyone else's"
        return (own, other)
    }
}
