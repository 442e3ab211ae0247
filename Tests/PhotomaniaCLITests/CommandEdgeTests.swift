import Foundation
import PhotomaniaCLI
import PhotomaniaServer
import Testing

/// Small things a probe of malformed command lines found: each is a clear sentence and the
/// documented exit code, and nothing is left on disk that was not asked for.
@Suite struct CommandEdgeTests {
    @Test func anOutputFolderUnderAFileSaysWhy() async throws {
        try await withDemoServer { server in
            let scratch = try TemporaryDirectory()
            try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.path + "/FILE"))
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "download", String(id), "-o", scratch.path + "/FILE/sub"])
            #expect(result.status == 1)
            #expect(result.standardError.contains("cannot create the folder '\(scratch.path)/FILE/sub': Not a directory"), "\(result.standardError)")
            #expect(!result.standardError.contains("NSCocoaErrorDomain"))
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs /proc"))
    func anOutputFolderThatCannotBeMadeSaysWhichAndWhyInPlainWords() async throws {
        try await withDemoServer { server in
            let id = try #require(server.catalog.photoIDs.first)
            let folder = "/proc/photomania-\(UUID().uuidString)/sub"
            let result = await photomania(["--api", server.baseURL, "download", String(id), "-o", folder])
            #expect(result.status == 1)
            #expect(result.standardError == "photomania: cannot create the folder '\(folder)': No such file or directory; pick another with -o DIR\n")
            #expect(!result.standardError.contains("operation could not be completed") && !result.standardError.contains("doesn’t exist"))
        }
    }

    @Test func aDryRunLeavesNothingOnDisk() async throws {
        try await withDemoServer { server in
            let scratch = try TemporaryDirectory()
            let folder = scratch.path + "/new"
            let id = try #require(server.catalog.photoIDs.first)
            let result = await photomania(["--api", server.baseURL, "download", String(id), "--dry-run", "-o", folder])
            #expect(result.status == 0)
            #expect(!FileManager.default.fileExists(atPath: folder), "no folder, no archive")
        }
    }

    @Test(arguments: [
        ["user", ""],
        ["search", ""],
        ["--api", "http://[::1", "photos"],
        ["--images", "bogus", "photos"],
    ])
    func badArgumentsAreUsageErrorsBeforeAnythingRuns(arguments: [String]) async {
        let result = await photomania(arguments, terminal: false)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}
