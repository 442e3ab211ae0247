import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

/// Issue 21 item 20: without `--nested`, replies showed as top-level comments and no comment had
/// its id, which `reply` needs. Every comment now shows its id, and a reply the comment it answers.
@Suite("comments: the ids reply takes, and replies marked")
struct CommentIDsTests {
    private func photoWithReplies(_ server: DemoServer) throws -> (photo: DemoPhoto, comments: [DemoComment]) {
        let photo = try #require(server.catalog.photos.first { photo in server.catalog.comments(of: photo).contains { $0.parentID != nil } })
        return (photo, server.catalog.comments(of: photo))
    }

    @Test func onATerminalEachCommentShowsItsIdAndEachReplyItsParent() async throws {
        try await withDemoServer { server in
            let (photo, comments) = try photoWithReplies(server)
            let result = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--all"], terminal: true, columns: 100)
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            for comment in comments {
                let header = try #require(lines.first { $0.hasPrefix("#\(comment.id)  ") }, "comment \(comment.id) shows its id")
                if let parent = comment.parentID {
                    #expect(header.contains("↳ reply to #\(parent) · "), "\(header)")
                } else {
                    #expect(!header.contains("↳"), "\(header)")
                }
            }
            let nested = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--all", "--nested"], terminal: true)
            let reply = try #require(comments.first { $0.parentID != nil })
            #expect(nested.standardOutput.contains("\n    ↳ #\(reply.id)  "), "nested, a reply is indented under its comment with its id")
        }
    }

    @Test func inAPipeEachCommentIsARowWithItsIdAndParent() async throws {
        try await withDemoServer { server in
            let (photo, comments) = try photoWithReplies(server)
            let result = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--all"])
            #expect(result.status == 0, "\(result.standardError)")
            let rows = tsvRows(result.standardOutput)
            #expect(rows.first == ["ID", "REPLY_TO", "USERNAME", "AUTHOR", "CREATED", "BODY"])
            try #require(rows.dropFirst().allSatisfy { $0.count == 6 }, "\(result.standardOutput.prefix(300))")
            let parents = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[0], $0[1]) })
            #expect(parents.count == comments.count)
            for comment in comments {
                #expect(parents[String(comment.id)] == comment.parentID.map(String.init) ?? "", "comment \(comment.id)")
            }
            let json = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--all", "--json", "id,parent_id"])
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
            #expect(objects.count == comments.count, "--json is as it was: one object a comment")
        }
    }
}
