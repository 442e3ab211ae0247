import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// A `--filename` that gives several photos one name, in the real program: one file is saved,
/// every other photo is reported with the reason and the fix, and the exit code says "partial".
@Suite("download --filename: photos that would share a name, in a real process")
struct DownloadNameCollisionTests {
    /// The photo, the photo that has the name, and where that was found, of each failure line.
    private func failures(_ standardError: String) -> [(photo: Int, owner: Int, place: String)] {
        let failureLine = #/error (\d+): its name same\.jpg is already photo (\d+)'s (in this run|\(in the archive\)); put \{id\} in --filename to tell them apart/#
        return standardError.split(separator: "\n").compactMap { line in
            guard let match = try? failureLine.wholeMatch(in: line), let photo = Int(match.1), let owner = Int(match.2) else { return nil }
            return (photo, owner, String(match.3))
        }
    }

    private func savedFiles(_ directory: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(.timeLimit(.minutes(2)))
    func oneFileIsSavedAndTheOthersSayWhyAndHowToFixIt() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "download", "--feature", "popular", "--limit", "4", "--size", "4", "--filename", "same.{ext}", "-o", directory.path]
            let listed = Set(await listedIDs(server, count: 4))

            let (status, _, standardError) = try await ChildProcess.run(arguments)
            #expect(status == ExitCode.partial.rawValue, "\(standardError)")
            let first = failures(standardError)
            #expect(first.count == 3, "\(standardError)")
            let owners = Set(first.map(\.owner))
            let owner = try #require(owners.first)
            #expect(owners.count == 1 && first.allSatisfy { $0.place == "in this run" })
            #expect(Set(first.map(\.photo)).union([owner]) == listed)
            #expect(savedFiles(directory) == ["same.jpg"])
            #expect(try directory.sha256("same.jpg") == server.imageSHA256(photoID: owner, size: 4))

            let (again, _, secondError) = try await ChildProcess.run(arguments)
            #expect(again == ExitCode.partial.rawValue, "\(secondError)")
            let second = failures(secondError)
            #expect(second.count == 3 && second.allSatisfy { $0.owner == owner && $0.place == "(in the archive)" }, "\(secondError)")
            #expect(savedFiles(directory) == ["same.jpg"])
            #expect(try directory.sha256("same.jpg") == server.imageSHA256(photoID: owner, size: 4), "the first run's photo is not replaced")
        }
    }
}
