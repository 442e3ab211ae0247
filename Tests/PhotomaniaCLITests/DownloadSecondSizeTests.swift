import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// A second size of a photo downloaded into the folder of the first gets a name of its own (the
/// size before the extension): no size ever replaces another, and the archive keeps both.
@Suite("download: a second size never replaces the first")
struct DownloadSecondSizeTests {
    private struct Face: Sendable, CustomStringConvertible {
        var arguments: @Sendable (DemoServer) -> [String]
        var photo: String
        var otherSize: String
        var description: String
    }

    private static let faces = [
        Face(arguments: { ["--provider", "flickr", "--api", $0.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey] }, photo: "52001006353", otherSize: "q", description: "flickr"),
        Face(arguments: { ["--api", $0.baseURL] }, photo: "1006353", otherSize: "1", description: "500px"),
    ]

    private func bytes(_ directory: TemporaryDirectory) throws -> [String: Int] {
        try Dictionary(uniqueKeysWithValues: directory.finalFiles.map { name in
            (name, try #require(try FileManager.default.attributesOfItem(atPath: directory.path + "/" + name)[.size] as? Int))
        })
    }

    @Test(arguments: faces)
    private func bothSizesKeepTheirFilesAndTheArchiveListsBoth(face: Face) async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let api = face.arguments(server)
            let first = await photomania(api + ["download", face.photo, "-o", directory.path])
            #expect(first.status == 0, "\(first.standardError)")
            let original = try bytes(directory)
            try #require(original.count == 1)

            let second = await photomania(api + ["download", face.photo, "--size", face.otherSize, "-o", directory.path])
            #expect(second.status == 0, "\(second.standardError)")
            let both = try bytes(directory)
            #expect(both.count == 2, "two files: \(both)")
            for (name, size) in original { #expect(both[name] == size, "\(name) still holds the first size: \(both)") }
            let sized = try #require(both.keys.first { original[$0] == nil })
            #expect(sized.contains(".\(face.otherSize)."), "the second name says its size: \(sized)")

            let list = await photomania(api + ["archive", "list", "-o", directory.path])
            let rows = list.standardOutput.split(separator: "\n").dropFirst()
            #expect(rows.count == 2 && both.keys.allSatisfy { name in rows.contains { $0.contains(name) } }, "\(list.standardOutput)")
            let verify = await photomania(api + ["archive", "verify", "-o", directory.path])
            #expect(verify.status == 0 && verify.standardOutput.contains("2 ok"), "\(verify.standardOutput)\(verify.standardError)")

            for size in [[], ["--size", face.otherSize]] {
                let again = await photomania(api + ["download", face.photo, "-o", directory.path] + size)
                #expect(again.standardError.contains("downloaded 0 · skipped 1"), "each size is judged by its own row: \(again.standardError)")
            }
            #expect(try bytes(directory) == both)
        }
    }

    @Test func withoutAnArchiveAFileOfAnotherLengthIsKeptToo() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let api = ["--api", server.baseURL]
            _ = await photomania(api + ["download", "1006353", "--no-archive", "-o", directory.path])
            let original = try bytes(directory)
            for _ in 1...2 {
                let thumbnail = await photomania(api + ["download", "1006353", "--size", "1", "--no-archive", "-o", directory.path])
                #expect(thumbnail.status == 0, "\(thumbnail.standardError)")
            }
            let both = try bytes(directory)
            #expect(both.count == 2, "\(both)")
            for (name, size) in original { #expect(both[name] == size, "\(both)") }
        }
    }
}
