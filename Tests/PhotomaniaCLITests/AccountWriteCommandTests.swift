import Foundation
import Testing

/// Voting, favorites and comments as a user runs them: the real binary, signed in to its embedded
/// demo server (whose state persists between commands) or to `photomania serve` in another process.
@Suite(.enabled(if: ChildProcess.binaryExists))
struct AccountWriteCommandTests {
    let folder = FileManager.default.temporaryDirectory.path + "/photomania-writes-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
    }

    func run(_ arguments: [String], input: String? = nil, api: [String] = [], environment: [String: String] = [:]) async throws -> (status: Int32?, out: String, err: String) {
        let (status, out, err) = try await ChildProcess.run(
            api + ["--config", folder + "/config.json"] + arguments, input: input,
            environment: ["XDG_DATA_HOME": folder + "/data"].merging(environment) { $1 })
        return (status, out, err)
    }

    func login(api: [String] = []) async throws {
        let login = try await run(["login", "--username", "demo", "--password-stdin"], input: "demo\n", api: api)
        #expect(login.status == 0, "\(login.err)")
    }

    /// Photos on the first page of `popular`, as (id, name, author).
    func photos(api: [String] = []) async throws -> [(id: Int, name: String, author: String)] {
        let listed = try await run(["photos", "--json", "--rpp", "30"], api: api)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        return array.compactMap { photo in
            guard let id = photo["id"] as? Int, let user = photo["user"] as? [String: Any], let author = user["username"] as? String else { return nil }
            return (id, photo["name"] as? String ?? "", author)
        }
    }

    /// The signed-in user's name: the demo account `demo` is the catalog's first user.
    func me(api: [String] = []) async throws -> String {
        let whoami = try await run(["whoami", "--json"], api: api)
        let user = try #require(try JSONSerialization.jsonObject(with: Data(whoami.out.utf8)) as? [String: Any])
        return try #require(user["username"] as? String)
    }

    func someoneElsesPhoto(api: [String] = []) async throws -> (id: Int, name: String) {
        let me = try await me(api: api)
        let photo = try #require(try await photos(api: api).first { $0.author != me })
        return (photo.id, photo.name)
    }

    /// The issue's "done when", against the embedded default: every command a process of its own.
    @Test func voteShowsInPhotoCommentShowsInCommentsThenUnvoteAndLogout() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await login()
        let photo = try await someoneElsesPhoto()

        let vote = try await run(["vote", String(photo.id)])
        #expect(vote.status == 0, "\(vote.err)")
        #expect(vote.out == "liked \(photo.id) '\(photo.name)'\n")
        let shown = try await run(["photo", String(photo.id)])
        #expect(shown.out.contains("you"))
        #expect(shown.out.range(of: #"you\s+liked"#, options: .regularExpression) != nil, "\(shown.out)")

        let comment = try await run(["comment", String(photo.id), "nice light, from a test"])
        #expect(comment.status == 0, "\(comment.err)")
        #expect(comment.out.hasPrefix("commented on photo \(photo.id) (comment "))
        let comments = try await run(["comments", String(photo.id), "--all", "--json"])
        #expect(comments.out.contains("nice light, from a test"))

        let unvote = try await run(["unvote", String(photo.id)])
        #expect(unvote.out.hasPrefix("unliked \(photo.id)"))
        let after = try await run(["photo", String(photo.id)])
        #expect(after.out.range(of: #"you\s+not liked"#, options: .regularExpression) != nil, "\(after.out)")

        #expect(try await run(["logout"]).status == 0)
        let signedOut = try await run(["vote", String(photo.id)])
        #expect(signedOut.status == 4)
        #expect(signedOut.err.contains("not signed in") && signedOut.err.contains("run 'photomania login'"))
    }

    @Test func refusalsAreTheServersReasonAndTheExitCodeCountsThem() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await login()
        let listed = try await photos()
        let me = try await me()
        let other = try #require(listed.first { $0.author != me })
        #expect(try await run(["vote", String(other.id)]).status == 0)

        let again = try await run(["vote", String(other.id)])
        #expect(again.status == 1)
        #expect(again.err == "photomania: photo \(other.id): You have already voted for this photo.\n", "\(again.err)")

        let mine = try await run(["photos", "--user", me, "--json", "--rpp", "1"])
        let own = try #require((try JSONSerialization.jsonObject(with: Data(mine.out.utf8)) as? [[String: Any]])?.first?["id"] as? Int)
        let ownVote = try await run(["vote", String(own)])
        #expect(ownVote.status == 1)
        #expect(ownVote.err.hasSuffix("photomania: photo \(own): You cannot vote for your own photo.\n"), "\(ownVote.err)")

        let missing = try await run(["favorite", "999999999"])
        #expect(missing.status == 1)
        #expect(missing.err.contains("no photo 999999999"))

        let second = try #require(listed.last { $0.author != me && $0.id != other.id })
        let mixed = try await run(["vote", String(other.id), String(second.id), "--json"])
        #expect(mixed.status == 3)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(mixed.out.utf8)) as? [[String: Any]])
        #expect(results.map { $0["done"] as? Bool } == [false, true])
        #expect(results.map { $0["id"] as? Int } == [other.id, second.id])
    }

    @Test func favoritesAreListedAsTheSignedInUsersFeature() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await login()
        let photo = try await someoneElsesPhoto()
        let favorite = try await run(["favorite", String(photo.id)])
        #expect(favorite.out == "favorited \(photo.id) '\(photo.name)'\n", "\(favorite.err)")
        let mine = try await run(["photos", "--feature", "user_favorites", "--json"])
        #expect(mine.status == 0, "\(mine.err)")
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(mine.out.utf8)) as? [[String: Any]]).compactMap { $0["id"] as? Int }
        #expect(ids == [photo.id])
        let again = try await run(["favorite", String(photo.id)])
        #expect(again.err.contains("This photo is already in your favorites."))
        #expect(try await run(["unfavorite", String(photo.id)]).status == 0)
    }

    @Test func commentTextComesFromStandardInputAndAnEmptyOneSendsNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await login()
        let photo = try await someoneElsesPhoto()
        let piped = try await run(["comment", String(photo.id), "-", "--json"], input: "two lines\nof text\n")
        #expect(piped.status == 0, "\(piped.err)")
        let comment = try #require(try JSONSerialization.jsonObject(with: Data(piped.out.utf8)) as? [String: Any])
        #expect(comment["body"] as? String == "two lines\nof text")
        let reply = try await run(["reply", String(try #require(comment["id"] as? Int)), "thanks"])
        #expect(reply.status == 0, "\(reply.err)")
        let empty = try await run(["comment", String(photo.id)], input: "  \n")
        #expect(empty.status == 1)
        #expect(empty.err.contains("the text is empty: nothing was sent"))
        let nested = try await run(["comments", String(photo.id), "--all", "--json"])
        #expect(nested.out.contains("two lines") && nested.out.contains("thanks"))
    }

    /// Against `photomania serve` in another process, named with --api, --consumer-key and
    /// --consumer-secret: the same commands work, and a server that forgot its tokens (started
    /// again with --reset) makes the next write exit 4. No secret shows in any verbose output.
    @Test func aSeparateServerWorksAndARevokedTokenIsExit4() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/serve-state.sqlite3"
        var server = try await startServe(state: state)
        let api = ["--api", server.url, "--consumer-key", "photomania-demo", "--consumer-secret", "photomania-demo-secret"]
        try await login(api: api)
        let photo = try await someoneElsesPhoto(api: api)
        let vote = try await run(["-v", "vote", String(photo.id)], api: api)
        #expect(vote.status == 0, "\(vote.err)")
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/credentials.json"))) as? [String: [String: String]])
        let account = try #require(stored.values.first)
        for secret in [account["token"], account["token_secret"], "photomania-demo-secret"].compactMap({ $0 }) {
            #expect(!vote.out.contains(secret) && !vote.err.contains(secret))
        }

        server.process.interrupt()
        _ = await server.process.exitStatus(timeout: 10)
        server = try await startServe(state: state, reset: true, port: server.port)
        defer { server.process.interrupt() }
        let revoked = try await run(["unvote", String(photo.id)], api: api)
        #expect(revoked.status == 4)
        #expect(revoked.err.contains("no longer accepts the kept token") && revoked.err.contains("run 'photomania login'"))
        try await login(api: api)
        let voteAgain = try await run(["vote", String(photo.id)], api: api)
        #expect(voteAgain.status == 0, "the reset forgot the vote too: \(voteAgain.err)")
        _ = await server.process.exitStatus(timeout: 0.1)
    }

    private func startServe(state: String, reset: Bool = false, port: Int = 0) async throws -> (process: ChildProcess, url: String, port: Int) {
        let process = try ChildProcess(["serve", "--port", String(port), "--photos", "60", "--state", state] + (reset ? ["--reset"] : []))
        _ = await eventually(timeout: 20) { process.standardOutput.contains("/v1") || !process.isRunning }
        let line = process.standardOutput
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let boundPort = try #require(URLComponents(string: url)?.port)
        return (process, url, boundPort)
    }
}
