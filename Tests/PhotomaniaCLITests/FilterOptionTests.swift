import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// Issue 25 item 4: `--filter EXPR` keeps the listed photos it holds for, in photos, search,
/// gallery and download (browse shares the walk), and a mistake points at its spot.
@Suite("--filter: only the listed photos it holds for")
struct FilterOptionTests {
    /// The `--json` photos a listing prints.
    private func listed(_ server: DemoServer, _ arguments: [String]) async throws -> [[String: Any]] {
        let result = await photomania(["--api", server.baseURL] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test func photosListWhatTheFilterHoldsForAndSayHowManyItLeftOut() async throws {
        try await withDemoServer { server in
            let all = try await listed(server, ["photos", "--all", "--json", "id,width"])
            let wide = all.filter { ($0["width"] as? Int ?? 0) >= 5000 }.compactMap { $0["id"] as? Int }
            #expect(!wide.isEmpty && wide.count < all.count, "the demo has photos on both sides of 5000 px")
            let kept = try await listed(server, ["photos", "--all", "--filter", "width >= 5000", "--json", "id"]).compactMap { $0["id"] as? Int }
            #expect(kept == wide, "the same photos, in the listing's order")
            let table = await photomania(["--api", server.baseURL, "photos", "--all", "--filter", "width >= 5000"])
            #expect(table.standardError.contains("\(all.count - wide.count) left out by --filter"), "\(table.standardError)")
        }
    }

    @Test func aFilterOnTagsAsksTheServiceForTags() async throws {
        try await withDemoServer { server in
            let kept = try await listed(server, ["photos", "--all", "--filter", "tags ~ Sunset", "--json", "id,tags"])
            #expect(!kept.isEmpty, "500px lists tags only when asked: the filter asks")
            for photo in kept {
                let tags = (photo["tags"] as? [String] ?? []).map { $0.lowercased() }
                #expect(tags.contains("sunset"), "\(photo)")
            }
        }
    }

    @Test func searchesAndGalleriesTakeItToo() async throws {
        try await withDemoServer { server in
            let found = try await listed(server, ["search", "e", "--all", "--filter", "views > 3000 && !nsfw", "--json", "id,times_viewed,nsfw"])
            #expect(!found.isEmpty)
            #expect(found.allSatisfy { ($0["times_viewed"] as? Int ?? 0) > 3000 && ($0["nsfw"] as? Bool) == false })
            let gallery = try await listed(server, ["gallery", "jose_alvarez", "lisbon-2022", "--all", "--json", "id,name"])
            let titled = try await listed(server, ["gallery", "jose_alvarez", "lisbon-2022", "--all", "--filter", "title ~ the", "--json", "id,name"])
            #expect(titled.count < gallery.count)
            #expect(titled.allSatisfy { ($0["name"] as? String ?? "").lowercased().contains("the") })
        }
    }

    @Test func downloadFetchesOnlyWhatTheFilterKeepsUpToTheLimit() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let widths = Dictionary(uniqueKeysWithValues: try await listed(server, ["photos", "--all", "--nsfw", "--json", "id,width"]).compactMap { photo in
                (photo["id"] as? Int).map { ($0, photo["width"] as? Int ?? 0) }
            })
            let result = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--filter", "width >= 5000 && !nsfw", "--limit", "5", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            let ids = directory.finalFiles.compactMap { Int($0.prefix { $0 != "." }) }
            #expect(ids.count == 5)
            #expect(ids.allSatisfy { (widths[$0] ?? 0) >= 5000 }, "\(ids)")
            #expect(result.standardError.contains("downloaded 5 · skipped 0 · failed 0"), "\(result.standardError)")
            #expect(result.standardError.contains("left out by --filter"), "\(result.standardError)")
        }
    }

    @Test func aMistakeIsAUsageErrorPointingAtItsSpot() async {
        let typo = await photomania(["photos", "--filter", "views > 10 && widht > 1000"])
        #expect(typo.status == 2)
        #expect(typo.standardError.hasPrefix("""
            photomania: '--filter' is not a valid filter: unknown field 'widht'
              views > 10 && widht > 1000
                            ^^^^^
            hint: did you mean 'width'? Fields: id, title,
            """), "\(typo.standardError)")
        let value = await photomania(["download", "--feature", "popular", "--filter", "taken > yesterday"])
        #expect(value.status == 2)
        #expect(value.standardError.contains("'taken' is a date like 2024-05-01, and 'yesterday' is not\n  taken > yesterday\n          ^^^^^^^^^"), "\(value.standardError)")
    }

    @Test func photosGivenByIdAreFetchedAsGiven() async {
        let result = await photomania(["download", "1006721", "--filter", "nsfw"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--filter' chooses among the photos of a stream, a search or a gallery"), "\(result.standardError)")
    }
}
