import CSQLite
import Foundation
import PhotomaniaSQLite
import Synchronization
import Testing
@testable import PhotomaniaServer

/// The state file itself: where it goes, what it refuses, what a reset forgets, and that two
/// states open on one file see each other's writes.
@Suite struct DemoStateTests {
    typealias F = DemoFixture

    private func refusal(_ body: () throws(DemoStateError) -> Void) -> DemoStateError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aDamagedFileIsRefusedNamingItsPathAndResetReplacesIt() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let path = folder.path + "/state.sqlite"
        let garbage = Data(String(repeating: "not a database, just words. ", count: 200).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        do {
            _ = try DemoServer(.init(photoCount: 10, statePath: path))
            Issue.record("a damaged state file was opened")
        } catch let error as DemoStateError {
            #expect(error.path == path)
            #expect(error.reason == .damaged("file is not a database"))
            #expect(error.description == "the demo state file \(path) is damaged: file is not a database; 'photomania serve --reset' starts clean")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage, "left as it was")

        let reset = try DemoServer(.init(photoCount: 10, statePath: path, resetState: true))
        defer { reset.stop() }
        #expect(reset.state.path == path)
        let client = try DemoSignedClient.signedIn(to: DemoSignedClient.freshAPI(state: reset.state))
        #expect(try client.json("POST", "/v1/photos/\(F.othersPhoto().id)/favorite")["status"] as? Int == 200)
    }

    @Test func anotherProgramsDatabaseIsLeftAlone() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let path = folder.path + "/theirs.sqlite"
        do {
            let theirs = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            try theirs.run("CREATE TABLE precious (value TEXT)")
            try theirs.run("INSERT INTO precious VALUES ('keep me')")
        }
        for reset in [false, true] {
            let error = refusal { () throws(DemoStateError) in _ = try DemoState(path: path, reset: reset) }
            #expect(error?.reason == .anotherProgramsDatabase, "reset: \(reset)")
            #expect(error?.description == "the demo state file \(path) is an SQLite database of another program; photomania leaves it alone")
        }
        let theirs = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        #expect(try theirs.run("SELECT value FROM precious") == [[.text("keep me")]])
    }

    @Test func aNewerSchemaIsRefused() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let path = folder.path + "/state.sqlite"
        do {
            let state = try DemoState(path: path)
            try state.recordAccessToken("at-1-x", userID: 1)
        }
        do {
            let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
            #expect(try connection.run("PRAGMA user_version") == [[.integer(1)]])
            #expect(try connection.run("PRAGMA journal_mode") == [[.text("wal")]])
            try connection.run("PRAGMA user_version = 7")
        }
        let error = refusal { () throws(DemoStateError) in _ = try DemoState(path: path) }
        #expect(error?.reason == .newerSchema(found: 7, supported: 1))
        #expect(error?.description == "the demo state file \(path) was written by a newer photomania (schema version 7; this one knows up to 1)")
    }

    @Test func theFileAndItsMissingFoldersAreForTheOwnerOnly() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let path = folder.path + "/one/two/state.sqlite"
        let state = try DemoState(path: path)
        #expect(state.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        for created in [folder.path + "/one", folder.path + "/one/two"] {
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: created)[.posixPermissions] as? Int)
            #expect(mode == 0o700, "\(created)")
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
        let blocked = folder.path + "/file/below/state.sqlite"
        let error = refusal { () throws(DemoStateError) in _ = try DemoState(path: blocked) }
        #expect(error?.path == blocked)
        #expect(error?.description.hasPrefix("the demo state file \(blocked) cannot be opened: ") == true, "\(String(describing: error))")
    }

    @Test func withoutAPathTheStateLivesInMemory() throws {
        let server = try DemoServer(.init(photoCount: 10))
        defer { server.stop() }
        #expect(server.state.path == nil)
        #expect(server.configuration.statePath == nil && !server.configuration.resetState)
    }

    @Test func twoStatesOnOneFileSeeEachOthersWrites() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let path = folder.path + "/state.sqlite"
        let first = try DemoSignedClient.signedIn(to: DemoSignedClient.freshAPI(state: try DemoState(path: path)))
        let second = DemoSignedClient(api: DemoSignedClient.freshAPI(state: try DemoState(path: path)), credentials: first.credentials)
        let photo = F.othersPhoto()
        #expect(try second.json("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")])["photo"] != nil, "the token is in the file")
        #expect(try first.photo(photo.id)["votes_count"] as? Int == photo.votesCount + 1)
        #expect(try first.refusal("POST", "/v1/photos/\(photo.id)/vote", query: [("vote", "1")], status: 403) == "You have already voted for this photo.")
    }

    @Test func concurrentWritersGetDistinctCommentIDs() throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let state = try DemoState(path: folder.path + "/state.sqlite")
        let photo = F.othersPhoto()
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<25 {
                do {
                    _ = try state.addComment(photoID: photo.id, parentID: nil, userID: F.demoUserID, body: "\(thread)-\(index)")
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        let added = try state.addedComments(ofPhoto: photo.id)
        #expect(added.count == 200)
        #expect(Set(added.map(\.id)).count == 200)
        #expect(added.map(\.id) == Array((DemoState.addedCommentIDBase + 1)...(DemoState.addedCommentIDBase + 200)))
        #expect(Set(added.map(\.body)).count == 200)
    }
}
