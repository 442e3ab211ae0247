import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// End to end through the demo server: one `total` event, speed and ETA that stay on the total
/// line, the real wait in a retry line, the resume line of an interrupted run, and files already
/// present with `--no-archive`.
@Suite("download: rough edges")
struct DownloadRoughEdgesTests {
    private func events(_ output: String, _ name: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.filter { $0["event"] as? String == name }
    }

    @Test func theTotalEventIsSentOnceEvenWhenTheListingCorrectsIt() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--dry-run", "--json", "-o", directory.path])
            #expect(result.status == 0, "\(result.standardError)")
            let totals = events(result.standardOutput, "total")
            #expect(totals.count == 1, "\(totals)")
            // The walk's first estimate counted photos it then hid (NSFW): a correction was due.
            let planned = events(result.standardOutput, "skip").count
            #expect(planned > 0 && totals.first?["total"] as? Int != planned, "the listing corrected its total")
            let lines = result.standardOutput.split(separator: "\n")
            #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }, "stdout is JSON Lines only: \(lines.suffix(2))")
            #expect(events(result.standardOutput, "skip").allSatisfy { ($0["url"] as? String)?.contains("/images/") == true }, "each planned photo says its URL")
            let hidden = try #require(events(result.standardOutput, "summary").first?["nsfw_hidden"] as? Int)
            #expect(hidden > 0 && planned + hidden == totals.first?["total"] as? Int, "the summary counts what was hidden")

            let plain = await photomania(["--api", server.baseURL, "download", "--feature", "popular", "--dry-run", "-o", directory.path])
            #expect(plain.standardError.contains("· \(hidden) NSFW hidden (--nsfw)"), "\(plain.standardError)")
        }
    }

    @Test func speedAndETAStayOnTheTotalLineOnceBytesFlow() async throws {
        try await withDemoServer(faults: "path=/images/*:rate=60000") { server in
            let directory = try TemporaryDirectory()
            let errors = CapturedOutput(isTerminal: true, columns: 140)
            let dataFolder = directory.path + "/.data"
            let status = await Photomania.run(
                arguments: ["--api", server.baseURL, "download", "--feature", "fresh_week", "--limit", "5", "--size", "4", "-j", "2", "--no-archive", "-o", directory.path],
                console: Console(standardOutput: CapturedOutput(), standardError: errors, environment: isolatedEnvironment(dataFolder: dataFolder))
            )
            #expect(status == 0, "\(errors.text)")
            let plain = errors.text.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
            let totalLines = plain.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(String.init).filter { $0.contains(" files · ") }
            // Bytes flow, and the meter has had its half second to measure them.
            guard let first = totalLines.firstIndex(where: { $0.contains("/s") && !$0.contains(" 0 B ·") }) else {
                Issue.record("no speed was ever shown: \(totalLines)")
                return
            }
            #expect(totalLines.count - first >= 5, "several frames show a speed")
            for line in totalLines[first...] { #expect(line.contains("/s") && line.contains("ETA "), "\(line)") }
            // Once there is an estimate, every frame has one, held through moments that give none.
            let estimated = totalLines[first...].firstIndex { !$0.contains("ETA —") } ?? totalLines.endIndex
            #expect(estimated - first <= 2, "an estimate within a frame or two: \(totalLines[first...])")
            #expect(!totalLines[estimated...].contains { $0.contains("ETA —") }, "\(totalLines[estimated...])")
        }
    }

    @Test func aRetryLineSaysTheRealWait() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 2)
            try #require(ids.count == 2)
            // The first photo pauses the host for 3 s; the second asks for no wait a moment later,
            // but must wait for the host all the same.
            let faults = "path=/images/\(ids[0])/*+first=1:status=429,retry-after=3;path=/images/\(ids[1])/*+first=1:delay=1.5,status=429,retry-after=0"
            try await withDemoServer(faults: faults) { faulty in
                let directory = try TemporaryDirectory()
                let result = await photomania(["--api", faulty.baseURL, "download", "--no-archive", "-o", directory.path] + ids.map(String.init))
                #expect(result.status == 0, "\(result.standardError)")
                let retry = result.standardError.split(separator: "\n").first { $0.hasPrefix("retry \(ids[1]) in ") }
                let seconds = retry.flatMap { Double($0.split(separator: " ")[3]) }
                // The host's pause has up to 3 s left, less however long a loaded machine took to
                // get here: not the 0.0 s the photo's own answer asked for.
                #expect((seconds ?? 0) >= 0.1, "the wait for the paused host: \(result.standardError)")
            }
        }
    }

    @Test func anInterruptedRunSaysWhatIsLeftAndHowToResume() async throws {
        try #require(ChildProcess.binaryExists)
        try await withDemoServer(faults: "path=/images/*:rate=20000") { server in
            let directory = try TemporaryDirectory()
            let child = try ChildProcess(["--api", server.baseURL, "download", "--feature", "fresh_week", "--limit", "6", "--size", "4", "-j", "2", "-o", directory.path])
            #expect(await eventually(timeout: 60) { child.isRunning && !directory.partFiles.isEmpty })
            child.interrupt()
            #expect(await child.exitStatus() == 130)
            let lines = child.standardError.split(separator: "\n").map(String.init)
            let last = try #require(lines.last)
            let match = try #require(last.wholeMatch(of: /(\d+) partial, (\d+) not started — run the same command to resume/), "\(lines)")
            let (partial, notStarted) = (Int(match.output.1) ?? -1, Int(match.output.2) ?? -1)
            #expect(partial >= 1 && partial <= 2, "\(lines)")
            #expect(partial + notStarted + directory.finalFiles.count == 6, "\(lines)")
        }
    }

    @Test func withoutAnArchiveAFilePresentIsSkippedAndForceReplacesIt() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 2)
            try #require(ids.count == 2)
            let directory = try TemporaryDirectory()
            let arguments = ["--api", server.baseURL, "download", "--no-archive", "--size", "4", "-o", directory.path] + ids.map(String.init)
            let first = await photomania(arguments)
            #expect(first.status == 0 && directory.finalFiles.count == 2, "\(first.standardError)")
            let names = directory.finalFiles
            // One file cut short: fetched again; the whole one is left alone.
            let damaged = try #require(names.first { $0.hasPrefix("\(ids[1]).") })
            let kept = try #require(names.first { $0.hasPrefix("\(ids[0]).") })
            try Data("short".utf8).write(to: URL(fileURLWithPath: directory.path + "/" + damaged))
            let marker = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: directory.path + "/" + kept)

            let second = await photomania(arguments)
            #expect(second.status == 0, "\(second.standardError)")
            #expect(second.standardError.contains("skip \(ids[0]) \(kept) (already here, complete; --force replaces it)"), "\(second.standardError)")
            #expect(second.standardError.contains("downloaded 1 · skipped 1"), "\(second.standardError)")
            #expect(try directory.sha256(damaged) == server.imageSHA256(photoID: ids[1], size: 4))
            let untouched = try FileManager.default.attributesOfItem(atPath: directory.path + "/" + kept)[.modificationDate] as? Date
            #expect(untouched == marker)
            #expect(directory.partFiles.isEmpty)

            let forced = await photomania(arguments + ["--force"])
            #expect(forced.standardError.contains("downloaded 2 · skipped 0"), "\(forced.standardError)")
            let replaced = try FileManager.default.attributesOfItem(atPath: directory.path + "/" + kept)[.modificationDate] as? Date
            #expect(replaced != marker)
        }
    }
}
