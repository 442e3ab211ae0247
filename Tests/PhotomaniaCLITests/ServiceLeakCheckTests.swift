import Foundation
import Testing

/// `scripts/service-leaks`, which `make test` runs before building: a service's own names stay in
/// its folders, but for the known debts its allow-list names, and that list only shrinks.
@Suite("scripts/service-leaks: a service's names stay in its folders")
struct ServiceLeakCheckTests {
    private static let script = DocumentedExamples.repository + "/scripts/service-leaks"

    /// A tree with a Flickr folder declaring `FlickrThing`, and `files` beside it.
    private func tree(_ files: [String: String]) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        let all = ["Sources/PhotomaniaKit/Services/Flickr/FlickrThing.swift": "struct FlickrThing {}\n"].merging(files) { $1 }
        for (path, text) in all {
            let url = URL(fileURLWithPath: root.path + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func check(_ root: TemporaryDirectory) async throws -> (Int32?, String) {
        let (status, output, _) = try await ChildProcess.run([Self.script], executable: "/usr/bin/python3", environment: ["SERVICE_LEAKS_ROOT": root.path])
        return (status, output)
    }

    @Test func aServicesTypeOrHostOutsideItsFoldersFails() async throws {
        let root = try tree([
            "Sources/PhotomaniaKit/Download/Engine.swift": "let thing = FlickrThing()\n",
            "Sources/PhotomaniaCLI/Hint.swift": "let page = \"https://www.flickr.com/\"\n",
            "Sources/PhotomaniaCLI/Quiet.swift": "// Flickr is only named in a comment here\nlet x = 1\n",
        ])
        let (status, output) = try await check(root)
        #expect(status == 1)
        #expect(output.contains("Sources/PhotomaniaKit/Download/Engine.swift") && output.contains("FlickrThing"), "\(output)")
        #expect(output.contains("Sources/PhotomaniaCLI/Hint.swift"), "\(output)")
        #expect(!output.contains("Quiet.swift"), "comments are not code: \(output)")
    }

    @Test func aKnownDebtPassesAndAPaidOneMustLeaveTheList() async throws {
        let root = try tree([
            "Sources/PhotomaniaKit/Download/Engine.swift": "let thing = FlickrThing()\n",
            "scripts/service-leaks.allow": "# debts\nSources/PhotomaniaKit/Download/Engine.swift\n",
        ])
        #expect(try await check(root).0 == 0)
        try "let thing = 1\n".write(toFile: root.path + "/Sources/PhotomaniaKit/Download/Engine.swift", atomically: true, encoding: .utf8)
        let (status, output) = try await check(root)
        #expect(status == 1 && output.contains("no longer leaks"), "\(output)")
    }

    @Test func thisRepositoryHasNoLeakBeyondItsKnownDebts() async throws {
        let (status, output, _) = try await ChildProcess.run([Self.script], executable: "/usr/bin/python3")
        #expect(status == 0, "\(output)")
    }
}
