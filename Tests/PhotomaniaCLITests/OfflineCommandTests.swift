import Foundation
import PhotomaniaServer
import Testing

/// The HTTP cache as a user meets it: a second `photos` makes no request, a stopped server shows
/// the stored page with one "offline" line, `--offline` and `--refresh`, `cache stats`; in-process
/// against the demo server over real HTTP, and two real processes sharing one cache.
@Suite struct OfflineCommandTests {
    @Test func aSecondListingWithinMaxAgeMakesNoRequest() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "5"]
            let first = await photomania(arguments)
            let second = await photomania(arguments)
            #expect(first.status == 0 && second.status == 0)
            #expect(second.standardOutput == first.standardOutput)
            #expect(server.statistics.requestsByPath["/v1/photos"] == 1)
            #expect(!second.standardError.contains("offline"))
            let refreshed = await photomania(["--refresh"] + arguments)
            #expect(refreshed.status == 0 && server.statistics.requestsByPath["/v1/photos"] == 2, "--refresh asks again")
        }
    }

    @Test func aStoppedServerShowsTheStoredPageSaysSoAndExits0() async throws {
        let cache = try TemporaryDirectory()
        var api = ""
        var online: RunResult?
        try await withDemoServer(maxAge: 0) { server in
            api = server.baseURL
            online = await photomania(["--api", api, "--cache-dir", cache.path, "photos", "--rpp", "5", "--json"])
        }
        let stored = try #require(online)
        #expect(stored.status == 0)
        let offline = await photomania(["--api", api, "--cache-dir", cache.path, "--timeout", "5", "photos", "--rpp", "5", "--json"])
        #expect(offline.status == 0, "\(offline.standardError)")
        #expect(offline.standardOutput == stored.standardOutput, "--json is the same with or without the cache")
        let notices = offline.standardError.split(separator: "\n").filter { $0.contains("offline") }
        #expect(notices.count == 1 && notices.first?.hasPrefix("photomania: offline: showing the copy from ") == true, "\(offline.standardError)")
        let page2 = await photomania(["--api", api, "--cache-dir", cache.path, "photos", "--rpp", "5", "--page", "2"])
        #expect(page2.status == 1 && page2.standardError.contains("could not connect"), "what was never stored fails as before")
    }

    @Test func offlineNeverAsksAndSaysWhatIsMissing() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let base = ["--api", server.baseURL, "--cache-dir", cache.path]
            _ = await photomania(base + ["photos", "--rpp", "5"])
            let shown = await photomania(base + ["--offline", "photos", "--rpp", "5"])
            #expect(shown.status == 0 && tsvRows(shown.standardOutput).count == 6)
            #expect(shown.standardError.contains("photomania: offline: showing the copy from"))
            let id = server.catalog.photoIDs[0]
            for missing in [base + ["--offline", "photo", String(id)], base + ["photo", String(id)]] {
                let environment = missing.contains("--offline") ? [:] : ["PHOTOMANIA_OFFLINE": "1"]
                let result = await photomania(missing, environment: environment)
                #expect(result.status == 1)
                #expect(result.standardError.contains("offline, and the cache holds no copy of this answer"), "\(result.standardError)")
            }
            #expect(server.statistics.requestsByPath["/v1/photos"] == 1 && server.statistics.requestsByPath["/v1/photos/\(id)"] == nil)
            let wrong = await photomania(base + ["photos"], environment: ["PHOTOMANIA_OFFLINE": "yes"])
            #expect(wrong.status == 2 && wrong.standardError.contains("PHOTOMANIA_OFFLINE must be 1 or 0"))
        }
    }

    @Test func aDamagedCacheFileIsStartedAgainQuietly() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            try Data(repeating: 0x5A, count: 10_000).write(to: URL(fileURLWithPath: cache.path + "/http.sqlite3"))
            let arguments = ["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "3"]
            let first = await photomania(arguments)
            #expect(first.status == 0 && first.standardError == "page 1/28 · 82 photos\n", "\(first.standardError)")
            _ = await photomania(arguments)
            #expect(server.statistics.requestsByPath["/v1/photos"] == 1, "the new file keeps answers")
        }
    }

    @Test func theBuiltInDemosAnswersAreNotKeptForTheNextRun() async throws {
        let folder = try TemporaryDirectory()
        let environment = isolatedEnvironment(dataFolder: folder.path)
        var imageURLs: [String] = []
        for _ in 0..<2 {
            let result = await photomania(["photo", "1006721", "--json", "image_url"], environment: environment)
            #expect(result.status == 0, "\(result.standardError)")
            let photo = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            imageURLs.append(try #require((photo["image_url"] as? [String])?.first))
        }
        #expect(imageURLs[0] != imageURLs[1], "each run's own server, on its own port, answered: \(imageURLs)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/cache/photomania/http.sqlite3"))
    }

    @Test func cacheStatsCountsAndClearEmptiesEitherCache() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let base = ["--api", server.baseURL, "--cache-dir", cache.path]
            _ = await photomania(base + ["photos", "--rpp", "3"])
            _ = await photomania(base + ["photos", "--rpp", "3"])
            let stats = await photomania(base + ["cache", "stats"])
            let lines = stats.standardOutput.split(separator: "\n")
            #expect(lines.count == 2 && lines[1].hasPrefix("1 API answer · ") && lines[1].contains("1 hit, 1 miss, 0 revalidated, 0 offline"), "\(stats.standardOutput)")
            let cleared = await photomania(base + ["cache", "clear", "--http"])
            #expect(cleared.standardOutput == "cleared \(cache.path)/http.sqlite3\n")
            let after = await photomania(base + ["cache", "stats"])
            #expect(after.standardOutput.split(separator: "\n").last?.hasPrefix("0 API answers") == true)
            let misuse = await photomania(base + ["cache", "stats", "--http"])
            #expect(misuse.status == 2)
        }
    }

    @Test(.enabled(if: ChildProcess.binaryExists))
    func twoProcessesFillingOneCacheLoseNothing() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let listings = [["photos", "--all", "--rpp", "4"], ["photos", "--feature", "upcoming", "--all", "--rpp", "4"]]
            let children = try listings.map { try ChildProcess(["--api", server.baseURL, "--cache-dir", cache.path] + $0) }
            for child in children { #expect(await child.exitStatus() == 0, "\(child.standardError)") }
            let pages = server.statistics.requestsByPath["/v1/photos"] ?? 0
            let stats = await photomania(["--cache-dir", cache.path, "cache", "stats"])
            #expect(stats.standardOutput.split(separator: "\n").last?.hasPrefix("\(pages) API answers") == true, "\(stats.standardOutput)")
            for listing in listings {
                let again = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "--offline"] + listing)
                #expect(again.status == 0, "\(again.standardError)")
            }
        }
    }
}
