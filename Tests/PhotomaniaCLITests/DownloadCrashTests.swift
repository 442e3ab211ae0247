import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// The crash promise: `kill -9` at any moment of a batch leaves every final name holding the
/// server's whole file, and every other file absent or a `.part` whose bytes begin the server's,
/// which the next run continues. Twenty kills at random points of a 50-file batch.
@Suite("download: killed with SIGKILL at random points")
struct DownloadCrashTests {
    @Test func twentyKillsLeaveOnlyWholeFilesAndResumableParts() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=400000") { server in
            let arguments = { (folder: TemporaryDirectory) in
                ["--api", server.baseURL, "download", "--feature", "popular", "--limit", "50", "--size", "4", "-j", "8", "-o", folder.path]
            }
            // A whole run renders the server's images; a second, timed, shows how long a batch lasts.
            _ = try await ChildProcess.run(arguments(try TemporaryDirectory()))
            let whole = try TemporaryDirectory()
            let started = ContinuousClock.now
            let (status, _, errors) = try await ChildProcess.run(arguments(whole))
            let elapsed = (ContinuousClock.now - started).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            #expect(status == 0 && whole.finalFiles.count == 50, "\(errors)")
            var generator = SystemRandomNumberGenerator()
            var killedMidway = 0
            for round in 1...20 {
                let directory = try TemporaryDirectory()
                let child = try ChildProcess(arguments(directory))
                // From the first file on, to a random point of the batch.
                _ = await eventually(timeout: 30) { !directory.files.filter { !$0.hasPrefix(".") }.isEmpty || !child.isRunning }
                try await Task.sleep(for: .milliseconds(Int(Double.random(in: 0...max(0.05, seconds * 0.6), using: &generator) * 1000)))
                if child.isRunning { killedMidway += 1 }
                child.kill()
                _ = await child.exitStatus()
                for name in directory.finalFiles {
                    let id = try #require(Int(name.split(separator: ".")[0]))
                    #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4), "round \(round): \(name) is whole")
                }
                for name in directory.partFiles {
                    let id = try #require(Int(name.split(separator: ".")[0]))
                    let part = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/" + name))
                    #expect(server.imageBytes(photoID: id, size: 4).starts(with: part), "round \(round): \(name) begins the server's bytes")
                }
                let (again, _, againErrors) = try await ChildProcess.run(arguments(directory))
                #expect(again == 0 && directory.finalFiles.count == 50 && directory.partFiles.isEmpty, "round \(round): the next run finishes the batch: \(againErrors)")
            }
            #expect(killedMidway >= 12, "the kills land while the batch runs: \(killedMidway) of 20")
        }
    }
}
