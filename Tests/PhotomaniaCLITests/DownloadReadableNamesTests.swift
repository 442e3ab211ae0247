import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// Issue 21 item 13: `download 1006721 1000344` saved `1000344.2048.jpg`, a stream mostly
/// `ID.2048.jpg`. A URL that ends in a size names nothing: the default name is the id and the
/// title's slug; `--dry-run` says the same names; `--restrict-filenames` and `--print0`.
@Suite("download: names a person can read, restricted names, NUL-ended paths")
struct DownloadReadableNamesTests {
    private func download(_ server: DemoServer, _ directory: TemporaryDirectory, _ arguments: [String]) async -> RunResult {
        await photomania(["--api", server.baseURL, "--stall-timeout", "2", "download", "-o", directory.path] + arguments)
    }

    /// A name as the old default made them: `<id>.<size>.jpg`.
    private func isSizeName(_ name: String) -> Bool {
        name.wholeMatch(of: /[0-9]+\.[0-9]+\.jpg/) != nil
    }

    @Test func theREADMEsTwoPhotosGetTheirTitles() async throws {
        let directory = try TemporaryDirectory()
        let result = await photomania(["download", "1006721", "1000344", "-o", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(directory.finalFiles == ["1000344.golden-silence-ii.jpg", "1006721.embrace-at-dusk.jpg"])
    }

    @Test func aStreamIsNamedByTitlesAndTheDryRunSaysTheSameNames() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let arguments = ["--feature", "popular", "--limit", "12", "--size", "4"]
            let planned = await download(server, directory, arguments + ["--dry-run"])
            #expect(planned.status == 0, "\(planned.standardError)")
            // A HEAD that a loaded machine lets time out marks its name `~`: the name from the URL.
            let plannedNames = tsvRows(planned.standardOutput).map { $0[1].hasPrefix("~") ? String($0[1].dropFirst()) : $0[1] }
            #expect(plannedNames.count == 12)
            #expect(!plannedNames.contains(where: isSizeName), "\(plannedNames)")

            let saved = await download(server, directory, arguments)
            #expect(saved.status == 0, "\(saved.standardError)")
            #expect(Set(directory.finalFiles) == Set(plannedNames), "a real run names the files as the dry run said")
            for name in directory.finalFiles {
                let id = try #require(Int(name.prefix { $0 != "." }))
                let photo = try #require(server.catalog.photo(id: id))
                // The demo's slugs are its titles' ASCII letters and digits, as ours of an ASCII title.
                #expect(photo.attachment != nil || !photo.name.allSatisfy(\.isASCII) || name == "\(id).\(photo.slug).jpg", "\(name) for '\(photo.name)'")
            }
        }
    }

    @Test func restrictedNamesAreASCIIWithoutSpaces() async throws {
        try await withDemoServer { server in
            let unicode = server.catalog.photos.filter { photo in
                !photo.nsfw && photo.name.unicodeScalars.contains { !$0.isASCII }
            }.prefix(4).map { String($0.id) }
            try #require(unicode.count == 4, "the catalog has photos with titles beyond ASCII")
            let plain = try TemporaryDirectory()
            #expect(await download(server, plain, unicode + ["--size", "4"]).status == 0)
            #expect(plain.finalFiles.contains { $0.unicodeScalars.contains { !$0.isASCII } }, "unrestricted, the titles' letters stay: \(plain.finalFiles)")

            let restricted = try TemporaryDirectory()
            let result = await download(server, restricted, unicode + ["--size", "4", "--restrict-filenames", "--filename", "{user}/{title} {id}.{ext}"])
            #expect(result.status == 0, "\(result.standardError)")
            let all = FileManager.default.enumerator(atPath: restricted.path)?.allObjects as? [String] ?? []
            let saved = all.filter { $0.hasSuffix(".jpg") }
            #expect(saved.count == 4, "\(all)")
            for path in saved {
                #expect(path.wholeMatch(of: /[A-Za-z0-9._\/-]+/) != nil, "\(path)")
            }
            let byDefault = try TemporaryDirectory()
            #expect(await download(server, byDefault, unicode + ["--size", "4", "--restrict-filenames"]).status == 0)
            #expect(byDefault.finalFiles.count == 4 && byDefault.finalFiles.allSatisfy { $0.wholeMatch(of: /[A-Za-z0-9._-]+/) != nil }, "\(byDefault.finalFiles)")
        }
    }

    @Test func print0EndsEverySavedPathWithANul() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ["--feature", "popular", "--limit", "3", "--size", "4", "--print0"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasSuffix("\0") && !result.standardOutput.contains("\n"), "\(result.standardOutput.debugDescription)")
            let paths = result.standardOutput.split(separator: "\0").map(String.init)
            #expect(Set(paths) == Set(directory.finalFiles.map { directory.path + "/" + $0 }))

            let terminal = await photomania(
                ["--api", server.baseURL, "download", "-o", directory.path, "--feature", "popular", "--limit", "4", "--size", "4", "--print0"], terminal: true)
            #expect(terminal.standardOutput.split(separator: "\0").count == 1, "asked for, the list is printed on a terminal too: \(terminal.standardOutput.debugDescription)")
        }
    }

    @Test func aDateFormatTooLongIsAUsageErrorNamingTheField() async throws {
        let directory = try TemporaryDirectory()
        let format = "{taken:%Y" + String(repeating: "x", count: 600) + "}.{ext}"
        let result = await photomania(["download", "1006721", "-o", directory.path, "--filename", format])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("{taken}") && result.standardError.contains("512 bytes"))
        #expect(directory.files.isEmpty, "nothing was fetched or named")
    }
}
