import Foundation
import PhotomaniaCLI
@testable import PhotomaniaServer
import Testing

@Suite("Read commands against the built-in server")
struct CommandReadTests {
    @Test func photosPrintsTabSeparatedRowsWhenPiped() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "photos", "--rpp", "5"])
            #expect(result.status == 0)
            let rows = tsvRows(result.standardOutput)
            #expect(rows.first == ["ID", "TITLE", "AUTHOR", "USERNAME", "RATING", "VOTES", "VIEWS"])
            #expect(rows.count == 6)
            let ratings = rows.dropFirst().compactMap { Double($0[3]) }
            #expect(ratings == ratings.sorted(by: >), "popular is sorted by rating")
            #expect(result.standardError.contains("page 1/"))
            #expect(!result.standardOutput.contains("\u{1B}"))
        }
    }

    @Test func photosDrawsATableSizedToTheTerminal() async throws {
        try await withDemoServer { server in
            for columns in [50, 80, 140] {
                let result = await photomania(["--api", server.baseURL, "photos", "--rpp", "20"], terminal: true, columns: columns)
                #expect(result.status == 0)
                let lines = result.standardOutput.split(separator: "\n")
                #expect(lines.first?.contains("TITLE") == true)
                for line in lines { #expect(visibleWidth(line) <= columns, "\(line) fits \(columns) columns") }
                #expect(lines.last?.hasPrefix("page 1/") == true)
            }
        }
    }

    @Test func pagesWalkAndAllStopsAtTheLastPage() async throws {
        try await withDemoServer { server in
            let two = await photomania(["--api", server.baseURL, "photos", "--feature", "fresh_week", "--rpp", "3", "--pages", "2-3"])
            #expect(tsvRows(two.standardOutput).count == 7)
            #expect(two.standardError.contains("pages 2-3/"))
            let all = await photomania(["--api", server.baseURL, "photos", "--feature", "editors", "--rpp", "100", "--all", "--nsfw", "--json"])
            let photos = try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [[String: Any]]
            let editors = server.catalog.photos.filter { $0.editorsChoice }.count
            #expect(photos?.count == editors)
        }
    }

    @Test func nsfwPhotosAreHiddenAndCounted() async throws {
        try await withDemoServer { server in
            let hidden = await photomania(["--api", server.baseURL, "photos", "--category", "Nude", "--feature", "fresh_week", "--all", "--rpp", "100"])
            let shown = await photomania(["--api", server.baseURL, "photos", "--category", "Nude", "--feature", "fresh_week", "--all", "--rpp", "100", "--nsfw"])
            let shownCount = tsvRows(shown.standardOutput).count - 1
            #expect(shownCount > 0)
            #expect(tsvRows(hidden.standardOutput).count - 1 < shownCount)
            #expect(hidden.standardError.contains("NSFW hidden (--nsfw shows them)"))
        }
    }

    @Test func jsonIsAnArrayOfSnakeCasePhotos() async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "photos", "--rpp", "3", "--json"], terminal: true)
            #expect(result.status == 0)
            let photos = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            #expect(photos.count == 3)
            #expect(photos[0]["times_viewed"] is Int)
            #expect(photos[0]["votes_count"] is Int)
            #expect(!result.standardOutput.contains("page 1/"), "the summary stays off stdout with --json")
        }
    }

    @Test func searchFindsByTermAndTag() async throws {
        try await withDemoServer { server in
            let photo = try #require(server.catalog.photos.first { !$0.tags.isEmpty && !$0.nsfw })
            let tag = photo.tags[0]
            let result = await photomania(["--api", server.baseURL, "search", "--tag", tag, "--all", "--rpp", "100"])
            #expect(result.status == 0)
            #expect(tsvRows(result.standardOutput).dropFirst().contains { $0[0] == String(photo.id) })
            let none = await photomania(["--api", server.baseURL, "search", "zzzz-no-such-term-zzzz"])
            #expect(none.status == 0)
            #expect(tsvRows(none.standardOutput).count == 1)
        }
    }

    @Test func userStreamByName() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.first)
            let result = await photomania(["--api", server.baseURL, "photos", "--user", user.username, "--all", "--rpp", "100", "--nsfw"])
            #expect(result.status == 0)
            let expected = server.catalog.photos.filter { $0.userID == user.id }.count
            #expect(tsvRows(result.standardOutput).count - 1 == expected)
        }
    }

    @Test func photoShowsDetailsAsPlainText() async throws {
        try await withDemoServer { server in
            let photo = try #require(server.catalog.photos.first { $0.camera != nil && $0.description.contains("<") })
            let result = await photomania(["--api", server.baseURL, "photo", String(photo.id)], terminal: true, columns: 80)
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix(photo.name + "\n"))
            #expect(result.standardOutput.contains("camera  "))
            #expect(!result.standardOutput.contains("<b>") && !result.standardOutput.contains("<br"), "HTML is stripped")
            #expect(!result.standardOutput.contains("&amp;"), "entities are decoded")
        }
    }

    @Test func photoJSONCarriesTheRequestedSize() async throws {
        try await withDemoServer { server in
            let id = try #require(server.catalog.photos.first).id
            let result = await photomania(["--api", server.baseURL, "photo", String(id), "--size", "2048", "--json"])
            let photo = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let images = try #require(photo["images"] as? [[String: Any]])
            #expect(images.map { $0["size"] as? Int } == [2048])
        }
    }

    @Test func commentsNestRepliesUnderTheirParent() async throws {
        try await withDemoServer { server in
            let photo = try #require(server.catalog.photos.first { photo in server.catalog.comments(of: photo).contains { $0.parentID != nil } })
            let result = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--nested"], terminal: true)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("\n    ↳ "), "a reply is indented under its comment")
            #expect(result.standardOutput.split(separator: "\n").last?.contains("replies") == true)
        }
    }

    @Test func commentsAllWalksEveryPage() async throws {
        try await withDemoServer { server in
            let photo = try #require(server.catalog.photos.first { server.catalog.comments(of: $0).count > 20 })
            let total = server.catalog.comments(of: photo).count
            let result = await photomania(["--api", server.baseURL, "comments", String(photo.id), "--all", "--json"])
            let comments = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            #expect(comments.count == total)
        }
    }

    @Test func userShowsAProfile() async throws {
        try await withDemoServer { server in
            let user = try #require(server.catalog.users.first)
            let result = await photomania(["--api", server.baseURL, "user", user.username])
            #expect(result.status == 0)
            let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("username ") }
            #expect(line?.hasSuffix(" \(user.username)") == true)
            let byID = await photomania(["--api", server.baseURL, "user", String(user.id), "--json"])
            #expect(byID.standardOutput.contains("\"username\" : \"\(user.username)\""))
        }
    }

    /// At a terminal it also says so (GalleryCommandTests); a script's stderr stays for errors.
    @Test func withoutAnAPIItStartsTheDemoQuietlyInAPipe() async {
        let result = await photomania(["photos", "--rpp", "2"])
        #expect(result.status == 0)
        #expect(tsvRows(result.standardOutput).count == 3)
        #expect(result.standardError == "page 1/41 · 82 photos\n", "\(result.standardError)")
    }

    @Test func theDocumentedExampleResponsesWork() async throws {
        let server = try HTTPServer(handler: DocumentedExamplesHandler())
        defer { server.stop() }
        let api = "http://127.0.0.1:\(server.port)/v1"
        let photos = await photomania(["--api", api, "photos", "--nsfw"])
        #expect(photos.status == 0)
        #expect(tsvRows(photos.standardOutput).count > 1)
        let photo = await photomania(["--api", api, "photo", "4928401"])
        #expect(photo.status == 0)
        #expect(photo.standardOutput.contains("camera"))
        let comments = await photomania(["--api", api, "comments", "4928401", "--nested"], terminal: true)
        #expect(comments.status == 0)
        #expect(comments.standardOutput.contains("\n    ↳ "), "the documented nested example has a reply")
        let user = await photomania(["--api", api, "user", "freeatnet"])
        #expect(user.status == 0)
        #expect(user.standardOutput.contains("freeatnet"))
    }
}
