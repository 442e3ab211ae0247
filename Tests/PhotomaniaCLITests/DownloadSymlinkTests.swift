import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// A symbolic link placed in the output folder where photomania is about to create a file — a
/// photo's `.part`, a sidecar's `.json.part`, the archive or its log — is never written through:
/// the file it points to, outside the folder, keeps its bytes.
@Suite("download: no file in -o is opened through a symbolic link")
struct DownloadSymlinkTests {
    private static let victimText = Data("the victim's own bytes\n".utf8)

    /// A file outside the download folder, and its folder.
    private struct Victim {
        let folder: TemporaryDirectory
        var path: String { folder.path + "/victim.txt" }

        init() throws {
            folder = try TemporaryDirectory()
            try DownloadSymlinkTests.victimText.write(to: URL(fileURLWithPath: folder.path + "/victim.txt"))
        }

        var isUntouched: Bool { FileManager.default.contents(atPath: path) == DownloadSymlinkTests.victimText }
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The name a real run gives the photo, as `--dry-run` lists it.
    private func plannedName(_ server: DemoServer, _ id: Int, _ directory: TemporaryDirectory) async throws -> String {
        let planned = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--dry-run"])
        let row = try #require(tsvRows(planned.standardOutput).first { $0.first == String(id) }, "\(planned.standardOutput)")
        return row[1]
    }

    @Test func aSymlinkAtThePartPathIsReplacedAndItsTargetKeepsItsBytes() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let victim = try Victim()
            let name = try await plannedName(server, id, directory)
            try FileManager.default.createSymbolicLink(atPath: directory.path + "/" + name + ".part", withDestinationPath: victim.path)

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(victim.isUntouched, "the file the link points to keeps its bytes")
            #expect(!isSymbolicLink(directory.path + "/" + name), "the final name is a file of its own, not a link")
            #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4))
            #expect(directory.partFiles.isEmpty, "\(directory.files)")
        }
    }

    @Test func aSymlinkAtTheFinalNameIsReplacedNotWrittenThroughNorTakenForTheFile() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let victim = try Victim()
            let name = try await plannedName(server, id, directory)
            // A copy of the very image outside the folder: a link to it is still not the file here.
            try server.imageBytes(photoID: id, size: 4).write(to: URL(fileURLWithPath: victim.path))
            try FileManager.default.createSymbolicLink(atPath: directory.path + "/" + name, withDestinationPath: victim.path)

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--no-archive"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("downloaded 1"), "a link is not the file: \(result.standardError)")
            #expect(!isSymbolicLink(directory.path + "/" + name))
            #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4))
        }
    }

    @Test func aSidecarGoesThroughTheSamePartDoorAndNeverThroughALink() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let victim = try Victim()
            let name = try await plannedName(server, id, directory)
            try FileManager.default.createSymbolicLink(atPath: directory.path + "/" + name + ".json.part", withDestinationPath: victim.path)

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--write-metadata"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!result.standardError.contains("not written"), "\(result.standardError)")
            #expect(victim.isUntouched)
            let sidecar = directory.path + "/" + name + ".json"
            #expect(!isSymbolicLink(sidecar))
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sidecar))) as? [String: Any]
            #expect((json?["photo"] as? [String: Any])?["id"] as? Int == id)
            #expect(!directory.files.contains { $0.hasSuffix(".part") }, "\(directory.files)")
        }
    }

    @Test func aSymlinkedArchiveIsRefusedAndNothingIsCreatedWhereItPoints() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let elsewhere = try TemporaryDirectory()
            try FileManager.default.createSymbolicLink(
                atPath: directory.path + "/.photomania-archive.sqlite3", withDestinationPath: elsewhere.path + "/archive.sqlite3"
            )

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path])
            #expect(result.status == 1, "\(result.standardError)")
            #expect(result.standardError.contains("symbolic link"), "\(result.standardError)")
            #expect(elsewhere.files.isEmpty, "SQLite made nothing outside the folder: \(elsewhere.files)")
            #expect(directory.finalFiles.isEmpty)
        }
    }

    @Test(arguments: ["-wal", "-shm", "-journal"])
    func aSymlinkBesideTheArchiveIsNotWrittenThrough(suffix: String) async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 2)
            let directory = try TemporaryDirectory()
            let victim = try Victim()
            let first = await photomania(["--api", server.baseURL, "download", String(ids[0]), "--size", "4", "-o", directory.path])
            #expect(first.status == 0, "\(first.standardError)")
            try FileManager.default.createSymbolicLink(atPath: directory.path + "/.photomania-archive.sqlite3" + suffix, withDestinationPath: victim.path)

            let result = await photomania(["--api", server.baseURL, "download", String(ids[1]), String(ids[0]), "--size", "4", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(victim.isUntouched)
            #expect(!result.standardError.contains("damaged"), "a link is no damaged log: \(result.standardError)")
            let archive = try DownloadArchive(path: directory.path + "/.photomania-archive.sqlite3", service: ServiceName.fiveHundredPx, createIfMissing: false)
            #expect(try archive.count() == 2)
        }
    }
}
