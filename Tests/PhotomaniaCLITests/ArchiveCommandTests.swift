import Foundation
import PhotomaniaKit
import Testing

@Suite("photomania archive list | verify | import")
struct ArchiveCommandTests {
    static let jpeg: [UInt8] = markerJPEG([1, 2, 3])

    /// A download folder holding `12.4.jpg` and `34.2048.jpg`, imported unless `imported` is false.
    private func withPhotos<T>(imported: Bool = true, _ body: (String) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-archive-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.jpeg).write(to: URL(fileURLWithPath: folder + "/12.4.jpg"))
        try Data(Self.jpeg + [0]).write(to: URL(fileURLWithPath: folder + "/34.2048.jpg"))
        if imported {
            let result = await photomania(["archive", "import", folder])
            #expect(result.status == 0, "\(result.standardError)")
        }
        return try await body(folder)
    }

    @Test func importThenListAsTSVAndJSON() async throws {
        try await withPhotos(imported: false) { folder in
            let imported = await photomania(["archive", "import", folder])
            #expect(imported.status == 0)
            #expect(imported.standardOutput == "imported 2 files into \(folder)/.photomania-archive.sqlite3 · 0 already archived\n")
            let again = await photomania(["archive", "import", folder, "--json"])
            #expect(again.standardOutput.contains(#""already_archived" : 2"#))

            let list = await photomania(["archive", "list", "-o", folder])
            #expect(list.status == 0)
            let rows = tsvRows(list.standardOutput)
            #expect(rows.first == ["ID", "SIZE", "FILE", "BYTES", "DOWNLOADED"])
            #expect(Set(rows.dropFirst().map { Array($0.prefix(4)) }) == [["12", "4", "12.4.jpg", "30"], ["34", "2048", "34.2048.jpg", "31"]])
            #expect(list.standardError.contains("2 files · 61 B"))

            let json = await photomania(["archive", "list", "--archive", folder + "/.photomania-archive.sqlite3", "--json"])
            let entries = try JSONDecoder().decode([ArchiveEntry].self, from: Data(json.standardOutput.utf8))
            #expect(entries.map(\.photoID).sorted() == [12, 34])
            #expect(entries.allSatisfy { $0.validator == nil && $0.sha256.count == 64 })
        }
    }

    @Test func listOnATerminalIsATableWithASummary() async throws {
        try await withPhotos { folder in
            let list = await photomania(["archive", "list", "-o", folder], terminal: true, columns: 200)
            let lines = list.standardOutput.split(separator: "\n")
            #expect(lines.first?.contains("ID") == true && lines.first?.contains("DOWNLOADED") == true)
            #expect(lines.count == 5)
            #expect(lines.last?.hasPrefix("2 files · 61 B · ") == true)
        }
    }

    @Test func verifyReportsEachProblemAndExitsWith1() async throws {
        try await withPhotos { folder in
            let clean = await photomania(["archive", "verify", "-o", folder])
            #expect(clean.status == 0)
            #expect(clean.standardOutput == "verified 2 files: 2 ok, 0 with problems\n")

            var tampered = Self.jpeg
            tampered[26] = 9
            try Data(tampered).write(to: URL(fileURLWithPath: folder + "/12.4.jpg"))
            try FileManager.default.removeItem(atPath: folder + "/34.2048.jpg")
            let broken = await photomania(["archive", "verify", "-o", folder])
            #expect(broken.status == 1)
            let lines = broken.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("12.4.jpg (photo 12, size 4): SHA-256 differs: ") })
            #expect(lines.contains("34.2048.jpg (photo 34, size 2048): missing"))
            #expect(lines.last == "verified 2 files: 0 ok, 2 with problems")

            let json = await photomania(["archive", "verify", "-o", folder, "--json"])
            #expect(json.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let problems = try #require(object["problems"] as? [[String: Any]])
            #expect(Set(problems.compactMap { $0["problem"] as? String }) == ["sha256_differs", "missing"])
            #expect(object["checked"] as? Int == 2)
        }
    }

    @Test func aMissingArchiveIsAClearErrorAndIsNotCreated() async throws {
        try await withPhotos(imported: false) { folder in
            for action in ["list", "verify"] {
                let result = await photomania(["archive", action, "-o", folder])
                #expect(result.status == 1)
                #expect(result.standardError.hasPrefix("photomania: the archive \(folder)/.photomania-archive.sqlite3 does not exist; "))
            }
            #expect(!FileManager.default.fileExists(atPath: folder + "/.photomania-archive.sqlite3"))
        }
    }

    @Test func aFileThatIsNotAnArchiveIsRefused() async throws {
        try await withPhotos(imported: false) { folder in
            let result = await photomania(["archive", "list", "--archive", folder + "/12.4.jpg"])
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("photomania: the archive \(folder)/12.4.jpg is not a photomania archive (it is not an SQLite database); "))
            let untouched = try Data(contentsOf: URL(fileURLWithPath: folder + "/12.4.jpg"))
            #expect(untouched == Data(Self.jpeg))
        }
    }

    @Test(arguments: [
        (["archive", "import"], "'import' needs the DIR to import"),
        (["archive", "list", "somewhere"], "unexpected argument 'somewhere' for 'archive list'\nhint: use -o DIR for the download folder."),
        (["archive", "prune"], "prune"),
        (["archive", "list", "-o", "a", "--archive", "b"], "--archive"),
    ])
    func usageErrorsExitWith2(arguments: [String], mention: String) async {
        let result = await photomania(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains(mention), "\(result.standardError)")
    }

    @Test func importingAMissingFolderFails() async throws {
        try await withPhotos(imported: false) { folder in
            let result = await photomania(["archive", "import", folder + "/nope", "-o", folder])
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("photomania: no such folder '\(folder)/nope'"), "\(result.standardError)")
        }
    }
}
