import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("download --filename/--dir: names and folders from a format, against the built-in server")
struct DownloadNameTemplateTests {
    private func download(_ server: DemoServer, _ directory: TemporaryDirectory, _ arguments: [String], environment: [String: String] = [:]) async -> RunResult {
        await photomania(["--api", server.baseURL, "--stall-timeout", "2", "download", "-o", directory.path] + arguments, environment: environment)
    }

    /// Every file below the folder, relative to it: no `.part`, no archive, no sidecar.
    private func savedFiles(_ directory: TemporaryDirectory) -> Set<String> {
        let all = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return Set(all.filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.path + "/" + path, isDirectory: &isFolder)
            return !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") } && !path.hasSuffix(".part") && !path.hasSuffix(".json")
        })
    }

    private func archivedNames(_ directory: TemporaryDirectory) throws -> Set<String> {
        let archive = try DownloadArchive(path: directory.path + "/.photomania-archive.sqlite3", service: ServiceName.fiveHundredPx)
        return Set(try archive.allEntries().map(\.fileName))
    }

    @Test func filesGoWhereTheFormatSaysAndTheArchiveRemembersThem() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let arguments = ["--feature", "popular", "--limit", "5", "--size", "4", "--filename", "{user}/{created:%Y}-{id}.{ext}"]
            let first = await download(server, directory, arguments)
            #expect(first.status == 0, "\(first.standardError)")
            let files = savedFiles(directory)
            #expect(files.count == 5)
            let ids = await listedIDs(server, count: 5)
            for id in ids {
                let photo = try #require(server.catalog.photos.first { $0.id == id })
                let user = try #require(server.catalog.users.first { $0.id == photo.userID })
                let year = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: photo.createdAt).year!
                let expected = "\(user.username)/\(year)-\(id).jpg"
                #expect(files.contains(expected), "\(expected) in \(files)")
                #expect(try directory.sha256(expected) == server.imageSHA256(photoID: id, size: 4))
            }
            #expect(try archivedNames(directory) == files, "the archive records the templated names, relative to its folder")

            let images = { server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +) }
            let before = images()
            let again = await download(server, directory, arguments)
            #expect(again.standardError.contains("downloaded 0 · skipped 5"), "\(again.standardError)")
            #expect(images() == before, "no image request on a re-run")

            let other = await download(server, directory, ["--feature", "popular", "--limit", "5", "--size", "4", "--filename", "{id}-other.{ext}"])
            #expect(other.standardError.contains("downloaded 0 · skipped 5"), "another format: archived photos are still skipped, under their old names")
            #expect(savedFiles(directory) == files)
        }
    }

    @Test func dirMakesSubfoldersAndKeepsTheDefaultName() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ["--feature", "popular", "--limit", "3", "--size", "4", "--dir", "{feature}/{user}"])
            #expect(result.status == 0, "\(result.standardError)")
            let files = savedFiles(directory)
            #expect(files.count == 3)
            for path in files {
                let parts = path.split(separator: "/")
                #expect(parts.count == 3 && parts[0] == "popular", "\(path)")
                #expect(parts.last.flatMap { Int($0.split(separator: ".")[0]) } != nil, "<id>.<name> inside: \(path)")
            }
        }
    }

    @Test func aStreamsTakenDatesMakeFoldersAsAPhotosOwnRecordWould() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ["--feature", "popular", "--limit", "8", "--size", "4", "--dir", "{taken:%Y-%m}"])
            #expect(result.status == 0, "\(result.standardError)")
            let files = savedFiles(directory)
            let utc = Calendar(identifier: .gregorian)
            var dated = 0
            for id in await listedIDs(server, count: 8) {
                let photo = try #require(server.catalog.photos.first { $0.id == id })
                let folder = photo.takenAt.map { date -> String in
                    let parts = utc.dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
                    return String(format: "%04d-%02d/", parts.year!, parts.month!)
                } ?? ""
                dated += folder.isEmpty ? 0 : 1
                #expect(files.contains { $0.hasPrefix(folder + "\(id).") && $0.split(separator: "/").count == (folder.isEmpty ? 1 : 2) }, "\(id) under '\(folder)' in \(files)")
            }
            #expect(dated > 0, "the listing gives taken_at")
        }
    }

    @Test func aDryRunPrintsExactlyTheNamesARealRunWrites() async throws {
        try await withDemoServer { server in
            let named = try #require(server.catalog.photos.first { $0.attachment != nil && !$0.nsfw })
            let plain = try #require(server.catalog.photos.first { $0.attachment == nil && !$0.nsfw })
            for format in ["{id}.{name}", "{user}/{slug}-{name}", "{category}/{id}.{ext}"] {
                let directory = try TemporaryDirectory()
                let arguments = [String(named.id), String(plain.id), "--size", "4", "--filename", format]
                let dry = await download(server, directory, arguments + ["--dry-run"])
                #expect(dry.status == 0, "\(dry.standardError)")
                #expect(savedFiles(directory).isEmpty)
                let planned = Set(tsvRows(dry.standardOutput).map { $0[1] })
                let real = await download(server, directory, arguments)
                #expect(real.status == 0, "\(real.standardError)")
                #expect(planned == savedFiles(directory), "\(format)")
                #expect(!planned.contains { $0.hasPrefix("~") }, "the server answered HEAD: nothing uncertain")
            }
        }
    }

    @Test func theConfigFileGivesFilenameAndDirAndTheCommandLineWins() async throws {
        try await withDemoServer { server in
            let config = try TemporaryDirectory()
            let file = config.path + "/config.json"
            try Data(#"{"filename": "{id}-{size}.{ext}", "dir": "by-{user_id}"}"#.utf8).write(to: URL(fileURLWithPath: file))
            let id = try #require(server.catalog.photos.first { !$0.nsfw })
            let directory = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "--config", file, "download", "-o", directory.path, String(id.id), "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(savedFiles(directory) == ["by-\(id.userID)/\(id.id)-4.jpg"])

            let other = try TemporaryDirectory()
            let flags = await photomania(["--api", server.baseURL, "--config", file, "download", "-o", other.path, String(id.id), "--size", "4", "--filename", "{id}.{ext}", "--dir", "flat"])
            #expect(flags.status == 0, "\(flags.standardError)")
            #expect(savedFiles(other) == ["flat/\(id.id).jpg"])
        }
    }

    @Test func badFormatsAreUsageErrorsNamingTheField() async throws {
        let cases: [([String], String)] = [
            (["--filename", "{id}.{titel}"], "'--filename' is not a valid format: unknown field '{titel}'"),
            (["--dir", "{user"], "'--dir' is not a valid format: unbalanced brace"),
            (["--dir", "../{user}"], "'--dir' is not a valid format: a folder cannot be '.' or '..'"),
            (["--filename", "{id:%Y}"], "the field '{id}' takes no ':format'"),
        ]
        for (arguments, message) in cases {
            let result = await photomania(["download", "1006721"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
        let config = try TemporaryDirectory()
        try Data(#"{"filename": "{nope}"}"#.utf8).write(to: URL(fileURLWithPath: config.path + "/config.json"))
        let result = await photomania(["--config", config.path + "/config.json", "download", "1006721"])
        #expect(result.status == 2)
        #expect(result.standardError.contains(#"config.json' is not valid: filename: not a valid format: unknown field '{nope}'"#), "\(result.standardError)")
    }

    @Test func hostileTitlesStayInsideTheFolder() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ["--feature", "popular", "--limit", "20", "--size", "4", "--filename", "{title}/{title}.{ext}", "--no-archive"])
            #expect(result.status == 0, "\(result.standardError)")
            let files = savedFiles(directory)
            #expect(files.count == 20)
            for path in files {
                #expect(path.split(separator: "/").count == 2 && path.split(separator: "/").allSatisfy { !$0.hasPrefix(".") && $0.utf8.count <= 240 }, "\(path)")
            }
        }
    }
}
