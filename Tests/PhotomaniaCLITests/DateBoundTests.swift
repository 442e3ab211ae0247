import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

/// `--date-after` and `--date-before` on both services: only photos uploaded in the window, and a
/// list of the newest uploads first (a user's photos) ends at its first older photo instead of
/// reading every page.
@Suite("--date-after and --date-before: the window and the early stop")
struct DateBoundTests {
    private struct Face: Sendable {
        let name: String
        let options: @Sendable (DemoServer) -> [String]
        let listCall: String
    }

    private static let faces = [
        Face(name: "500px", options: { ["--api", $0.baseURL] }, listCall: "/v1/photos?"),
        Face(name: "flickr", options: { ["--provider", "flickr", "--api", $0.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] }, listCall: "getPublicPhotos"),
    ]

    /// Each photo's id and upload time, as `--json id,created_at` prints them, in list order.
    private func uploads(_ result: RunResult) throws -> [(id: Int, uploaded: Date)] {
        let photos = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]] ?? []
        return photos.compactMap { photo in
            guard let id = photo["id"] as? Int, let text = photo["created_at"] as? String, let date = try? Date(text, strategy: .iso8601) else { return nil }
            return (id, date)
        }
    }

    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    @Test(arguments: [0, 1])
    func aUsersPhotosAfterADayStopAtTheFirstOlderOne(face index: Int) async throws {
        let face = Self.faces[index]
        let calls = Mutex<[String]>([])
        let listCall = face.listCall
        let server = try DemoServer(.init(referenceDate: Date(timeIntervalSince1970: 1_795_000_000), log: { line in
            if line.contains(listCall) { calls.withLock { $0.append(line) } }
        }))
        defer { server.stop() }
        let list = ["photos", "--user", "jose_alvarez", "--rpp", "2", "--all", "--json", "id,created_at"]
        let everything = await photomania(face.options(server) + list)
        #expect(everything.status == 0, "\(face.name): \(everything.standardError)")
        let all = try uploads(everything)
        let pagesOfAll = calls.withLock { $0.count }
        #expect(all.count >= 16 && pagesOfAll >= 8, "\(face.name): \(all.count) photos in \(pagesOfAll) pages")
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.uploaded >= $1.uploaded }, "\(face.name): newest first")

        // The day of the fourth photo: those of that day and after are kept, the rest left out.
        let bound = Self.day(all[3].uploaded)
        calls.withLock { $0.removeAll() }
        let after = await photomania(face.options(server) + list + ["--date-after", bound])
        #expect(after.status == 0, "\(face.name): \(after.standardError)")
        let start = try #require(try? Date(bound + "T00:00:00Z", strategy: .iso8601))
        #expect(try uploads(after).map(\.id) == all.filter { $0.uploaded >= start }.map(\.id), "\(face.name)")
        #expect(after.standardError.contains("reached photos uploaded before \(bound); stopped"), "\(face.name): \(after.standardError)")
        let pagesAfter = calls.withLock { $0.count }
        #expect(pagesAfter < pagesOfAll, "\(face.name): \(pagesAfter) pages of \(pagesOfAll) read (read-ahead included)")

        let before = await photomania(face.options(server) + list + ["--date-before", bound])
        #expect(before.status == 0)
        #expect(try uploads(before).map(\.id) == all.filter { $0.uploaded < start }.map(\.id), "\(face.name)")
        #expect(!before.standardError.contains("stopped"), "an upper bound reads on: \(before.standardError)")
    }

    @Test func aListNotOrderedByUploadFiltersWithoutStopping() async throws {
        try await withDemoServer { server in
            let popular = await photomania(["--api", server.baseURL, "photos", "--rpp", "20", "--pages", "1-3", "--date-after", "2026-11-01", "--json", "id"])
            #expect(popular.status == 0, "\(popular.standardError)")
            #expect(!popular.standardError.contains("stopped"), "popular is ordered by rating: \(popular.standardError)")
        }
    }

    @Test func aBadDateAndPhotosGivenByIdAreUsageErrors() async {
        let bad = await photomania(["photos", "--date-after", "2024-02-30"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("'--date-after' takes a date like 2024-05-01, not '2024-02-30'"), "\(bad.standardError)")
        let ids = await photomania(["download", "1006721", "--date-before", "2024-01-01", "--dry-run"])
        #expect(ids.status == 2)
        #expect(ids.standardError.contains("'--date-before' chooses among the photos of a stream"), "\(ids.standardError)")
    }
}
