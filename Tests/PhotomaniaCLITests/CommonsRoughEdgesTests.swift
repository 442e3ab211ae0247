import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// What Commons does to a client that is not polite or not lucky, against the demo's face: a
/// lagging database (`maxlag`, an error that arrives as HTTP 200), a storm of 429s on files,
/// a description made of markup and terminal escapes, a file that is not there, and a category
/// of categories.
@Suite(.serialized)
struct CommonsRoughEdgesTests {
    private func commons(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--provider", "commons", "--api", server.origin + "/w/api.php"] + arguments)
    }

    /// MediaWiki answers `maxlag` with `Retry-After: 5` (at least): the read waits that long, not
    /// its own shorter backoff, and is asked again.
    @Test func aLaggingDatabaseIsWaitedForAsItAsksAndAskedAgain() async throws {
        try await withDemoServer(faults: "path=/w/api.php+first=1:query=maxlag=-1") { server in
            let result = await commons(server, ["--verbose", "photos", "--rpp", "3", "--json", "id"])
            #expect(result.status == 0, "\(result.standardError)")
            let ids = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []
            #expect(ids.count == 3, "\(result.standardOutput)")
            #expect(result.standardError.contains("the service is busy: trying again in 5.0 s"), "\(result.standardError)")
        }
    }

    @Test func aStormOf429sOnFilesSlowsTheBatchAndLosesNoFile() async throws {
        try await withDemoServer(faults: "path=/wikipedia/commons/*+first=6:status=429,retry-after=1") { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-commons-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await commons(server, ["download", "--feature", "newest", "--limit", "4", "-o", folder])
            #expect(result.status == 0, "\(result.standardError)")
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".jpg") }
            #expect(files.count == 4, "\(files)\n\(result.standardError)")
        }
    }

    @Test func aDescriptionOfMarkupAndEscapesReadsAsText() async throws {
        try await withDemoServer { server in
            let first = try #require(server.catalog.photoIDs.first)
            let result = await commons(server, ["photo", String(100_000_000 + first)])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Fish & chips"), "the entity decoded: \(result.standardOutput)")
            #expect(result.standardOutput.contains("the map (https://example.com/harbour)"), "the link as text: \(result.standardOutput)")
            for hostile in ["<b>", "&amp;", "\u{1B}", "\u{07}"] {
                #expect(!result.standardOutput.contains(hostile), "\(hostile.debugDescription) reached the terminal")
            }
        }
    }

    @Test func aFileThatIsNotThereIsOneLine() async throws {
        try await withDemoServer { server in
            let result = await commons(server, ["photo", "File:Nothing here.jpg"])
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("photomania: no photo File:Nothing here.jpg"), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count <= 2, "\(result.standardError)")
        }
    }

    /// What `browse`'s `n` does on a list continued by cursor: page 2 from the token page 1 gave.
    @Test func aPageGoesOnFromTheTokenOfThePageBefore() async throws {
        try await withDemoServer { server in
            let api = APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.origin + "/w/api.php"))
            let commons = Commons(api: api)
            let stream = PhotoSelection.stream(Commons.quality)
            let first = try await stream.page(1, of: Photo.self, options: WalkOptions(perPage: 5), service: commons)
            let token = try #require(first.summary.nextToken, "more quality images follow")
            #expect(first.summary.number == 1 && first.summary.totalPages == 2)
            var options = WalkOptions(perPage: 5)
            options.startToken = token
            let second = try await stream.page(2, of: Photo.self, options: options, service: commons)
            #expect(second.summary.number == 2)
            #expect(second.photos.count == 5 && Set(second.photos.map(\.id)).isDisjoint(with: first.photos.map(\.id)), "the next five, none again")
        }
    }

    @Test func aCategoryOfCategoriesListsThemWithTheirFiles() async throws {
        try await withDemoServer { server in
            let result = await commons(server, ["galleries", "Photomania demo"])
            #expect(result.status == 0, "\(result.standardError)")
            let rows = tsvRows(result.standardOutput)
            #expect(rows.first?.contains("KIND") == true)
            let landscapes = try #require(rows.first { $0.first == "Landscapes" }, "\(result.standardOutput)")
            #expect(landscapes.contains("category"))
            let files = await commons(server, ["gallery", "Landscapes", "--all", "--json", "id"])
            let ids = (try? JSONSerialization.jsonObject(with: Data(files.standardOutput.utf8)) as? [[String: Any]]) ?? []
            #expect(!ids.isEmpty && landscapes.contains(String(ids.count)), "the count it lists is the files it has: \(landscapes) vs \(ids.count)")
        }
    }
}
