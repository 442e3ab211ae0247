import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("download --write-metadata and saved paths on stdout, against the built-in server")
struct DownloadMetadataTests {
    private func download(_ server: DemoServer, _ arguments: [String], terminal: Bool = false) async -> RunResult {
        await photomania(["--api", server.baseURL, "download"] + arguments, terminal: terminal)
    }

    private func images(_ directory: TemporaryDirectory) -> [String] {
        directory.finalFiles.filter { !$0.hasSuffix(".json") }
    }

    private func sidecar(_ directory: TemporaryDirectory, _ image: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/" + image + ".json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(image).json is a JSON object")
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func sidecarsHoldThePhotoAndTheFileHashAndAreNotRewrittenOnceArchived() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let arguments = ["--feature", "popular", "--limit", "4", "--size", "4", "-o", directory.path, "--write-metadata"]
            let result = await download(server, arguments)
            #expect(result.status == 0, "\(result.standardError)")
            let names = images(directory)
            #expect(names.count == 4)
            #expect(Set(directory.finalFiles) == Set(names + names.map { $0 + ".json" }), "one sidecar beside each image")
            #expect(directory.files.allSatisfy { !$0.hasSuffix(".part") }, "no .part and no .json.part left")
            for name in names {
                let json = try sidecar(directory, name)
                let photo = try #require(json["photo"] as? [String: Any])
                let facts = try #require(json["download"] as? [String: Any])
                let id = try #require(Int(name.prefix { $0 != "." }))
                #expect(photo["id"] as? Int == id)
                #expect(photo["name"] is String && photo["user"] is [String: Any], "the listing's photo, as photos --json prints it")
                #expect(facts["sha256"] as? String == (try directory.sha256(name)))
                #expect(facts["file"] as? String == name)
                #expect(facts["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: directory.path + "/" + name)[.size] as? Int))
                #expect(facts["size"] as? Int == 4)
                #expect(facts["source"] as? String == "feature:popular")
                #expect(facts["photo_from"] as? String == "listing")
                #expect((facts["url"] as? String)?.hasSuffix("/images/\(id)/4.jpg") == true)
                #expect((facts["downloaded_at"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) } != nil)
            }

            let first = try #require(names.first)
            let kept = try modified(directory.path + "/" + first + ".json")
            let removed = try #require(names.last)
            try FileManager.default.removeItem(atPath: directory.path + "/" + removed + ".json")
            try await Task.sleep(for: .milliseconds(1100))
            let again = await download(server, arguments)
            #expect(again.status == 0)
            #expect(again.standardError.contains("downloaded 0 · skipped 4"))
            #expect(try modified(directory.path + "/" + first + ".json") == kept, "an archived photo's sidecar is left alone")
            let rewritten = try sidecar(directory, removed)
            #expect((rewritten["download"] as? [String: Any])?["sha256"] as? String == (try directory.sha256(removed)), "a missing one is written again")
            #expect(again.standardOutput.isEmpty, "nothing was saved: no path")

            // Archive import records the images and leaves the sidecars out.
            let other = try TemporaryDirectory()
            for name in directory.finalFiles {
                try FileManager.default.copyItem(atPath: directory.path + "/" + name, toPath: other.path + "/" + name)
            }
            let imported = await photomania(["archive", "import", other.path])
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput.hasPrefix("imported 4 files"), "\(imported.standardOutput)")
        }
    }

    @Test func photosAskedForByIDCarryTheirOwnLookup() async throws {
        try await withDemoServer { server in
            let photo = try #require(server.catalog.photos.first { !$0.nsfw })
            let directory = try TemporaryDirectory()
            let result = await download(server, [String(photo.id), "--size", "4", "-o", directory.path, "--write-metadata", "--no-archive"])
            #expect(result.status == 0, "\(result.standardError)")
            let name = try #require(images(directory).first)
            let json = try sidecar(directory, name)
            let shown = await photomania(["--api", server.baseURL, "photo", String(photo.id), "--size", "4", "--json"])
            let printed = try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? NSDictionary)
            #expect((json["photo"] as? NSDictionary) == printed, "the photo exactly as photo --json prints it")
            let facts = try #require(json["download"] as? [String: Any])
            #expect(facts["photo_from"] as? String == "photo")
            #expect(facts["source"] is NSNull)
            #expect(facts["sha256"] as? String == (try directory.sha256(name)), "hashed without an archive too")
        }
    }

    @Test func stdoutNotATerminalGetsExactlyTheSavedPaths() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, ["--feature", "popular", "--limit", "3", "--size", "4", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.last == "", "every path ends with a newline")
            let printed = lines.dropLast()
            #expect(Set(printed) == Set(images(directory).map { directory.path + "/" + $0 }), "\(result.standardOutput)")
            #expect(printed.count == 3)
            #expect(result.standardError.contains("downloaded 3 · skipped 0 · failed 0"), "the summary stays on stderr")
            #expect(result.standardError.contains("done "), "so do the per-file lines")

            let quiet = try TemporaryDirectory()
            let silent = await photomania(["-q", "--api", server.baseURL, "download", "--feature", "popular", "--limit", "2", "--size", "4", "-o", quiet.path])
            #expect(silent.standardError.isEmpty, "-q silences stderr only")
            #expect(silent.standardOutput.split(separator: "\n").count == 2)
        }
    }

    @Test func aRelativeFolderGivesRelativePaths() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            // The folder relative to the current one, as a user could give it to -o.
            let up = String(repeating: "../", count: FileManager.default.currentDirectoryPath.split(separator: "/").count)
            let given = up + String(directory.path.dropFirst())
            let result = await download(server, ["--feature", "popular", "--limit", "2", "--size", "4", "-o", given])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(images(directory).count == 2)
            #expect(Set(result.standardOutput.split(separator: "\n").map(String.init)) == Set(images(directory).map { given + "/" + $0 }))
        }
    }

    @Test func jsonKeepsStdoutJSONLinesAndATerminalGetsNoBareList() async throws {
        try await withDemoServer { server in
            let json = try TemporaryDirectory()
            let events = await download(server, ["--feature", "popular", "--limit", "2", "--size", "4", "-o", json.path, "--json", "--write-metadata"])
            #expect(events.status == 0, "\(events.standardError)")
            let lines = events.standardOutput.split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line)")
            }
            #expect(lines.filter { $0.contains(#""event":"done""#) }.count == 2)
            #expect(images(json).count == 2 && json.finalFiles.filter { $0.hasSuffix(".json") }.count == 2)

            let shown = try TemporaryDirectory()
            let terminal = await download(server, ["--feature", "popular", "--limit", "2", "--size", "4", "-o", shown.path], terminal: true)
            #expect(terminal.status == 0, "\(terminal.standardError)")
            for name in images(shown) {
                #expect(!terminal.standardOutput.contains(shown.path + "/" + name), "no bare list of paths on a terminal")
            }
            #expect(terminal.standardOutput.isEmpty)
            #expect(terminal.standardError.contains("downloaded 2 · skipped 0"))
        }
    }
}
