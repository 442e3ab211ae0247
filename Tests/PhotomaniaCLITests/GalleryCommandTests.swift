import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import Testing
@testable import PhotomaniaServer

/// `galleries`, `gallery`, `friends`, `followers`, `users`, page URLs as arguments, and gallery
/// downloads, in-process against the demo server over real HTTP.
@Suite struct GalleryCommandTests {
    /// A user with a public gallery of at least three photos, its slug and its photo ids in order.
    static func publicGallery(_ server: DemoServer) async throws -> (user: String, slug: String, ids: [Int]) {
        for user in server.catalog.users {
            let listed = await photomania(["--api", server.baseURL, "galleries", user.username, "--json", "--all"])
            let galleries = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
            guard let gallery = galleries.first(where: { ($0["items_count"] as? Int ?? 0) >= 3 && $0["privacy"] as? Bool != true }),
                  let slug = gallery["slug"] as? String
            else { continue }
            let items = await photomania(["--api", server.baseURL, "gallery", user.username, slug, "--json", "--all"])
            let ids = try #require(try JSONSerialization.jsonObject(with: Data(items.standardOutput.utf8)) as? [[String: Any]]).compactMap { $0["id"] as? Int }
            return (user.username, slug, ids)
        }
        throw Failure()
    }

    struct Failure: Error {}

    @Test func galleriesListsTheirSlugsAndGalleryItsPhotosInOrder() async throws {
        try await withDemoServer { server in
            let (user, slug, ids) = try await Self.publicGallery(server)
            #expect(ids.count >= 3)
            let table = await photomania(["--api", server.baseURL, "galleries", user])
            #expect(table.status == 0)
            #expect(tsvRows(table.standardOutput).first == ["ID", "NAME", "KIND", "ITEMS", "UPDATED", "SLUG"])
            #expect(tsvRows(table.standardOutput).contains { $0.last == slug })
            #expect(table.standardError.contains("galleries") || table.standardError.contains("gallery"))

            let byURL = await photomania(["--api", server.baseURL, "gallery", "https://500px.com/p/\(user)/galleries/\(slug)"])
            #expect(tsvRows(byURL.standardOutput).dropFirst().compactMap { Int($0[0]) } == Array(ids.prefix(20)))
            let bySlash = await photomania(["--api", server.baseURL, "gallery", "\(user)/\(slug)", "--rpp", "2"])
            #expect(tsvRows(bySlash.standardOutput).dropFirst().compactMap { Int($0[0]) } == Array(ids.prefix(2)))
        }
    }

    @Test func aGalleryPageURLDownloadsTheGalleryInItsOrder() async throws {
        try await withDemoServer { server in
            let (user, slug, ids) = try await Self.publicGallery(server)
            let directory = try TemporaryDirectory()
            let result = await photomania([
                "--api", server.baseURL, "download", "https://500px.com/\(user)/galleries/\(slug)", "--limit", "3", "--size", "1",
                "-o", directory.path, "--dry-run",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(tsvRows(result.standardOutput).compactMap { Int($0[0]) } == Array(ids.prefix(3)))
            let fetched = await photomania(["--api", server.baseURL, "download", "--gallery", "\(user)/\(slug)", "--limit", "3", "--size", "1", "-o", directory.path])
            #expect(fetched.status == 0, "\(fetched.standardError)")
            #expect(Set(directory.finalFiles.compactMap { Int($0.split(separator: ".")[0]) }) == Set(ids.prefix(3)))
        }
    }

    @Test func aGallerysPhotosAreFilteredAndSortedAsAStreamIs() async throws {
        try await withDemoServer { server in
            let (user, slug, ids) = try await Self.publicGallery(server)
            func listed(_ options: [String]) async throws -> [[String: Any]] {
                let result = await photomania(["--api", server.baseURL, "gallery", user, slug, "--all", "--json"] + options)
                #expect(result.status == 0, "\(result.standardError)")
                return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            }
            #expect(try await listed(["--desc"]).compactMap { $0["id"] as? Int } == ids.reversed(), "the gallery's order backwards")
            let rated = try await listed(["--sort", "rating", "--desc"])
            let ratings = rated.compactMap { $0["rating"] as? Double }
            #expect(Set(rated.compactMap { $0["id"] as? Int }) == Set(ids) && ratings == ratings.sorted(by: >))
            let category = try #require(server.catalog.photo(id: ids[0])?.category.rawValue)
            let only = try await listed(["--category", String(category)])
            #expect(!only.isEmpty && only.allSatisfy { $0["category"] as? Int == category })
            #expect(only.compactMap { $0["id"] as? Int } == ids.filter { server.catalog.photo(id: $0)?.category.rawValue == category }, "in the gallery's order")
            let others = try await listed(["--exclude", String(category)])
            #expect(others.count + only.count == ids.count)
        }
    }

    @Test func theBuiltInCatalogIsAnnouncedOnceAtATerminalAndNotToScriptsOrWithQ() async throws {
        let folder = try TemporaryDirectory()
        let terminal = CapturedOutput(isTerminal: true)
        let console = Console(standardOutput: CapturedOutput(), standardError: terminal, environment: isolatedEnvironment(dataFolder: folder.path))
        #expect(await Photomania.run(arguments: ["gallery", "jose_alvarez", "lisbon-2022"], console: console) == 0)
        #expect(terminal.text.components(separatedBy: "the built-in demo catalog answers").count == 2, "once, though the command asks for the API twice: \(terminal.text)")
        let piped = await photomania(["gallery", "jose_alvarez", "lisbon-2022"])
        #expect(piped.status == 0 && !piped.standardError.contains("built-in demo catalog"))
        let quiet = CapturedOutput(isTerminal: true)
        let console2 = Console(standardOutput: CapturedOutput(), standardError: quiet, environment: isolatedEnvironment(dataFolder: folder.path))
        #expect(await Photomania.run(arguments: ["-q", "gallery", "jose_alvarez", "lisbon-2022"], console: console2) == 0)
        #expect(!quiet.text.contains("built-in demo catalog"))
    }

    @Test func peopleAreListedByTheirRelationAndFoundByName() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.first { !$0.friendIDs.isEmpty })
            let friends = await photomania(["--api", server.baseURL, "friends", "https://500px.com/\(user.username)", "--all", "--json"])
            let ids = try #require(try JSONSerialization.jsonObject(with: Data(friends.standardOutput.utf8)) as? [[String: Any]]).compactMap { $0["id"] as? Int }
            #expect(Set(ids) == Set(user.friendIDs))
            let friend = try #require(user.friendIDs.first)
            let followers = await photomania(["--api", server.baseURL, "followers", String(friend), "--all"])
            #expect(tsvRows(followers.standardOutput).contains { $0[0] == String(user.id) })
            let found = await photomania(["--api", server.baseURL, "users", String(user.username.prefix(5)).uppercased()])
            #expect(tsvRows(found.standardOutput).contains { $0[1] == user.username })
        }
    }

    @Test func aURLThatNamesNothingIsAUsageErrorListingTheForms() async throws {
        for arguments in [["photo", "https://500px.com/popular"], ["gallery", "https://500px.com/ana"], ["download", "https://500px.com/a/b/c/d"]] {
            let result = await photomania(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains("…/USER/galleries/SLUG"), "\(result.standardError)")
        }
    }

    @Test func browseStartsFromProfileGalleryAndLikedPagesOnly() async throws {
        let photo = await photomania(["browse", "https://500px.com/photo/1006721/embrace-at-dusk"])
        #expect(photo.status == 2 && photo.standardError.contains("not one photo") && photo.standardError.contains("photomania photo https://"))
        let both = await photomania(["browse", "https://500px.com/ana", "--user", "ana"])
        #expect(both.status == 2 && both.standardError.contains("not both"))
        let nothing = await photomania(["browse", "https://500px.com/a/b/c/d"])
        #expect(nothing.status == 2 && nothing.standardError.contains("…/USER/galleries/SLUG"))
        let gallery = await photomania(["browse", "--gallery", "ana"])
        #expect(gallery.status == 2 && gallery.standardError.contains("is not a gallery"))
        let piped = await photomania(["browse", "https://500px.com/p/ana/galleries/iceland"])
        #expect(piped.status == 2 && piped.standardError.contains("needs a terminal"), "a sound start gets as far as the terminal check")
    }

    @Test func likedPhotosAreTheirOwnersOnlyAndTheErrorSaysSo() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.last)
            let result = await photomania(["--api", server.baseURL, "download", "--liked", user.username, "--dry-run"])
            #expect(result.status == 1)
            #expect(result.standardError.contains("Liked photos are private.") && result.standardError.contains("sign in as them with 'photomania login'"))
        }
    }
}
