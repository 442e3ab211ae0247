import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

/// Issue 22 item 3: "which photos" is read once, so the same input lists the same photos and the
/// same mistake reads the same sentence in `photos`, `download` and `browse`; what needs the
/// network (the signed-in user, a user's id) is found once before the walk.
@Suite("One selection: the same input, the same photos and the same sentence everywhere")
struct SelectionSentenceTests {
    static let needsAUser = "photomania: '--feature user_friends' needs '--user NAME', or a signed-in user; give --user, or run 'photomania login'"

    @Test func aUsersStreamWithNobodyReadsTheSameInPhotosAndDownload() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            for command in [["photos", "--feature", "user_friends"], ["download", "--feature", "user_friends", "-o", directory.path]] {
                let result = await photomania(["--api", server.baseURL] + command)
                #expect(result.status == 2, "\(command): \(result.standardError)")
                #expect(result.standardError == Self.needsAUser + "\n", "\(command)")
            }
            #expect(directory.files.isEmpty)
        }
    }

    @Test(.enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
    func browseSaysItInTheSameWords() async throws {
        try await withDemoServer { server in
            let pane = try TmuxPane(["--api", server.baseURL, "--images", "none", "browse", "--feature", "user_friends"], columns: 200, rows: 10)
            #expect(await pane.waitFor("the sentence and exit 2") { screen in
                screen.contains { $0.contains(Self.needsAUser) } && screen.contains { $0.contains("rc=2") }
            })
        }
    }

    @Test func aUserOnAStreamOfNobodysReadsTheSameInPhotosAndDownload() async throws {
        for command in [["photos", "--feature", "popular", "--user", "ana"], ["download", "--feature", "popular", "--user", "ana"]] {
            let result = await photomania(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.standardError.hasPrefix("photomania: '--user' goes with '--feature user', 'user_friends' or 'user_favorites'"), "\(command): \(result.standardError)")
        }
    }

    @Test(.enabled(if: ChildProcess.binaryExists))
    func signedInTheStreamIsTheSignedInUsersInPhotosAndDownload() async throws {
        try await withDemoServer { server in
            let signed = try await SignedInDemo.signIn(server)
            defer { signed.remove() }
            let directory = try TemporaryDirectory()
            let (byName, named, _) = try await ChildProcess.run(signed.options + ["photos", "--feature", "user_friends", "--user", signed.username, "--rpp", "100"])
            let (listed, mine, errors) = try await ChildProcess.run(signed.options + ["photos", "--feature", "user_friends", "--rpp", "100"])
            #expect(byName == 0 && listed == 0, "\(errors)")
            #expect(mine == named && tsvRows(mine).count > 1, "the signed-in user's friends' photos: \(mine)")
            let (status, planned, downloadErrors) = try await ChildProcess.run(
                signed.options + ["download", "--feature", "user_friends", "--dry-run", "--limit", "3", "-o", directory.path])
            #expect(status == 0, "\(downloadErrors)")
            let firstThree = tsvRows(mine).dropFirst().prefix(3).map(\.first)
            #expect(tsvRows(planned).map(\.first) == Array(firstThree), "\(planned)")
        }
    }

    @Test func photosOfAProfileURLAreTheOnesDownloadTakesFromIt() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.first)
            let url = "https://500px.com/p/\(user.username)"
            let directory = try TemporaryDirectory()
            let listed = await photomania(["--api", server.baseURL, "photos", "--user", url, "--rpp", "100"])
            #expect(listed.status == 0, "\(listed.standardError)")
            let planned = await photomania(["--api", server.baseURL, "download", "--user", url, "--dry-run", "-o", directory.path])
            #expect(planned.status == 0, "\(planned.standardError)")
            let ids = tsvRows(listed.standardOutput).dropFirst().map(\.first)
            #expect(!ids.isEmpty && tsvRows(planned.standardOutput).map(\.first) == Array(ids))
        }
    }
}
