import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `favorite`, `unfavorite`, `vote`, `comment` and `reply` with `--provider flickr`, signed in
/// through `login` itself, through real libcurl against the demo's Flickr face: what each says,
/// what the server then has, and what is never sent.
@Suite("Flickr: faves and comments as the signed-in user")
struct FlickrWriteCommandTests {
    /// A signed-in account for the length of `body`.
    private func signedIn<T>(faults: String = "", _ body: (DemoServer, FlickrLoginAccount) async throws -> T) async throws -> T {
        try await withDemoServer(faults: faults) { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            try await account.signIn()
            return try await body(server, account)
        }
    }

    /// Whether `photo ID --json` says the signed-in user faved it.
    private func favorited(_ id: String, _ account: FlickrLoginAccount) async -> Bool? {
        let result = await account.run(["photo", id, "--json", "id,favorited"])
        let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return object?["favorited"] as? Bool
    }

    private func restCalls(_ server: DemoServer) -> Int {
        server.statistics.requestsByPath["/services/rest"] ?? 0
    }

    @Test func aFaveIsSaidKeptRefusedTwiceAndTakenBack() async throws {
        try await signedIn { server, account in
            let id = server.flickrOwnAndOtherPhoto.other
            #expect(await favorited(id, account) == false)
            let added = await account.run(["favorite", id])
            #expect(added.status == 0, "\(added.standardError)")
            #expect(added.standardOutput == "favorited \(id)\n")
            #expect(await favorited(id, account) == true)

            let again = await account.run(["favorite", id])
            #expect(again.status == 1)
            #expect(again.standardError == "photomania: photo \(id): The photo is already in your favorites.\n")
            #expect(again.standardOutput.isEmpty)

            let removed = await account.run(["unfavorite", id])
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(removed.standardOutput == "unfavorited \(id)\n")
            #expect(await favorited(id, account) == false)

            let removedAgain = await account.run(["unfavorite", id])
            #expect(removedAgain.status == 1)
            #expect(removedAgain.standardError == "photomania: photo \(id): The photo is not in your favorites.\n")
        }
    }

    /// The catalog has likes of the demo user's that no write made: the mark a photo shows and
    /// what `favorite` and `unfavorite` do with it agree.
    @Test func aPhotoTheCatalogSaysTheUserLikesShowsTheMarkTheWritesGoBy() async throws {
        try await signedIn { server, account in
            let liked = try #require(server.catalog.likes(byUser: server.flickrDemoUser.id).first { !server.catalog.deletedPhotoIDs.contains($0.photoID) })
            let id = String(FlickrIDs.photoOffset + liked.photoID)
            let shown = await favorited(id, account)
            try #require(shown != nil, "photo \(id) is shown")
            let marked = shown == true
            let write = await account.run([marked ? "unfavorite" : "favorite", id])
            #expect(write.status == 0, "photo --json said favorited: \(marked); \(write.standardError)")
            #expect(await favorited(id, account) == !marked)
        }
    }

    @Test func yourOwnPhotoIsTurnedDownAndTheOthersGoOn() async throws {
        try await signedIn { server, account in
            let (own, other) = server.flickrOwnAndOtherPhoto
            let result = await account.run(["favorite", own, other])
            #expect(result.status == 3, "some done, some turned down")
            #expect(result.standardError.contains("photo \(own): The photo is your own: Flickr does not let you fave your own photos."), "\(result.standardError)")
            #expect(result.standardOutput == "favorited \(other)\n")
            #expect(await favorited(own, account) == false)
        }
    }

    @Test func voteSaysOnceThatFavesAreLikesAndFaves() async throws {
        try await signedIn { server, account in
            var others: [String] = []
            for photo in server.catalog.photos where others.count < 2 && photo.userID != server.flickrDemoUser.id && !server.catalog.deletedPhotoIDs.contains(photo.id) {
                if await favorited(FlickrIDs.photo(photo), account) == false { others.append(FlickrIDs.photo(photo)) }
            }
            try #require(others.count == 2, "two photos the demo user has not faved")
            let voted = await account.run(["vote"] + others)
            #expect(voted.status == 0, "\(voted.standardError)")
            let note = "Flickr's faves are its likes: 'vote' does what 'favorite' does"
            #expect(voted.standardError.components(separatedBy: note).count == 2, "the note once: \(voted.standardError)")
            #expect(voted.standardOutput.split(separator: "\n").count == 2)
            for id in others { #expect(await favorited(id, account) == true, "\(id)") }
            let unvoted = await account.run(["-q", "unvote", others[0]])
            #expect(unvoted.status == 0)
            #expect(await favorited(others[0], account) == false)
        }
    }

    @Test func aCommentIsListedAfterwardsAndAReplyIsNeverSent() async throws {
        try await signedIn { server, account in
            let id = server.flickrOwnAndOtherPhoto.other
            let text = "Lovely light on the Flickr face"
            let posted = await account.run(["comment", id, text])
            #expect(posted.status == 0, "\(posted.standardError)")
            #expect(posted.standardOutput.hasPrefix("commented on photo \(id) (comment "), "\(posted.standardOutput)")
            let listed = await account.run(["comments", id, "--json", "id,body"])
            #expect(listed.status == 0, "\(listed.standardError)")
            let comments = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]] ?? []
            let mine = try #require(comments.first { $0["body"] as? String == text }, "\(listed.standardOutput)")
            let commentID = try #require(mine["id"].map { "\($0)" })
            #expect(posted.standardOutput.contains(commentID), "the line names the comment the list has")

            let before = server.statistics.requests
            let reply = await account.run(["reply", commentID, "Thanks"])
            #expect(reply.status == 2)
            #expect(reply.standardError.contains("flickr cannot thread replies under comments"), "\(reply.standardError)")
            #expect(server.statistics.requests == before, "nothing sent")
        }
    }

    @Test func offlineAWriteIsRefusedAndNothingSent() async throws {
        try await signedIn { server, account in
            let id = server.flickrOwnAndOtherPhoto.other
            _ = await account.run(["photo", id])
            let before = server.statistics.requests
            let refused = await account.run(["--offline", "favorite", id])
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("offline"), "\(refused.standardError)")
            #expect(server.statistics.requests == before)
            #expect(await favorited(id, account) == false)
        }
    }

    @Test("a busy answer to a write is said and never repeated", arguments: [
        "method=flickr.favorites.add:status=503", "method=flickr.favorites.add:stat-fail=105", "method=flickr.photos.comments.addComment:status=503",
    ])
    func aBusyWriteIsNotRepeated(fault: String) async throws {
        try await signedIn(faults: fault) { server, account in
            let id = server.flickrOwnAndOtherPhoto.other
            let before = restCalls(server)
            let arguments = fault.contains("comments") ? ["comment", id, "sent once"] : ["favorite", id]
            let result = await account.run(arguments)
            #expect(result.status != 0)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("photomania: ") && result.standardError.split(separator: "\n").count <= 2, "\(result.standardError)")
            #expect(restCalls(server) == before + 1, "one try: a write is never repeated")
        }
    }

    @Test func notSignedInAWriteSaysWhatToRunAndSendsNothing() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            for arguments in [["favorite", server.flickrOwnAndOtherPhoto.other], ["comment", server.flickrOwnAndOtherPhoto.other, "hello"]] {
                let result = await account.run(arguments)
                #expect(result.status == 4)
                #expect(result.standardError.contains("not signed in") && result.standardError.contains("'photomania --provider flickr login'"), "\(result.standardError)")
            }
            #expect(server.statistics.requests == 0)
        }
    }
}
