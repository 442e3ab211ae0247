import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `download --sync` against the demo's 500px and Flickr faces: a first walk fetches it all, the
/// next asks one page and fetches nothing, photos uploaded since are fetched and named; a first
/// walk cut short is walked to its end before any early stop; `archive syncs` lists the records.
@Suite("download --sync: what is new since the last walk")
struct DownloadSyncTests {
    private struct Face: Sendable {
        let name: String
        let options: @Sendable (DemoServer) -> [String]
        let size: String
        let isAPICall: @Sendable (String) -> Bool
    }

    private static let faces = [
        Face(name: "500px", options: { ["--api", $0.baseURL] }, size: "4", isAPICall: { $0.hasPrefix("/v1/") }),
        Face(
            name: "flickr", options: { ["--provider", "flickr", "--api", $0.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] },
            size: "q", isAPICall: { $0.hasPrefix("/services/") }
        ),
    ]

    private static let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)

    /// The demo catalog as of `referenceDate`, with `newPhotos` uploaded by jose_alvarez since.
    private static func server(newPhotos: Int = 0, photoCount: Int = 240, faults: String = "") throws -> DemoServer {
        var configuration = DemoServer.Configuration(photoCount: photoCount, referenceDate: referenceDate, faults: try FaultPlan(parsing: faults))
        configuration.newPhotos = newPhotos
        return try DemoServer(configuration)
    }

    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-sync-\(UUID().uuidString)").path
    }

    private func images(_ folder: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".jpg") })
    }

    /// API calls and other requests (images) the server answered since `before`.
    private func requests(_ server: DemoServer, since before: HTTPServerStatistics, face: Face) -> (api: Int, images: Int) {
        var api = 0
        var images = 0
        for (path, count) in server.statistics.requestsByPath {
            let new = count - (before.requestsByPath[path] ?? 0)
            if face.isAPICall(path) { api += new } else { images += new }
        }
        return (api, images)
    }

    private func syncs(_ folder: String) async throws -> [[String: Any]] {
        let listed = await photomania(["archive", "syncs", "-o", folder, "--json"])
        #expect(listed.status == 0, "\(listed.standardError)")
        return try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]] ?? []
    }

    @Test(arguments: [0, 1])
    func aSyncFetchesOnlyWhatWasUploadedSinceTheLastCompleteWalk(face index: Int) async throws {
        let face = Self.faces[index]
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = { (server: DemoServer, user: String) in
            face.options(server) + ["download", "--user", user, "--sync", "--size", face.size, "-o", folder]
        }
        let before = try Self.server()
        let user = await photomania(face.options(before) + ["user", "jose_alvarez", "--json", "id"])
        let found = try JSONSerialization.jsonObject(with: Data(user.standardOutput.utf8)) as? [String: Any]
        let id = try #require(found?["id"].map { "\($0)" }, "\(user.standardOutput)")
        let first = await photomania(sync(before, "jose_alvarez"))
        #expect(first.status == 0, "\(face.name): \(first.standardError)")
        let had = images(folder)
        #expect(had.count >= 20, "\(face.name): \(had.count) photos")
        #expect(first.standardError.contains("\(had.count) new: the first complete walk of this selection"), "\(face.name): \(first.standardError)")

        let asked = before.statistics
        // The same person by id is the same selection: one sync.
        let again = await photomania(sync(before, id))
        #expect(again.status == 0)
        #expect(again.standardError.contains("up to date"), "\(face.name): \(again.standardError)")
        let quiet = requests(before, since: asked, face: face)
        #expect(quiet.api <= 2 && quiet.images == 0, "\(face.name): nothing new costs the user's lookup and one page: \(quiet)")
        before.stop()

        let after = try Self.server(newPhotos: 3)
        defer { after.stop() }
        let newer = await photomania(sync(after, "jose_alvarez"))
        #expect(newer.status == 0, "\(face.name): \(newer.standardError)")
        let completed = Date().formatted(.iso8601.year().month().day().timeZone(separator: .omitted))
        #expect(newer.standardError.contains("3 new since "), "\(face.name): \(newer.standardError)")
        #expect(newer.standardError.contains(String(completed.prefix(4))), "the day of the last complete walk: \(newer.standardError)")
        #expect(images(folder).count == had.count + 3)
        #expect(images(folder).isSuperset(of: had))
        #expect(requests(after, since: HTTPServerStatistics(), face: face).images == 3, "\(face.name): no archived photo asked again")

        let records = try await syncs(folder)
        #expect(records.count == 1)
        #expect(records.first?["service"] as? String == face.name)
        #expect(records.first?["selection"] as? String == "user user=\(id)")
        #expect(records.first?["new_photos"] as? Int == 3)
        #expect(records.first?["completed_at"] is String)
        #expect(records.first?["resumes_at_page"] is NSNull)
    }

    @Test func aFirstWalkCutShortIsWalkedToItsEndBeforeAnyEarlyStop() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = ["--api", server.baseURL, "download", "--user", "jose_alvarez", "--sync", "--size", "4", "-o", folder]
        let limited = await photomania(sync + ["--limit", "3"])
        #expect(limited.status == 0, "\(limited.standardError)")
        #expect(images(folder).count == 3)
        #expect(limited.standardError.contains("3 new; not every photo was fetched"), "\(limited.standardError)")
        #expect(try await syncs(folder).first?["completed_at"] is NSNull)

        // The three newest photos are archived: stopping at the first would fetch nothing more.
        let rest = await photomania(sync)
        #expect(rest.status == 0, "\(rest.standardError)")
        let all = images(folder).count
        #expect(all > 20, "\(all) photos")
        #expect(rest.standardError.contains("\(all - 3) new: the first complete walk"), "\(rest.standardError)")
        let again = await photomania(sync)
        #expect(again.standardError.contains("up to date"), "\(again.standardError)")
    }

    @Test func aNewPhotoThatFailedIsFetchedByTheNextSyncWhichStillStopsEarly() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = { (server: DemoServer) in ["--api", server.baseURL, "download", "--user", "jose_alvarez", "--sync", "--size", "4", "--retries", "0", "-o", folder] }
        let before = try Self.server()
        #expect(await photomania(sync(before)).status == 0)
        let had = images(folder).count
        before.stop()

        // Of the three new photos, the middle one's image is refused once.
        let probe = try Self.server(newPhotos: 3)
        let middle = try #require(probe.catalog.photos.suffix(3).dropFirst().first).id
        probe.stop()
        let failing = try Self.server(newPhotos: 3, faults: "path=/images/\(middle)/*:status=404")
        let partly = await photomania(sync(failing))
        failing.stop()
        #expect(partly.status == 3, "\(partly.standardError)")
        #expect(images(folder).count == had + 2)
        #expect(partly.standardError.contains("2 new; not every photo was fetched: the next --sync fetches the rest"), "\(partly.standardError)")

        let healed = try Self.server(newPhotos: 3)
        defer { healed.stop() }
        let rest = await photomania(sync(healed))
        #expect(rest.status == 0, "\(rest.standardError)")
        #expect(rest.standardError.contains("1 new since "), "\(rest.standardError)")
        #expect(images(folder).count == had + 3)
        let asked = requests(healed, since: HTTPServerStatistics(), face: Self.faces[0])
        #expect(asked.images == 1, "the two fetched before are skipped, not asked again: \(asked)")
        #expect(asked.api <= 2, "it ends at the photos the completed walk had, on page 1: \(asked)")
    }

    @Test func aListingCutShortGoesOnFromItsPageThenFindsTheNewest() async throws {
        // 600 photos: a week of uploads fills three pages of 100. The second request for a page
        // fails (page 2 or 3, as they are asked together).
        let cut = try Self.server(photoCount: 600, faults: "path=/v1/photos+every=2:status=404")
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = { (server: DemoServer) in ["--api", server.baseURL, "download", "--feature", "fresh_week", "--sync", "--size", "1", "-o", folder] }
        let first = await photomania(sync(cut))
        cut.stop()
        #expect(first.status != 0, "a listing that fails is no success: \(first.standardError)")
        let beforeTheCut = images(folder).count
        #expect(beforeTheCut >= 90 && beforeTheCut < 200, "\(beforeTheCut)")
        #expect(first.standardError.contains("the next --sync goes on from page"), "\(first.standardError)")

        let whole = try Self.server(newPhotos: 2, photoCount: 600)
        defer { whole.stop() }
        let second = await photomania(sync(whole))
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("the first complete walk"), "\(second.standardError)")
        let listed = await photomania(["--api", whole.baseURL, "photos", "--feature", "fresh_week", "--all", "--rpp", "100", "--json", "id"])
        let ids = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]] ?? []
        #expect(ids.count > 200)
        #expect(images(folder).count == ids.count, "every photo of the week, the two new ones among them")
    }

    @Test func aDryRunRecordsNothingAndTheUsageErrorsAskNothing() async throws {
        try await withDemoServer { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let dry = await photomania(["--api", server.baseURL, "download", "--user", "jose_alvarez", "--sync", "--dry-run", "-o", folder])
            #expect(dry.status == 0, "\(dry.standardError)")
            #expect(dry.standardError.contains("dry run, nothing recorded"), "\(dry.standardError)")
            #expect(images(folder).isEmpty)

            let asked = server.statistics.requests
            for (extra, wording) in [
                (["1006721"], "not photos given by id"), (["--user", "jose_alvarez", "--offline"], "cannot run offline"),
                (["--user", "jose_alvarez", "--page", "2"], "--sync"), (["--user", "jose_alvarez", "--no-archive"], "--sync"),
            ] {
                let refused = await photomania(["--api", server.baseURL, "download", "--sync", "-o", folder] + extra)
                #expect(refused.status == 2, "\(extra): \(refused.standardError)")
                #expect(refused.standardError.contains(wording), "\(extra): \(refused.standardError)")
            }
            #expect(server.statistics.requests == asked, "refused before any request")
        }
    }

    @Test func aListNotInUploadOrderIsReadWholeAndSaysSo() async throws {
        try await withDemoServer { server in
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let sync = ["--api", server.baseURL, "download", "--feature", "popular", "--sync", "--size", "1", "-o", folder]
            _ = await photomania(sync)
            let again = await photomania(sync)
            #expect(again.status == 0, "\(again.standardError)")
            #expect(again.standardError.contains("up to date (it does not list new photos first, so every --sync reads all of it)"), "\(again.standardError)")
        }
    }
}
