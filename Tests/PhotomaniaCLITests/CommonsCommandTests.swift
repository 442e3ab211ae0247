import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// Wikimedia Commons as a user meets it, against the demo's Commons face over real HTTP: the
/// curated streams page by cursor, a file reads with its licence and author as text, downloads
/// are checked against the API's SHA-1 and credited, and what Commons has not is one sentence.
@Suite(.serialized)
struct CommonsCommandTests {
    private func commons(_ server: DemoServer, _ arguments: [String]) async -> RunResult {
        await photomania(["--provider", "commons", "--api", server.origin + "/w/api.php"] + arguments)
    }

    private func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-commons-\(UUID().uuidString)").path
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func ids(_ result: RunResult) -> [Int] {
        ((try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func theFeaturedPicturesComeFirstAndGoOnByCursor() async throws {
        try await withDemoServer { server in
            let first = await commons(server, ["photos", "--rpp", "5", "--json", "id"])
            #expect(first.status == 0, "\(first.standardError)")
            #expect(ids(first).count == 5, "\(first.standardOutput)")
            let walked = await commons(server, ["photos", "--rpp", "5", "--all", "--json", "id"])
            let all = ids(walked)
            #expect(all.count > 10 && Set(all).count == all.count, "pages by cursor to the end, each photo once: \(all)")
            #expect(Array(all.prefix(5)) == ids(first))
        }
    }

    @Test func aPageNumberIsOneSentenceAndNoRequest() async throws {
        try await withDemoServer { server in
            let before = server.statistics.requests
            let result = await commons(server, ["photos", "--page", "2"])
            #expect(result.status == 2)
            #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            #expect(result.standardError.contains("commons cannot start at a later page"))
            #expect(server.statistics.requests == before)
        }
    }

    @Test func aFileShowsItsLicenceAndAuthorAsPlainText() async throws {
        try await withDemoServer { server in
            let id = try #require(ids(await commons(server, ["photos", "--rpp", "1", "--json", "id"])).first)
            let result = await commons(server, ["photo", String(id)])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("license"), "\(result.standardOutput)")
            #expect(!result.standardOutput.contains("<a ") && !result.standardOutput.contains("\u{1B}"), "no markup, no escapes: \(result.standardOutput)")
        }
    }

    @Test func aDownloadIsCheckedCreditedAndSynced() async throws {
        try await withDemoServer { server in
            let folder = folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let first = await commons(server, ["download", "--feature", "featured", "--limit", "3", "--sync", "-o", folder])
            #expect(first.status == 0, "\(first.standardError)")
            #expect(files(folder).count == 3, "\(files(folder))")
            let credits = await commons(server, ["credits", "-o", folder])
            let lines = credits.standardOutput.split(separator: "\n")
            #expect(lines.count == 3, "\(credits.standardOutput)")
            #expect(lines.allSatisfy { $0.contains(" by ") && $0.contains("<https://commons.wikimedia.org/wiki/File:") }, "\(credits.standardOutput)")
            let again = await commons(server, ["download", "--feature", "featured", "--limit", "3", "--sync", "-o", folder])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(again.standardError.contains("downloaded 0"), "\(again.standardError)")
        }
    }

    @Test func aFileWhoseBytesAreNotTheAPIsSHA1IsNotKept() async throws {
        try await withDemoServer(faults: "path=/wikipedia/commons/*:corrupt") { server in
            let folder = folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await commons(server, ["download", "--feature", "featured", "--limit", "1", "--retries", "0", "-o", folder])
            #expect(result.status != 0)
            #expect(result.standardError.contains("SHA-1"), "\(result.standardError)")
            #expect(files(folder).isEmpty, "no final file and no .part left: \(files(folder))")
        }
    }

    @Test func commentsAndSigningInAreOneSentenceEach() async throws {
        try await withDemoServer { server in
            for arguments in [["comments", "1"], ["login"], ["vote", "1"]] {
                let result = await commons(server, arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
                #expect(result.standardError.hasPrefix("photomania: commons cannot"), "\(arguments): \(result.standardError)")
            }
            let comments = await commons(server, ["comments", "1"])
            #expect(comments.standardError.contains("talk page is not its comments"), "the service says why: \(comments.standardError)")
            let login = await commons(server, ["login"])
            #expect(login.standardError.contains("does not edit wikis"), "\(login.standardError)")
        }
    }
}
