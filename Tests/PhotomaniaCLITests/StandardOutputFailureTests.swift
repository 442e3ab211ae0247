import Foundation
import Testing

/// stdout that cannot take what is written: a full disk is an error (exit 1, said on stderr); a
/// reader that went away (`| head -1`) only ends the output, never the work or the summary.
@Suite("stdout: failed writes and closed pipes, in real processes")
struct StandardOutputFailureTests {
    @Test func aFullDiskOnStdoutIsAnErrorAndExit1() async throws {
        try #require(ChildProcess.binaryExists)
        let child = try PipedChild(["photos", "--rpp", "5"], stdoutPath: "/dev/full")
        let ended = try #require(await child.exitStatus())
        #expect(!ended.byUncaughtSignal)
        #expect(ended.status == 1, "\(child.standardError)")
        #expect(child.standardError.contains("photomania: could not write to standard output: no space left on device"), "\(child.standardError)")
    }

    @Test func aDownloadPipedIntoHeadFinishesEveryPhotoAndPrintsItsSummary() async throws {
        try #require(ChildProcess.binaryExists)
        let directory = try TemporaryDirectory()
        let child = try PipedChild(["download", "--feature", "popular", "--limit", "20", "--size", "4", "-j", "2", "-o", directory.path])
        let first = await child.readFirstLineThenClose()
        #expect(first?.hasPrefix(directory.path + "/") == true, "the first saved path: \(first ?? "none")")
        let ended = try #require(await child.exitStatus())
        #expect(!ended.byUncaughtSignal, "not killed by SIGPIPE (signal \(ended.status))")
        #expect(ended.status == 0, "\(child.standardError)")
        #expect(directory.finalFiles.count == 20, "\(directory.files)")
        #expect(directory.partFiles.isEmpty)
        #expect(child.standardError.contains("downloaded 20 · skipped 0 · failed 0"), "\(child.standardError)")
        #expect(!child.standardError.contains("could not write"), "a closed pipe is no error")
    }

    @Test func aListingPipedIntoHeadEndsQuietlyWithExit0() async throws {
        try #require(ChildProcess.binaryExists)
        let child = try PipedChild(["photos", "--all", "--rpp", "100", "--json"])
        #expect(await child.readFirstLineThenClose() == "[")
        let ended = try #require(await child.exitStatus())
        #expect(!ended.byUncaughtSignal, "not killed by SIGPIPE (signal \(ended.status))")
        #expect(ended.status == 0, "\(child.standardError)")
        #expect(!child.standardError.contains("photomania:"), "nothing is wrong: \(child.standardError)")
    }
}
