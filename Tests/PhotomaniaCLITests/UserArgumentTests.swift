import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// Issue 21 item 15: `photos --user URL` and `photos --user nosuchuser` were raw 400s where
/// `download --user URL` worked and `user nosuchuser` said "no user". One reading of a user
/// argument (a name, `@name`, an id or a profile URL) and one sentence for a missing user, in
/// every command; tables show the user name a command takes.
@Suite("A user argument: the same input gets the same answer in every command")
struct UserArgumentTests {
    private func run(_ server: DemoServer, _ arguments: [String], terminal: Bool = false) async -> RunResult {
        await photomania(["--api", server.baseURL] + arguments, terminal: terminal)
    }

    @Test func aUserWhoDoesNotExistIsOneSentenceEverywhere() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let commands: [[String]] = [
                ["user", "nosuchuser"], ["photos", "--user", "nosuchuser"], ["photos", "--user", "https://500px.com/nosuchuser"],
                ["photos", "--feature", "user_favorites", "--user", "nosuchuser"], ["galleries", "nosuchuser"],
                ["gallery", "nosuchuser/lisbon"], ["friends", "nosuchuser"], ["followers", "@nosuchuser"],
                ["download", "--user", "nosuchuser", "-o", directory.path], ["download", "--liked", "nosuchuser", "-o", directory.path],
                ["download", "https://500px.com/p/nosuchuser", "-o", directory.path, "--dry-run"],
            ]
            for command in commands {
                let result = await run(server, command)
                #expect(result.status == 1, "\(command): \(result.standardError)")
                #expect(result.standardError.hasPrefix("photomania: no user 'nosuchuser' ("), "\(command): \(result.standardError)")
                // Not a 400 (the server's port, in the URL the message names, may hold those digits).
                #expect(!result.standardError.replacingOccurrences(of: server.baseURL, with: "").contains("400"), "\(command)")
            }
            for command in [["user", "99999999"], ["photos", "--user", "99999999"], ["galleries", "99999999"], ["friends", "99999999"]] {
                let result = await run(server, command)
                #expect(result.status == 1 && result.standardError.hasPrefix("photomania: no user 99999999 ("), "\(command): \(result.standardError)")
            }
            #expect(directory.files.isEmpty)
        }
    }

    @Test func aNameAnAtNameAnIdAndAProfileURLListTheSamePhotos() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.first)
            let forms = [user.username, "@" + user.username, String(user.id), "https://500px.com/\(user.username)", "500px.com/p/\(user.username)/galleries/x"]
            let expected = await run(server, ["photos", "--user", user.username])
            #expect(expected.status == 0 && tsvRows(expected.standardOutput).count > 1, "\(expected.standardError)")
            for form in forms {
                let result = await run(server, ["photos", "--user", form])
                #expect(result.status == 0, "\(form): \(result.standardError)")
                #expect(result.standardOutput == expected.standardOutput, "\(form)")
            }
            let profile = await run(server, ["user", "@" + user.username, "--json", "id"])
            #expect(profile.standardOutput.contains("\(user.id)"), "\(profile.standardError)")
        }
    }

    @Test func photoTablesShowTheUserNameACommandTakes() async throws {
        try await withDemoServer { server in
            let piped = await run(server, ["photos", "--rpp", "5"])
            let rows = tsvRows(piped.standardOutput)
            #expect(rows.first == ["ID", "TITLE", "AUTHOR", "USERNAME", "RATING", "VOTES", "VIEWS"])
            for row in rows.dropFirst() {
                let id = try #require(Int(row[0]))
                let photo = try #require(server.catalog.photo(id: id))
                #expect(row[3] == server.catalog.user(id: photo.userID)?.username)
            }
            let shown = await run(server, ["photos", "--rpp", "5"], terminal: true)
            let username = try #require(rows.dropFirst().first?[3])
            #expect(shown.standardOutput.contains(username), "at 100 columns the user name is in the table:\n\(shown.standardOutput)")
        }
    }

    /// gallery-dl's own test URL `https://500px.com/liked` is the signed-in user's liked photos.
    @Test(.enabled(if: ChildProcess.binaryExists)) func theSitesLikedPageIsTheSignedInUsersLikes() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let anonymous = await run(server, ["download", "https://500px.com/liked", "-o", directory.path, "--dry-run"])
            #expect(anonymous.status == 4, "\(anonymous.standardError)")
            #expect(anonymous.standardError.contains("not signed in") && !anonymous.standardError.contains("not a page"), "\(anonymous.standardError)")

            let signed = try await SignedInDemo.signIn(server)
            defer { signed.remove() }
            let (status, output, errors) = try await ChildProcess.run(signed.options + ["download", "https://500px.com/liked", "-o", directory.path, "--dry-run", "--limit", "3"])
            #expect(status == 0, "\(errors)")
            let (_, byName, _) = try await ChildProcess.run(signed.options + ["download", "--liked", signed.username, "-o", directory.path, "--dry-run", "--limit", "3"])
            // A name is `~`-marked where a loaded machine let its HEAD time out: the ids are what count.
            let ids = { (text: String) in tsvRows(text).map(\.first) }
            #expect(ids(output) == ids(byName) && ids(output).count == 3, "…/liked is --liked \(signed.username): \(output)")
        }
    }
}
