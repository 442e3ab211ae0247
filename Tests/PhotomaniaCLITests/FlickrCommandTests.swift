import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Synchronization
import Testing

/// Every reading command with `--provider flickr`, through real libcurl against the built-in
/// server's Flickr face (`/services/rest`), and the sentences for what Flickr does not offer.
@Suite("Flickr: reading commands against the demo's Flickr face")
struct FlickrCommandTests {
    /// `photomania --provider flickr --api <face> --consumer-key photomania-demo …`.
    private func flickr(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] + arguments)
    }

    private func ids(_ result: RunResult) -> [String] {
        tsvRows(result.standardOutput).dropFirst().map { $0[0] }
    }

    @Test func photosListsExploreWithFlickrsIds() async throws {
        try await withDemoServer { server in
            let result = await flickr(server, ["photos", "--rpp", "5"])
            #expect(result.status == 0)
            #expect(ids(result).count == 5)
            #expect(ids(result).allSatisfy { (Int($0) ?? 0) > 1 << 32 }, "Flickr's photo ids pass 2^32: \(ids(result))")
            let rows = tsvRows(result.standardOutput)
            #expect(rows.first == ["ID", "TITLE", "AUTHOR", "USERNAME", "FAVES", "VIEWS"], "no rating or votes on Flickr, its faves")
            #expect(rows.dropFirst().allSatisfy { (Int($0[4]) ?? 0) > 0 }, "\(rows)")
            let fresh = await flickr(server, ["photos", "--feature", "fresh_today", "--rpp", "3", "--json", "id,user_id"])
            #expect(fresh.status == 0)
            #expect(fresh.standardOutput.contains("@N0"), "the owner is an NSID: \(fresh.standardOutput)")
        }
    }

    @Test func aUsersPhotosAndFavesByAliasNSIDAndPageURL() async throws {
        try await withDemoServer { server in
            let byAlias = await flickr(server, ["photos", "--user", "jose_alvarez", "--rpp", "100", "--json", "id,user_id"])
            let byNSID = await flickr(server, ["photos", "--user", "12038065000@N06", "--rpp", "100", "--json", "id,user_id"])
            let byURL = await flickr(server, ["photos", "--user", "https://www.flickr.com/photos/jose_alvarez/", "--rpp", "100", "--json", "id,user_id"])
            #expect(byAlias.status == 0)
            #expect(byAlias.standardOutput == byNSID.standardOutput)
            #expect(byAlias.standardOutput == byURL.standardOutput)
            let photos = try JSONSerialization.jsonObject(with: Data(byAlias.standardOutput.utf8)) as? [[String: Any]] ?? []
            #expect(photos.count >= 20)
            #expect(photos.allSatisfy { $0["user_id"] as? String == "12038065000@N06" })
            let faves = await flickr(server, ["photos", "--feature", "user_favorites", "--user", "jose_alvarez", "--rpp", "50"])
            #expect(faves.status == 0)
            #expect(ids(faves).count == 50)
        }
    }

    @Test func searchByTermAndByTag() async throws {
        try await withDemoServer { server in
            let term = await flickr(server, ["search", "dusk", "--rpp", "100"])
            #expect(term.status == 0)
            let titles = tsvRows(term.standardOutput).dropFirst().map { $0[1].lowercased() }
            #expect(!titles.isEmpty && titles.contains { $0.contains("dusk") })
            let tag = await flickr(server, ["search", "--tag", "dusk", "--rpp", "5"])
            #expect(tag.status == 0)
            #expect(tag.standardError.contains("page 1/"))
        }
    }

    @Test func onePhotoItsFactsAndAHiddenEXIFNote() async throws {
        try await withDemoServer { server in
            let photo = await flickr(server, ["photo", "52001006721"])
            #expect(photo.status == 0)
            #expect(photo.standardOutput.contains("Embrace at Dusk"))
            #expect(photo.standardOutput.contains("https://www.flickr.com/photos/"))
            let json = await flickr(server, ["photo", "52001006721", "--json", "id,camera,images"])
            #expect(json.standardOutput.contains("52001006721"))
            let hidden = await flickr(server, ["photo", "52001001356"])
            #expect(hidden.status == 0, "a hidden EXIF is a note, not an error: \(hidden.standardError)")
            #expect(hidden.standardError.contains("does not share its EXIF data"))
            let deleted = await flickr(server, ["photo", "52001007927"])
            #expect(deleted.status == 1)
            #expect(deleted.standardError.contains("no photo 52001007927"))
            #expect(!deleted.standardError.contains(DemoAccounts.consumerKey), "the key is redacted")
        }
    }

    @Test func commentsAreFlatAndNestedIsRefused() async throws {
        try await withDemoServer { server in
            let comments = await flickr(server, ["comments", "52001001236"])
            #expect(comments.status == 0)
            #expect(ids(comments).count == 45)
            #expect(ids(comments).allSatisfy { $0.hasSuffix("") && $0.contains("-") }, "Flickr's comment ids are text")
            let nested = await flickr(server, ["comments", "52001001236", "--nested"])
            #expect(nested.status == 2)
            #expect(nested.standardError.contains("flickr cannot thread replies under comments"))
        }
    }

    @Test func aUserByAliasNSIDAndPageURL() async throws {
        try await withDemoServer { server in
            for name in ["jose_alvarez", "12038065000@N06", "https://www.flickr.com/photos/jose_alvarez/", "https://www.flickr.com/people/12038065000@N06/"] {
                let user = await flickr(server, ["user", name])
                #expect(user.status == 0, "\(name): \(user.standardError)")
                #expect(user.standardOutput.contains("12038065000@N06"), "\(name)")
            }
            let nobody = await flickr(server, ["user", "no_such_person_here"])
            #expect(nobody.status == 1)
            #expect(nobody.standardError.contains("no user 'no_such_person_here'"))
        }
    }

    @Test func galleriesListAlbumsAndGalleriesAndGalleryOpensEach() async throws {
        try await withDemoServer { server in
            let list = await flickr(server, ["galleries", "jose_alvarez"])
            #expect(list.status == 0)
            let rows = tsvRows(list.standardOutput).dropFirst()
            #expect(rows.filter { $0.contains("album") }.count == 7)
            #expect(rows.filter { $0.contains("gallery") }.count == 4)
            let album = await flickr(server, ["gallery", "jose_alvarez", "72177720001500003"])
            #expect(album.status == 0)
            #expect(ids(album).count == 4)
            let byCompound = await flickr(server, ["gallery", "jose_alvarez", "15000-72157720000350017"])
            let byURL = await flickr(server, ["gallery", "https://www.flickr.com/photos/jose_alvarez/galleries/72157720000350017/"])
            let byNumber = await flickr(server, ["gallery", "jose_alvarez", "72157720000350017"])
            #expect(byCompound.status == 0)
            #expect(ids(byCompound).count == 5)
            #expect(ids(byURL) == ids(byCompound))
            #expect(ids(byNumber) == ids(byCompound), "a gallery's number is tried as a gallery when it is no album")
            let albumURL = await flickr(server, ["gallery", "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003"])
            #expect(ids(albumURL) == ids(album))
        }
    }

    @Test func friendsAreContactsAndFollowersGetTheSentence() async throws {
        try await withDemoServer { server in
            let friends = await flickr(server, ["friends", "jose_alvarez"])
            #expect(friends.status == 0)
            #expect(ids(friends).count == 6)
            let followers = await flickr(server, ["followers", "jose_alvarez"])
            #expect(followers.status == 2)
            #expect(followers.standardError.contains("flickr cannot list a person's followers; it offers the people a person follows"))
        }
    }

    @Test func whatFlickrDoesNotOfferIsOneSentenceAndExit2() async throws {
        try await withDemoServer { server in
            let cases: [([String], String)] = [
                (["photos", "--feature", "editors"], "flickr cannot list the 'editors' stream; it offers popular, fresh_today, user, user_favorites"),
                (["photos", "--category", "landscapes"], "flickr cannot filter photos by category"),
                (["photos", "--sort", "votes_count"], "flickr cannot sort by votes_count"),
                (["photos", "--sort", "rating"], "flickr cannot sort a stream, an album or a gallery; it offers sorting a search"),
                (["reply", "15407-52001006721-72177720100672106", "Thanks"], "flickr cannot thread replies under comments; it offers comments in one flat list"),
                (["votes", "52001006721"], "flickr cannot list who liked a photo; it offers the people a person follows"),
                (["users", "jose"], "flickr cannot search for people; it offers the people a person follows"),
            ]
            for (arguments, sentence) in cases {
                let result = await flickr(server, arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.standardError.contains(sentence), "\(arguments): \(result.standardError)")
            }
        }
    }

    @Test func anUnknownUserIsNotSentToACommandFlickrLacks() async throws {
        try await withDemoServer { server in
            let result = await flickr(server, ["photos", "--user", "nobody_at_all"])
            #expect(result.status == 1 && result.standardError.contains("no user 'nobody_at_all'"), "\(result.standardError)")
            #expect(!result.standardError.contains("photomania users"), "Flickr cannot search for people: \(result.standardError)")
            #expect(result.standardError.contains("check the username or id, or give their profile's page URL"), "\(result.standardError)")
        }
    }

    @Test func aFlickrURLPicksFlickrWithoutProvider() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "gallery", "https://www.flickr.com/photos/jose_alvarez/albums/72177720001500003"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(ids(result).count == 4)
        }
    }

    @Test func theBuiltInDemoServesFlickrWithoutAKey() async throws {
        let result = await photomania(["--provider", "flickr", "photos", "--rpp", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(ids(result).allSatisfy { $0.hasPrefix("5200") })
    }
}
