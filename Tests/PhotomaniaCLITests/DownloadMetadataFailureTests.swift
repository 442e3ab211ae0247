import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// A sidecar that cannot be written is a note of that photo, in the same words as before the
/// sidecars became a post-processing step of the engine; the photo is kept and counted.
@Suite("download --write-metadata: a sidecar that cannot be written")
struct DownloadMetadataFailureTests {
    /// The photo's file name, and its sidecar's path made a folder so that no file can take it.
    private func blockedSidecar(_ server: DemoServer, _ id: Int, _ directory: TemporaryDirectory) async throws -> (name: String, sidecar: String) {
        let planned = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--dry-run"])
        let name = try #require(tsvRows(planned.standardOutput).first { $0.first == String(id) }?[1], "\(planned.standardOutput)")
        let sidecar = directory.path + "/" + name + ".json"
        try FileManager.default.createDirectory(atPath: sidecar, withIntermediateDirectories: false)
        return (name, sidecar)
    }

    @Test func itIsANoteAndThePhotoIsKept() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let (name, sidecar) = try await blockedSidecar(server, id, directory)

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--write-metadata"])
            #expect(result.status == 0, "\(result.standardError)")
            let note = "note \(id): the metadata file \(sidecar) could not be written (Is a directory); the photo is kept"
            #expect(result.standardError.split(separator: "\n").contains { $0 == note }, "\(result.standardError)")
            #expect(result.standardError.contains("downloaded 1 · skipped 0 · failed 0"), "\(result.standardError)")
            #expect(directory.finalFiles.contains(name))
            #expect(!directory.files.contains { $0.hasSuffix(".part") }, "the sidecar's .part is removed: \(directory.files)")
        }
    }

    @Test func withJSONItIsANoticeEvent() async throws {
        try await withDemoServer { server in
            let id = try #require(await listedIDs(server, count: 1).first)
            let directory = try TemporaryDirectory()
            let (_, sidecar) = try await blockedSidecar(server, id, directory)

            let result = await photomania(["--api", server.baseURL, "download", String(id), "--size", "4", "-o", directory.path, "--write-metadata", "--json"])
            #expect(result.status == 0, "\(result.standardError)")
            let events = result.standardOutput.split(separator: "\n").compactMap { line in
                try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            }
            let notices = events.filter { $0["event"] as? String == "notice" }
            #expect(notices.count == 1, "\(result.standardOutput)")
            #expect(notices.first?["id"] as? Int == id)
            #expect(notices.first?["message"] as? String == "the metadata file \(sidecar) could not be written (Is a directory); the photo is kept")
        }
    }
}
