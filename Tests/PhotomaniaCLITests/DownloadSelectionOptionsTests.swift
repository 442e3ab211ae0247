import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// Issue 22 item 3: `download` reads "which photos" as every listing does, so it takes the
/// options `photos` and `search` take — `--category`, `--exclude`, `--sort`, `--asc`/`--desc`,
/// `--page`/`--pages`, `--tag` — and downloads what they list, in their order.
@Suite("download: every selection option a listing takes")
struct DownloadSelectionOptionsTests {
    private func ids(_ result: RunResult) -> [Int] {
        tsvRows(result.standardOutput).compactMap { Int($0[0]) }
    }

    /// The ids a listing command prints, its header left out.
    private func listed(_ server: DemoServer, _ arguments: [String]) async -> [Int] {
        let result = await photomania(["--api", server.baseURL] + arguments)
        return tsvRows(result.standardOutput).dropFirst().compactMap { Int($0[0]) }
    }

    private func dryRun(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--api", server.baseURL, "download", "--dry-run"] + arguments)
    }

    /// The README's example: a category and an order alone are of the default stream (popular),
    /// as in `photos`; the limit is at most, and the demo's popular stream holds two landscapes.
    @Test func aCategoryAndAnOrderDownloadThePopularStreamSoFilteredAndSorted() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let expected = await listed(server, ["photos", "--category", "Landscapes", "--sort", "rating", "--rpp", "5"])
            #expect(!expected.isEmpty)
            #expect(expected != Array((await listedIDs(server, count: 5)).prefix(expected.count)), "the filter and the order change what is listed")
            let result = await photomania(["--api", server.baseURL, "download", "--category", "Landscapes", "--sort", "rating", "--limit", "5", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("downloaded \(expected.count) · skipped 0 · failed 0"), "\(result.standardError)")
            #expect(Set(directory.finalFiles.compactMap { Int($0.prefix { $0 != "." }) }) == Set(expected))
            let planned = await dryRun(server, ["--category", "Landscapes", "--sort", "rating", "--limit", "5", "-o", directory.path + "/again"])
            #expect(ids(planned) == expected, "in the listing's order")
        }
    }

    /// A catalog with more than a page of 100 in a stream, for `--page 2`.
    private func withLargeDemo(_ body: (DemoServer) async throws -> Void) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 1200, referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
        defer { server.stop() }
        try await body(server)
    }

    @Test func excludeAscendingAndAPageAreTheListingsToo() async throws {
        try await withLargeDemo { server in
            let directory = try TemporaryDirectory()
            let options = ["--feature", "popular", "--exclude", "Landscapes", "--sort", "times_viewed", "--asc"]
            let expected = await listed(server, ["photos"] + options + ["--rpp", "100", "--page", "2"])
            #expect(expected.count > 4, "the catalog has a second page of 100")
            let planned = await dryRun(server, options + ["--page", "2", "--limit", "4", "-o", directory.path])
            #expect(planned.status == 0, "\(planned.standardError)")
            #expect(ids(planned) == Array(expected.prefix(4)))
            let descending = await dryRun(server, ["--feature", "upcoming", "--sort", "times_viewed", "--desc", "--limit", "3", "-o", directory.path])
            #expect(ids(descending) == (await listed(server, ["photos", "--feature", "upcoming", "--sort", "times_viewed", "--desc", "--rpp", "3"])))
        }
    }

    @Test func aSearchTakesItsCategoryAndItsTag() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let inCategory = await listed(server, ["search", "night", "--category", "Landscapes", "--rpp", "3"])
            #expect(!inCategory.isEmpty)
            let planned = await dryRun(server, ["--search", "night", "--category", "Landscapes", "--limit", "3", "-o", directory.path])
            #expect(planned.status == 0, "\(planned.standardError)")
            #expect(ids(planned) == inCategory)
            let tagged = await listed(server, ["search", "night", "--tag", "--rpp", "3"])
            #expect(!tagged.isEmpty && tagged != inCategory)
            #expect(ids(await dryRun(server, ["--search", "night", "--tag", "--limit", "3", "-o", directory.path])) == tagged)
        }
    }

    @Test func filtersOnPhotosGivenByIdAreAUsageError() async {
        let filtered = await photomania(["download", "1006721", "--category", "Landscapes"])
        #expect(filtered.status == 2)
        #expect(filtered.standardError.contains("'--category' and '--exclude' filter a stream, a search or a gallery"), "\(filtered.standardError)")
        let tag = await photomania(["download", "--feature", "popular", "--tag"])
        #expect(tag.status == 2 && tag.standardError.contains("'--tag' goes with '--search TERM'"), "\(tag.standardError)")
        let pages = await photomania(["download", "--feature", "popular", "--page", "2", "--pages", "1-3"])
        #expect(pages.status == 2)
        let nothing = await photomania(["download", "--limit", "5"])
        #expect(nothing.status == 2 && nothing.standardError.contains("say what to download"), "a limit alone names no photos")
    }

    @Test func theHelpListsTheNewOptions() async {
        let help = await photomania(["download", "--help"])
        for option in ["--category NAME", "--exclude NAME", "--page N", "--tag", "--sort FIELD", "--asc", "--desc"] {
            #expect(help.standardOutput.contains(option), "\(option)")
        }
    }
}
