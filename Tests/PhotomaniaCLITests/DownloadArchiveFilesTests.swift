import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// A finished `download` leaves the archive as one file beside the photos: its write-ahead log
/// folded in and closed, no `-wal`, no `-shm`.
@Suite("download: a finished run leaves one archive file")
struct DownloadArchiveFilesTests {
    private static let archive = ".photomania-archive.sqlite3"

    private func expectOneArchiveFile(_ directory: TemporaryDirectory, photos: Int) throws {
        let hidden = directory.files.filter { $0.hasPrefix(".") }
        #expect(hidden == [Self.archive], "only the archive: \(directory.files)")
        #expect(directory.finalFiles.count == photos)
        let archive = try DownloadArchive(path: directory.path + "/" + Self.archive, service: ServiceName.fiveHundredPx, createIfMissing: false)
        #expect(try archive.count() == photos, "every record made it into the one file")
    }

    @Test func anInProcessRunLeavesNoLogBeside() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "3", "--size", "4", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            try expectOneArchiveFile(directory, photos: 3)

            let again = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "3", "--size", "4", "-o", directory.path])
            #expect(again.standardError.contains("downloaded 0 · skipped 3"), "\(again.standardError)")
            try expectOneArchiveFile(directory, photos: 3)
        }
    }

    @Test func theRealBinaryLeavesNoLogBeside() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let (status, _, errors) = try await ChildProcess.run(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "3", "--size", "4", "-o", directory.path])
            #expect(status == 0, "\(errors)")
            try expectOneArchiveFile(directory, photos: 3)
        }
    }

    @Test func anInterruptedRunLeavesNoLogEither() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=20000") { server in
            let directory = try TemporaryDirectory()
            let child = try ChildProcess(["--api", server.baseURL, "download", "--feature", "popular", "--limit", "4", "--size", "4", "-j", "1", "-o", directory.path])
            #expect(await eventually(timeout: 60) { directory.finalFiles.count >= 1 }, "one photo saved: \(directory.files)")
            child.interrupt()
            #expect(await child.exitStatus() == 130, "\(child.standardError)")
            #expect(!directory.files.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }, "\(directory.files)")
        }
    }
}
