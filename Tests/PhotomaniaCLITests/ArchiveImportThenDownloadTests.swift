import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `archive import` records what each file is, so that running the download that made the
/// files again fetches nothing already there — also for files whose name says no size.
@Suite("archive import, then the same download: nothing again")
struct ArchiveImportThenDownloadTests {
    private static let limit = 12

    private func download(_ server: DemoServer, _ directory: TemporaryDirectory) async -> RunResult {
        await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--limit", String(Self.limit), "-o", directory.path])
    }

    private static func imageRequests(_ server: DemoServer) -> Int {
        server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
    }

    private func removeArchive(_ directory: TemporaryDirectory) throws {
        for name in directory.files where name.hasPrefix(".photomania-archive.sqlite3") {
            try FileManager.default.removeItem(atPath: directory.path + "/" + name)
        }
    }

    private func modificationTimes(_ directory: TemporaryDirectory) throws -> [String: Date] {
        try Dictionary(uniqueKeysWithValues: directory.finalFiles.map { name in
            (name, try #require(try FileManager.default.attributesOfItem(atPath: directory.path + "/" + name)[.modificationDate] as? Date))
        })
    }

    @Test func importedPhotosAreNotDownloadedAgainAndTheArchiveHoldsOneRowAFile() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let first = await download(server, directory)
            #expect(first.status == 0, "\(first.standardError)")
            let names = directory.finalFiles
            #expect(names.count == Self.limit)
            let sizeless = names.filter { ArchiveImporter.photoFile(named: $0)?.sizeID == 0 }
            try #require(!sizeless.isEmpty, "some names say no size: \(names)")

            try removeArchive(directory)
            let imported = await photomania(["archive", "import", directory.path])
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput.hasPrefix("imported \(Self.limit) files"), "\(imported.standardOutput)")
            let before = try modificationTimes(directory)
            try await Task.sleep(for: .milliseconds(20))

            let imagesBefore = Self.imageRequests(server)
            let again = await download(server, directory)
            #expect(again.status == 0, "\(again.standardError)")
            #expect(Self.imageRequests(server) == imagesBefore, "an imported row is enough: no image is asked for")
            #expect(again.standardError.contains("downloaded 0 · skipped \(Self.limit)"), "\(again.standardError)")
            #expect(try modificationTimes(directory) == before, "no file was written again")
            let archive = try DownloadArchive(path: directory.path + "/.photomania-archive.sqlite3", service: ServiceName.fiveHundredPx, createIfMissing: false)
            let entries = try archive.allEntries()
            #expect(entries.count == Self.limit, "one row a file: \(entries.map { "\($0.photoID)/\($0.sizeID)" })")
            #expect(entries.allSatisfy { $0.sizeID != 0 }, "the run learnt the size of each file it found")

            let third = await download(server, directory)
            #expect(third.standardError.contains("downloaded 0 · skipped \(Self.limit)"), "\(third.standardError)")
        }
    }

    @Test func importingAMissingFolderSaysSoAndCreatesNothing() async throws {
        let parent = try TemporaryDirectory()
        let missing = parent.path + "/old-photos"
        let result = await photomania(["archive", "import", missing])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("no such folder"), "\(result.standardError)")
        #expect(result.standardError.contains(missing))
        #expect(result.standardOutput.isEmpty)
        #expect(parent.files.isEmpty, "nothing created: \(parent.files)")

        let file = parent.path + "/a-file.jpg"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
        let notAFolder = await photomania(["archive", "import", file])
        #expect(notAFolder.status == 1)
        #expect(notAFolder.standardError.contains("not a folder"), "\(notAFolder.standardError)")
        #expect(parent.files == ["a-file.jpg"])
    }
}
