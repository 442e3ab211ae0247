import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Counts and their nouns: one photo, two photos; a dry run plans photos, it skips none
/// (issue 21, small words).
@Suite("wording: counted nouns and dry runs")
struct CountWordingTests {
    @Test func oneOfAnythingIsSingular() {
        #expect(counted(1, "photo") == "1 photo")
        #expect(counted(0, "photo") == "0 photos")
        #expect(counted(1_204, "photo") == "1,204 photos")
        #expect(counted(1, "person", plural: "people") == "1 person")
        #expect(counted(3, "reply", plural: "replies") == "3 replies")

        var listing = PhotoListing()
        (listing.firstPage, listing.lastPage, listing.totalPages, listing.totalItems) = (1, 1, 1, 1)
        #expect(listing.summary == "page 1/1 · 1 photo")

        var status = DownloadStatus()
        status.total = 1
        #expect(TotalLine.plain(ProgressSnapshot(status: status, bytesPerSecond: nil, etaSeconds: nil, now: Date())).hasPrefix("0/1 file ·"))
    }

    @Test func cacheStatsCountOneAnswerAndOneMiss() async throws {
        try await withDemoServer { server in
            let cache = try TemporaryDirectory()
            let listed = await photomania(["--api", server.baseURL, "--cache-dir", cache.path, "photos", "--rpp", "1"])
            #expect(listed.status == 0, "\(listed.standardError)")
            let stats = await photomania(["--cache-dir", cache.path, "cache", "stats"])
            #expect(stats.standardOutput.contains("1 API answer ·"), "\(stats.standardOutput)")
            #expect(stats.standardOutput.contains("1 miss,"), "\(stats.standardOutput)")
            #expect(stats.standardOutput.contains("0 thumbnails"), "\(stats.standardOutput)")
        }
    }

    @Test func aDryRunSaysWouldDownloadAndSkipsNothing() async throws {
        let directory = try TemporaryDirectory()
        let result = await photomania(["download", "--feature", "popular", "--limit", "3", "--size", "4", "--dry-run", "-o", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("would download 3 · skipped 0 · failed 0 · in "), "\(result.standardError)")
        #expect(!result.standardError.contains("downloaded 0"))
        #expect(!result.standardError.contains("(dry run)"))
        let planned = result.standardError.split(separator: "\n").filter { $0.hasPrefix("would download 1") }
        #expect(planned.count == 3, "a line a planned photo: \(result.standardError)")

        let json = await photomania(["download", "--feature", "popular", "--limit", "3", "--size", "4", "--dry-run", "--json", "-o", directory.path])
        let summary = try #require(json.standardOutput.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.first { $0["event"] as? String == "summary" })
        #expect(summary["would_download"] as? Int == 3 && summary["skipped"] as? Int == 0, "\(summary)")
    }
}
