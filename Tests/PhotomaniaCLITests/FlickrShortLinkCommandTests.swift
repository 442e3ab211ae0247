import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// flic.kr short links that spell no id, as a user meets them: each command that takes a page
/// URL follows one (one request to the demo's Flickr face, whose 302 names the page) and does
/// what the page's own URL does; a link the server does not know, a redirect off Flickr and
/// `--offline` are one line each; a mistake elsewhere on the command line is found before
/// anything is sent.
@Suite("Flickr: short links on the command line")
struct FlickrShortLinkCommandTests {
    static let street = "72177720001500002"
    static let featured = "72157720000350018"
    static let jose = "12038065000"

    private static func link(_ kind: String, _ number: String) -> String {
        "https://flic.kr/\(kind)/" + FlickrBase58.encode(UInt64(number) ?? 0)
    }

    private static func flickr(_ server: DemoServer) -> [String] {
        ["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey]
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func downloadingAnAlbumsShortLinkDownloadsTheAlbum() async throws {
        try await withDemoServer { server in
            let folder = try TemporaryDirectory()
            let listed = await photomania(Self.flickr(server) + ["gallery", "https://www.flickr.com/photos/jose_alvarez/albums/" + Self.street, "--json", "id"])
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
            let ids = rows.compactMap { $0["id"].map { "\($0)" } }
            #expect(ids.count == 4, "\(listed.standardError)")
            let result = await photomania(Self.flickr(server) + ["download", Self.link("s", Self.street), "--size", "q", "-o", folder.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(files(folder.path).map { String($0.prefix { $0 != "." }) }.sorted() == ids.sorted(), "\(files(folder.path))")
            #expect(server.statistics.requestsByPath["/s/" + FlickrBase58.encode(UInt64(Self.street) ?? 0)] == 1)
        }
    }

    @Test func galleryPhotosUserGalleriesAndFriendsReadTheFollowedPage() async throws {
        try await withDemoServer { server in
            let base = Self.flickr(server)
            let pairs: [([String], [String])] = [
                (["gallery", Self.link("y", Self.featured)], ["gallery", "https://www.flickr.com/photos/jose_alvarez/galleries/\(Self.featured)/"]),
                (["gallery", Self.link("gp/jose_alvarez", Self.street)], ["gallery", "https://www.flickr.com/photos/jose_alvarez/albums/" + Self.street]),
                (["photos", "--user", Self.link("ps", Self.jose)], ["photos", "--user", "jose_alvarez"]),
                (["user", Self.link("ps", Self.jose)], ["user", "jose_alvarez"]),
                (["galleries", Self.link("s", Self.street)], ["galleries", "jose_alvarez"]),
                (["friends", Self.link("ps", Self.jose)], ["friends", "jose_alvarez"]),
            ]
            for (short, long) in pairs {
                let followed = await photomania(base + short + ["--json"])
                let given = await photomania(base + long + ["--json"])
                #expect(followed.status == 0 && given.status == 0, "\(short): \(followed.standardError)")
                #expect(!followed.standardOutput.isEmpty && followed.standardOutput == given.standardOutput, "\(short) lists what \(long) lists")
            }
        }
    }

    @Test func aLinkTheServerDoesNotKnowIsOneLineAndExit1() async throws {
        try await withDemoServer { server in
            let unknown = Self.link("s", "72177720000000001")
            let result = await photomania(Self.flickr(server) + ["download", unknown, "-o", try TemporaryDirectory().path])
            #expect(result.status == 1)
            #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("photomania: no short link '\(unknown)' (the server answered 404"), "\(result.standardError)")
        }
    }

    @Test func aRedirectOffFlickrIsOneLineAndExit1() async throws {
        try await withDemoServer(faults: "path=/y/*:redirect=https://evil.example/photos/jose_alvarez/") { server in
            let link = Self.link("y", Self.featured)
            let result = await photomania(Self.flickr(server) + ["gallery", link])
            #expect(result.status == 1)
            #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("photomania: '\(link)' led to 'https://evil.example/photos/jose_alvarez/', which is not a Flickr page"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func offlineARemoteAPIIsNotAskedToFollowOne() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let link = Self.link("s", Self.street)
            let result = await photomania(Self.flickr(server) + ["--cache-dir", cache.path, "--offline", "gallery", link])
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("photomania: offline: '\(link)' is a short link, and following it needs the network; run it without --offline"), "\(result.standardError)")
            #expect(server.statistics.requests == 0)
        }
    }

    @Test func mistakesBesideALinkAreUsageErrorsBeforeAnyRequest() async throws {
        try await withDemoServer { server in
            let link = Self.link("s", Self.street)
            let both = await photomania(Self.flickr(server) + ["download", link, "--feature", "popular", "-o", try TemporaryDirectory().path])
            #expect(both.status == 2 && both.standardError.contains("give photo ids and page URLs, or one of"), "\(both.standardError)")
            let notFollowed = await photomania(Self.flickr(server) + ["photo", link])
            #expect(notFollowed.status == 2 && notFollowed.standardError.contains("is a short link, which this command does not follow"), "\(notFollowed.standardError)")
            let elsewhere = await photomania(["--provider", "500px", "--api", server.baseURL, "gallery", link])
            #expect(elsewhere.status == 2 && elsewhere.standardError.contains("is a flickr page, and --provider says 500px"), "\(elsewhere.standardError)")
            #expect(server.statistics.requests == 0)
        }
    }
}
