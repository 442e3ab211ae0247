import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// Ctrl-C on a real child process: exit 130, `.part` files kept, never a partial file under a
/// final name, and the same command run again finishes the job.
@Suite("download: interrupted by SIGINT")
struct DownloadInterruptTests {
    private func waitForParts(in directory: TemporaryDirectory, _ child: ChildProcess) async -> Bool {
        await eventually(timeout: 60) { child.isRunning && !directory.partFiles.isEmpty }
    }

    private func expectEveryFinalFileIsIntact(_ directory: TemporaryDirectory, _ server: DemoServer) throws {
        for name in directory.finalFiles {
            let id = try #require(Int(name.split(separator: ".")[0]))
            #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4), "\(name) is complete")
        }
    }

    @Test func firstCtrlCStopsCleanlyAndARerunFinishes() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=20000") { server in
            let directory = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "download", "--feature", "fresh_week", "--limit", "6", "--size", "4", "-j", "3", "-o", directory.path]
            let child = try ChildProcess(arguments)
            #expect(await waitForParts(in: directory, child))
            child.interrupt()
            #expect(await child.exitStatus() == 130)
            let stderr = child.standardError
            #expect(stderr.contains("interrupted"), "the summary is printed: \(stderr)")
            #expect(!directory.partFiles.isEmpty, ".part files are kept for resuming")
            try expectEveryFinalFileIsIntact(directory, server)

            let (status, _, rerunErrors) = try await ChildProcess.run(arguments)
            #expect(status == 0, "\(rerunErrors)")
            #expect(directory.finalFiles.count == 6)
            #expect(directory.partFiles.isEmpty)
            try expectEveryFinalFileIsIntact(directory, server)
        }
    }

    @Test func aSecondCtrlCExitsAtOnce() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=10000") { server in
            let directory = try TemporaryDirectory()
            let child = try ChildProcess(["--api", server.baseURL, "download", "--feature", "fresh_week", "--limit", "4", "--size", "4", "-o", directory.path])
            #expect(await waitForParts(in: directory, child))
            child.interrupt()
            child.interrupt()
            #expect(await child.exitStatus() == 130)
            try expectEveryFinalFileIsIntact(directory, server)
        }
    }
}
