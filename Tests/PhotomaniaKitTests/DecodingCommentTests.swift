import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Comments")
struct DecodingCommentTests {
    @Test("the documented flat comments page, threaded by parent_id")
    func flatPage() throws {
        let page = try Comment.decodeCollection(from: Fixtures.api("comments.json"))
        #expect(page.mediaType == "photo")
        #expect((page.currentPage, page.totalPages, page.totalItems, page.skippedCount) == (1, 2, 36, 0))
        #expect(page.items.map(\.id) == [8_471_866, 8_471_883])
        let first = page.items[0]
        #expect(first.userID == 122_216 && first.toWhomUserID == 164_677 && first.parentID == nil)
        #expect(first.body == "Great image of a fascinating bird. Love the topside view.")
        #expect(first.createdAt == utcDate(2012, 2, 10, 2, 13, 32))
        #expect(first.user?.displayName == "John Haig" && first.user?.upgradeStatus == 2)
        #expect(page.items[1].parentID == 8_471_866)
        #expect(page.items[1].body == "The details on the feathers are perfect. Brilliant shot. ")
        #expect(page.items[1].user?.firstname == "Manny ")

        let threads = Comment.threads(page.items)
        #expect(threads.map(\.id) == [8_471_866])
        #expect(threads[0].replies.map(\.id) == [8_471_883])
    }

    @Test("the documented nested page keeps its replies and threads the same as the flat one")
    func nestedPage() throws {
        let nested = try Comment.decodeCollection(from: Fixtures.api("comments-nested.json"))
        #expect(nested.items.map(\.id) == [8_471_866])
        let reply = try #require(nested.items[0].replies.first)
        #expect(reply.id == 8_471_883 && reply.parentID == 8_471_866 && reply.user?.username == "wisben")
        #expect(reply.createdAt == utcDate(2012, 2, 10, 2, 14, 4))

        let flat = try Comment.decodeCollection(from: Fixtures.api("comments.json"))
        #expect(Comment.threads(nested.items) == Comment.threads(flat.items))
        #expect(Comment.flattened(nested.items) == flat.items)
    }

    @Test("string user ids, fractional dates, a broken comment and a reply whose parent is elsewhere")
    func driftedPage() throws {
        let page = try Comment.decodeCollection(from: Fixtures.api("quirks/comments-drift.json"))
        #expect(page.items.map(\.id) == [500, 501, 502])
        #expect(page.skippedCount == 1)
        let first = page.items[0]
        #expect(first.userID == 122_216 && first.toWhomUserID == 164_677)
        #expect(first.user?.id == 122_216)
        #expect(first.createdAt == utcDate(2012, 2, 10, 2, 13, 32).map { $0.addingTimeInterval(0.25) })
        #expect(first.flagged == false && first.rating == 3 && first.voted == false)

        let threads = Comment.threads(page.items)
        #expect(threads.map(\.id) == [500, 502])
        #expect(threads[0].replies.map(\.id) == [501])
        #expect(threads[1].replies.isEmpty)
    }

    @Test("a nested reply without parent_id gets its parent's id when flattened")
    func nestedReplyWithoutParent() {
        let tree = [Comment(id: 1, body: "a", replies: [Comment(id: 2, body: "b")])]
        #expect(Comment.flattened(tree).map(\.parentID) == [nil, 1])
        #expect(Comment.threads(tree) == [Comment(id: 1, body: "a", replies: [Comment(id: 2, body: "b", parentID: 1)])])
    }

    @Test("comments whose parents point at each other are kept, not lost")
    func parentCycle() {
        let comments = [Comment(id: 1, body: "a", parentID: 2), Comment(id: 2, body: "b", parentID: 1)]
        let threads = Comment.threads(comments)
        #expect(Comment.flattened(threads).map(\.id).sorted() == [1, 2])
    }
}
