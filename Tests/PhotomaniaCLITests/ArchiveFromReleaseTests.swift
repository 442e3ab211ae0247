import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// The folder a release before services left behind (`Fixtures/archives/release-v1`: its seven
/// photos and its schema-1 archive) goes on being skipped after the upgrade, with no image request.
@Suite struct ArchiveFromReleaseTests {
    private static let ids = ["1006721", "1000344", "1003911"]

    private func copyOfReleaseFolder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let kept = fixturesRoot.appendingPathComponent("archives/release-v1").path
        for name in try FileManager.default.contentsOfDirectory(atPath: kept) {
            try FileManager.default.copyItem(atPath: kept + "/" + name, toPath: directory.path + "/" + name)
        }
        return directory
    }

    @Test func everyPhotoTheReleaseArchivedIsSkippedWithoutAnImageRequest() async throws {
        try await withDemoServer { server in
            let directory = try copyOfReleaseFolder()
            let before = directory.files.map { ($0, try? directory.sha256($0)) }.filter { $0.0.hasSuffix(".jpg") }
            let images = { server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +) }

            let byID = await photomania(["--api", server.baseURL, "download", "-o", directory.path, "--size", "2"] + Self.ids)
            #expect(byID.status == 0, "\(byID.standardError)")
            #expect(byID.standardError.contains("downloaded 0 · skipped 3"), "\(byID.standardError)")

            let gallery = await photomania([
                "--api", server.baseURL, "download", "-o", directory.path, "--size", "2", "--gallery", "jose_alvarez/lisbon-2022", "--limit", "4",
            ])
            #expect(gallery.status == 0, "\(gallery.standardError)")
            #expect(gallery.standardError.contains("downloaded 0 · skipped 4"), "\(gallery.standardError)")
            #expect(images() == 0, "no image request for what the release archived")
            #expect(directory.files.map { ($0, try? directory.sha256($0)) }.filter { $0.0.hasSuffix(".jpg") }.elementsEqual(before) { $0 == $1 })

            let listed = await photomania(["archive", "list", "-o", directory.path])
            #expect(tsvRows(listed.standardOutput).dropFirst().count == 7, "\(listed.standardOutput)")
        }
    }
}
