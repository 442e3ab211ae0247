import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("download: real libcurl against the built-in server, with faults")
struct DownloadTests {
    private func download(_ server: DemoServer, _ directory: TemporaryDirectory, _ arguments: [String]) async -> RunResult {
        await photomania(["--api", server.baseURL, "--stall-timeout", "2", "download", "-o", directory.path] + arguments)
    }

    @Test func downloadsAStreamIntoCompleteFilesThatMatchTheServer() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let ids = await listedIDs(server, count: 5)
            let result = await download(server, directory, ["--feature", "popular", "--limit", "5", "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles.count == 5)
            #expect(directory.partFiles.isEmpty)
            for id in ids {
                let name = try #require(directory.finalFiles.first { $0.hasPrefix("\(id).") })
                #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4), "\(name) matches the server's bytes")
            }
            #expect(result.standardError.contains("downloaded 5 · skipped 0 · failed 0"))
        }
    }

    /// Damage inside the image data keeps the markers: only `--verify` (a decode) sees it, and
    /// then no damaged file gets a final name.
    @Test func verifyDecodesEachFileAndRejectsDamageTheMarkersMiss() async throws {
        try await withDemoServer(faults: "path=/images/*:corrupt") { server in
            let arguments = ["--feature", "popular", "--limit", "8", "--size", "4", "--retries", "0", "--no-archive"]
            let plain = try TemporaryDirectory()
            #expect(await download(server, plain, arguments).status == 0, "the markers alone pass every damaged file")
            #expect(plain.finalFiles.count == 8)

            let verified = try TemporaryDirectory()
            let result = await download(server, verified, arguments + ["--verify"])
            #expect(result.status == 3, "\(result.standardError)")
            #expect(result.standardError.contains("the image does not decode"))
            #expect(verified.finalFiles.count < 8 && verified.partFiles.isEmpty)
            for name in verified.finalFiles {
                #expect((try? JPEGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: verified.path + "/" + name)), scaleDenominator: 8))?.firstWarning == nil, "\(name) decodes cleanly")
            }
        }
    }

    @Test func namesFilesFromContentDispositionElseFromTheURL() async throws {
        try await withDemoServer { server in
            let withName = try #require(server.catalog.photos.first { $0.attachment != nil && !$0.nsfw })
            let plain = try #require(server.catalog.photos.first { $0.attachment == nil && !$0.nsfw })
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, [String(withName.id), String(plain.id), "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles.contains("\(plain.id).\(plain.slug).jpg"), "…/4.jpg names nothing: the title's slug")
            let named = try #require(directory.finalFiles.first { $0.hasPrefix("\(withName.id).") })
            #expect(named == "\(withName.id).\(withName.attachment == .unicode ? withName.name : withName.slug).jpg", "the server's Content-Disposition name is used")
        }
    }

    @Test func aSecondRunSkipsArchivedFilesWithoutAnyRequest() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            _ = await download(server, directory, ["--feature", "popular", "--limit", "4", "--size", "4"])
            let before = server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
            let again = await download(server, directory, ["--feature", "popular", "--limit", "4", "--size", "4"])
            #expect(again.status == 0)
            #expect(again.standardError.contains("downloaded 0 · skipped 4"))
            let after = server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
            #expect(after == before, "no image request for archived photos")

            let victim = try #require(directory.finalFiles.first)
            try FileManager.default.removeItem(atPath: directory.path + "/" + victim)
            let third = await download(server, directory, ["--feature", "popular", "--limit", "4", "--size", "4"])
            #expect(third.standardError.contains("missing on disk: fetching it again"))
            #expect(third.standardError.contains("downloaded 1 · skipped 3"))
            #expect(directory.finalFiles.contains(victim))
        }
    }

    @Test func anArchiveElsewhereStillSkipsAndVerifies() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let elsewhere = try TemporaryDirectory()
            let archive = elsewhere.path + "/photos.sqlite3"
            let arguments = ["--feature", "popular", "--limit", "2", "--size", "4", "--archive", archive]
            #expect(await download(server, directory, arguments).status == 0)
            let again = await download(server, directory, arguments)
            #expect(again.standardError.contains("downloaded 0 · skipped 2"))
            let verify = await photomania(["archive", "verify", "--archive", archive])
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
        }
    }

    @Test func aCutTransferResumesAndTheFileMatchesTheServer() async throws {
        try await withDemoServer(faults: "path=/images/*+first=1:truncate=0.5") { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let result = await download(server, directory, [String(id), "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            let name = try #require(directory.finalFiles.first)
            let size = server.imageBytes(photoID: id, size: 4).count
            #expect(try directory.sha256(name) == server.imageSHA256(photoID: id, size: 4))
            let sent = server.statistics.bodyBytesSentByPath["/images/\(id)/4.jpg"] ?? 0
            #expect(sent < size + size / 4, "the retry asked only for the missing half (sent \(sent) of \(size))")
            #expect(result.standardError.contains("retry \(id)"))
        }
    }

    @Test func aRetryAfterPausesAndThenSucceeds() async throws {
        try await withDemoServer(faults: "path=/images/*+first=1:status=503,retry-after=1") { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let started = Date()
            let result = await download(server, directory, [String(id), "--size", "4"])
            let elapsed = Date().timeIntervalSince(started)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(elapsed >= 1, "the Retry-After of 1 s was waited (took \(elapsed) s)")
            #expect(result.standardError.contains("waiting"))
            #expect(directory.finalFiles.count == 1)
        }
    }

    @Test func aStalledTransferIsRetried() async throws {
        try await withDemoServer(faults: "path=/images/*+first=1:stall=0.3") { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let result = await download(server, directory, [String(id), "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try directory.sha256(try #require(directory.finalFiles.first)) == server.imageSHA256(photoID: id, size: 4))
        }
    }

    @Test func aHostileFileNameLandsInsideTheDirectory() async throws {
        try await withDemoServer(faults: "path=/images/*:disposition=attachment%3B filename=\"../../../tmp/evil.jpg\"") { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let result = await download(server, directory, [String(id), "--size", "4"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles == ["\(id).evil.jpg"])
        }
    }

    @Test(arguments: [
        ("content-type=text/html", "instead of an image"),
        ("status=404", "404"),
        ("redirect-loop", "redirected too many times"),
        ("truncate=0.5", "closed the connection before the whole answer arrived"),
    ])
    func aFailedPhotoLeavesNoFinalFileAndSaysWhy(fault: String, expected: String) async throws {
        try await withDemoServer(faults: "path=/images/*:\(fault)") { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let result = await download(server, directory, [String(id), "--size", "4", "--retries", "1"])
            #expect(result.status == 1)
            #expect(directory.finalFiles.isEmpty)
            #expect(result.standardError.contains("error \(id)"))
            #expect(result.standardError.contains(expected), "\(result.standardError)")
            #expect(result.standardError.contains("failed 1 (ids \(id))"))
        }
    }

    @Test func somePhotosFailingExitsWith3() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 2)
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ids.map(String.init) + ["999", "--size", "4"])
            #expect(result.status == 3)
            #expect(directory.finalFiles.count == 2)
            #expect(result.standardError.contains("no photo 999"))
        }
    }

    @Test func aPhotoAskedForTwiceIsDownloadedOnce() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let id = try #require(await listedIDs(server, count: 1).first)
            let result = await download(server, directory, [String(id), String(id), "--size", "4", "-j", "4"])
            #expect(result.status == 0)
            #expect(result.standardError.contains("downloaded 1 · skipped 0 · failed 0"))
            #expect(directory.finalFiles.count == 1)
            #expect(server.statistics.requestsByPath["/images/\(id)/4.jpg"] == 1)
        }
    }

    @Test func dryRunListsNamesAndWritesNothing() async throws {
        try await withDemoServer { server in
            let directory = try TemporaryDirectory()
            let result = await download(server, directory, ["--feature", "popular", "--limit", "3", "--size", "4", "--dry-run"])
            #expect(result.status == 0)
            let rows = tsvRows(result.standardOutput)
            #expect(rows.count == 3)
            #expect(directory.files.isEmpty)
            #expect(server.statistics.bodyBytesSentByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +) == 0, "HEAD only")
            let real = await download(server, directory, ["--feature", "popular", "--limit", "3", "--size", "4"])
            #expect(real.status == 0)
            #expect(Set(rows.map { $0[1] }) == Set(directory.finalFiles), "the dry run named the files a real run writes")
        }
    }

    @Test func jsonLinesEventsParseAndNameEveryFile() async throws {
        try await withDemoServer(consumerKey: "s3cr3t") { server in
            let directory = try TemporaryDirectory()
            let result = await photomania(["--api", server.baseURL, "--consumer-key", "s3cr3t", "download", "--feature", "popular", "--limit", "2", "--size", "4", "-o", directory.path, "--json"])
            #expect(result.status == 0)
            let events = try result.standardOutput.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            #expect(events.filter { $0["event"] as? String == "done" }.count == 2)
            #expect(events.last?["event"] as? String == "summary")
            #expect(!result.standardOutput.contains("s3cr3t") && !result.standardError.contains("s3cr3t"))
        }
    }

    @Test func usageErrors() async {
        let none = await photomania(["download"])
        #expect(none.status == 2)
        #expect(none.standardError.contains("say what to download"))
        let both = await photomania(["download", "12", "--feature", "popular"])
        #expect(both.status == 2)
    }
}
