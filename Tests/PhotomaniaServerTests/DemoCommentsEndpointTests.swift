import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoCommentsEndpointTests {
    typealias F = DemoFixture
    let catalog = DemoFixture.catalog

    private var busyPhoto: DemoPhoto {
        get throws {
            try #require(catalog.photos.first { photo in
                photo.commentsCount > 40 && catalog.comments(of: photo).contains { $0.parentID != nil }
            })
        }
    }

    @Test func flatPagesInCreationOrder() throws {
        let photo = try busyPhoto
        let all = catalog.comments(of: photo)
        let json = try F.getJSON("/v1/photos/\(photo.id)/comments")
        #expect(json["media_type"] as? String == "photo")
        #expect(json["current_page"] as? Int == 1)
        #expect(json["total_items"] as? Int == all.count)
        #expect(json["total_pages"] as? Int == (all.count + 19) / 20)
        var ids: [Int] = []
        for page in 1...3 {
            let comments = try #require(try F.getJSON("/v1/photos/\(photo.id)/comments", [("page", String(page))])["comments"] as? [[String: Any]])
            ids += comments.compactMap { $0["id"] as? Int }
            #expect(comments.allSatisfy { $0["replies"] == nil })
        }
        #expect(ids == all.map(\.id))
        let beyond = try F.getJSON("/v1/photos/\(photo.id)/comments", [("page", "9")])
        #expect((beyond["comments"] as? [Any])?.isEmpty == true)
    }

    @Test func commentsPageIsAnAliasOfPage() throws {
        let photo = try busyPhoto
        let viaAlias = F.get("/v1/photos/\(photo.id)/comments", [("comments_page", "2")])
        let viaPage = F.get("/v1/photos/\(photo.id)/comments", [("page", "2")])
        #expect(viaAlias.body == viaPage.body)
        #expect(try F.object(viaAlias)["current_page"] as? Int == 2)
    }

    @Test func commentShape() throws {
        let photo = try busyPhoto
        let comments = try #require(try F.getJSON("/v1/photos/\(photo.id)/comments")["comments"] as? [[String: Any]])
        let first = try #require(comments.first)
        #expect(first["parent_id"] is NSNull)
        #expect(first["to_whom_user_id"] as? Int == photo.userID)
        #expect(first["user_id"] is Int)
        #expect((first["user"] as? [String: Any])?["username"] is String)
        #expect(first["body"] is String)
        let created = try #require(first["created_at"] as? String)
        #expect(created.count == 25)
        #expect(comments.contains { $0["parent_id"] is Int })
    }

    @Test func nestedCarriesRepliesUnderTopLevelComments() throws {
        let photo = try busyPhoto
        let all = catalog.comments(of: photo)
        let topLevel = all.filter { $0.parentID == nil }
        let json = try F.getJSON("/v1/photos/\(photo.id)/comments", [("nested", "")])
        #expect(json["total_items"] as? Int == topLevel.count)
        #expect(json["total_pages"] as? Int == (topLevel.count + 19) / 20)
        var replyCount = 0
        var threadIDs: [Int] = []
        for page in 1...2 {
            let comments = try #require(try F.getJSON("/v1/photos/\(photo.id)/comments", [("nested", ""), ("page", String(page))])["comments"] as? [[String: Any]])
            for comment in comments {
                #expect(comment["parent_id"] is NSNull)
                let id = try #require(comment["id"] as? Int)
                threadIDs.append(id)
                let replies = try #require(comment["replies"] as? [[String: Any]])
                #expect(replies.allSatisfy { $0["parent_id"] as? Int == id && $0["replies"] == nil })
                replyCount += replies.count
            }
        }
        #expect(threadIDs == Array(topLevel.map(\.id).prefix(40)))
        #expect(replyCount == all.filter { reply in threadIDs.contains(reply.parentID ?? -1) }.count)
        #expect(replyCount > 0)
    }

    @Test func unknownPhoto() throws {
        let error = try F.getJSON("/v1/photos/42/comments", status: 404)
        #expect(error["status"] as? Int == 404)
    }
}
