import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `login --provider flickr` in its script form (`--print-url --request-token FILE`, then
/// `--verifier CODE --request-token FILE`) through real libcurl against the demo's Flickr face:
/// what is kept where and how privately, a refused code, and the usage errors said before any request.
@Suite("Flickr: signing in with a verifier, in two runs")
struct FlickrLoginTests {
    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func theTwoRunsSignInKeepTheTokenPrivatelyAndLogoutForgetsIt() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let printed = await account.run(["login", "--print-url", "--request-token", account.requestTokenPath])
            #expect(printed.status == 0, "\(printed.standardError)")
            let url = printed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(url.hasPrefix(server.flickrBaseURL + "/oauth/authorize?oauth_token=") && url.hasSuffix("perms=write"), "\(url)")
            #expect(try Self.mode(account.requestTokenPath) == 0o600)
            #expect(try account.keptAccounts().isEmpty, "nothing is signed in yet")

            let code = try await verifierShown(at: url)
            let finished = await account.run(["login", "--verifier", code, "--request-token", account.requestTokenPath])
            let user = server.flickrDemoUser.username
            #expect(finished.status == 0, "\(finished.standardError)")
            #expect(finished.standardOutput.hasPrefix("signed in to ") && finished.standardOutput.hasSuffix(" as \(user)\n"), "\(finished.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: account.requestTokenPath), "the request token is spent and its file gone")
            #expect(try Self.mode(account.credentialsPath) == 0o600)
            #expect(try account.flickrAccount()?["username"] == user)

            let who = await account.run(["whoami"])
            #expect(who.status == 0, "\(who.standardError)")
            #expect(who.standardOutput.hasPrefix("\(user) (id \(server.flickrDemoUser.nsid))"), "\(who.standardOutput)")

            #expect(await account.run(["logout"]).status == 0)
            #expect(try account.flickrAccount() == nil)
            let gone = await account.run(["whoami"])
            #expect(gone.status == 4)
            #expect(gone.standardError.contains("not signed in"), "\(gone.standardError)")
        }
    }

    @Test func aWrongCodeIsExit4NamingTheProblemAndKeepsNothing() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let printed = await account.run(["login", "--print-url", "--request-token", account.requestTokenPath])
            #expect(printed.status == 0, "\(printed.standardError)")
            let refused = await account.run(["login", "--verifier", "000-000-000", "--request-token", account.requestTokenPath])
            #expect(refused.status == 4)
            #expect(refused.standardError.contains("did not sign you in") && refused.standardError.contains("verifier_invalid"), "\(refused.standardError)")
            #expect(refused.standardError.split(separator: "\n").count <= 2, "one sentence and its hint: \(refused.standardError)")
            #expect(refused.standardOutput.isEmpty)
            #expect(try account.flickrAccount() == nil, "no Flickr entry in credentials.json")
            #expect(await account.run(["whoami"]).status == 4)
        }
    }

    @Test("usage errors are exit 2 and ask the server nothing", arguments: [
        (["login", "--print-url"], "needs --request-token FILE"),
        (["login", "--verifier", "123-456-789"], "needs --request-token FILE"),
        (["login", "--print-url", "--verifier", "123-456-789", "--request-token", "FILE"], "not both"),
        (["login", "--username", "demo"], "signs in with a password"),
        (["login", "--password-stdin"], "signs in with a password"),
        (["login", "--verifier", " ", "--request-token", "FILE"], "--verifier needs the code"),
    ])
    func usageErrors(arguments: [String], sentence: String) async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let result = await account.run(arguments)
            #expect(result.status == 2)
            #expect(result.standardError.contains(sentence), "\(result.standardError)")
            #expect(server.statistics.requests == 0)
            #expect(try account.keptAccounts().isEmpty)
        }
    }

    @Test func aRequestTokenFileOthersMayReadIsRefused() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            #expect(await account.run(["login", "--print-url", "--request-token", account.requestTokenPath]).status == 0)
            chmod(account.requestTokenPath, 0o644)
            let refused = await account.run(["login", "--verifier", "123-456-789", "--request-token", account.requestTokenPath])
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("may be read by other users"), "\(refused.standardError)")
            #expect(try account.flickrAccount() == nil)
        }
    }

    @Test func readOnlyAsksToReadAndAWriteSaysToLogInAgain() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let (printed, _) = try await account.signIn(readOnly: true)
            #expect(printed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("perms=read"), "\(printed.standardOutput)")
            let other = server.flickrOwnAndOtherPhoto.other
            let refused = await account.run(["favorite", other])
            #expect(refused.status == 4)
            #expect(refused.standardError == "photomania: signed in read-only: log in again without --read-only\n")
            #expect(refused.standardOutput.isEmpty)
            let comment = await account.run(["comment", other, "read-only hello"])
            #expect(comment.status == 4)
            #expect(comment.standardError == "photomania: signed in read-only: log in again without --read-only\n")

            let who = await account.run(["whoami"])
            #expect(who.status == 0 && who.standardOutput.hasPrefix(server.flickrDemoUser.username + " "), "\(who.standardError)")
            let photo = await account.run(["photo", other, "--json", "id,favorited"])
            #expect(photo.status == 0, "\(photo.standardError)")
            #expect(photo.standardOutput.contains("\"favorited\" : false") || photo.standardOutput.contains("\"favorited\":false"), "\(photo.standardOutput)")
            #expect(await account.run(["comments", other]).status == 0)
        }
    }
}
