import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// Photos the built-in demo answers with are said to be the demo's, even to a cron job, and
/// are archived under an origin no real service has; a key the service does not read is refused.
@Suite("The built-in demo answering in place of a service")
struct DemoAnswerTests {
    private static let keyPage = "https://www.flickr.com/services/apps/create/"

    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("photomania-demo-answer-\(UUID().uuidString)").path
    }

    private func archived(_ folder: String, as origin: ServiceName) throws -> [PhotoID] {
        try DownloadArchive(path: folder + "/.photomania-archive.sqlite3", service: origin, createIfMissing: false).allEntries().map(\.photoID)
    }

    @Test func aDownloadInAPipeSaysTheDemoAnsweredAndFilesItsPhotosAsTheDemos() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = await photomania(["--provider", "flickr", "download", "--feature", "popular", "--limit", "2", "-o", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let notices = result.standardError.split(separator: "\n").filter { $0.contains("built-in demo") }
        #expect(notices.count == 1, "one line, though stderr is not a terminal: \(result.standardError)")
        #expect(notices.first?.contains("not Flickr") == true)
        #expect(notices.first?.contains("demo-flickr") == true)
        #expect(try archived(folder, as: .flickr).isEmpty, "nothing is filed as Flickr's own")
        #expect(try archived(folder, as: ServiceName(rawValue: "demo-flickr")).count == 2)
        let listed = await photomania(["--provider", "flickr", "archive", "list", "-o", folder])
        #expect(listed.standardOutput.split(separator: "\n").count == 3, "the demo's photos are listed: \(listed.standardOutput)")
    }

    @Test func theServicesOwnPhotosAreNotTakenForTheDemosAlreadyDownloaded() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let demo = await photomania(["--provider", "flickr", "download", "52001006721", "--size", "q", "-o", folder])
        #expect(demo.status == 0, "\(demo.standardError)")
        try await withDemoServer { server in
            let real = await photomania(["--provider", "flickr", "--api", server.flickrBaseURL, "--consumer-key", DemoAccounts.consumerKey, "download", "52001006721", "--size", "q", "-o", folder])
            #expect(real.status == 0, "\(real.standardError)")
            #expect(real.standardError.contains("downloaded 1"), "\(real.standardError)")
            #expect(!real.standardError.contains("built-in demo"), "\(real.standardError)")
        }
        #expect(try archived(folder, as: .flickr) == [52001006721])
        #expect(try archived(folder, as: ServiceName(rawValue: "demo-flickr")) == [52001006721])
    }

    @Test func aListInAPipeIsNotToldAboutTheDemo() async throws {
        let result = await photomania(["--provider", "flickr", "photos", "--feature", "popular", "--rpp", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("built-in demo"), "\(result.standardError)")
    }

    @Test func theNoticeSaysWhereAFlickrKeyComesFromAndBreaksOnlyAtSpacesOnANarrowTerminal() async throws {
        let errors = CapturedOutput(isTerminal: true, columns: 40)
        let environment = isolatedEnvironment(dataFolder: Self.folder())
        let status = await Photomania.run(
            arguments: ["--provider", "flickr", "photos", "--rpp", "1"],
            console: Console(standardOutput: CapturedOutput(), standardError: errors, environment: environment)
        )
        #expect(status == 0, "\(errors.text)")
        let lines = errors.text.split(separator: "\n")
        #expect(lines.contains { $0 == Self.keyPage }, "the URL whole on a line of its own: \(errors.text)")
        #expect(lines.allSatisfy { $0.count <= 40 || !$0.contains(" ") }, "\(errors.text)")
        #expect(errors.text.contains("Pro account"))
        #expect(!errors.text.lowercased().contains("free"))
    }

    @Test func theGenericKeyWithFlickrIsRefusedNamingFlickrsVariable() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = await photomania(
            ["--provider", "flickr", "download", "--feature", "popular", "--limit", "2", "-o", folder], environment: ["PHOTOMANIA_CONSUMER_KEY": "myrealkey-77"]
        )
        #expect(result.status == 2)
        #expect(result.standardError.contains("PHOTOMANIA_FLICKR_KEY"), "\(result.standardError)")
        #expect(!result.standardError.contains("myrealkey-77"))
        #expect(!FileManager.default.fileExists(atPath: folder), "nothing downloaded")
    }

    @Test func flickrsOwnKeyBesideTheGenericOneIsUsed() async throws {
        try await withDemoServer { server in
            let result = await photomania(
                ["--provider", "flickr", "--api", server.flickrBaseURL, "photo", "52001006721"],
                environment: ["PHOTOMANIA_CONSUMER_KEY": "a-500px-key", "PHOTOMANIA_FLICKR_KEY": DemoAccounts.consumerKey]
            )
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    @Test func loginWithoutASecretSaysWhereAFlickrKeyComesFrom() async throws {
        let result = await photomania(["--provider", "flickr", "--api", "http://127.0.0.1:9/services", "--consumer-key", "k", "login"])
        #expect(result.status == 2)
        #expect(result.standardError.contains(Self.keyPage), "\(result.standardError)")
        #expect(result.standardError.contains("Pro account"), "\(result.standardError)")
        let help = await photomania(["--provider", "flickr", "login", "--help"])
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("get one at \(Self.keyPage) (it needs a Flickr Pro account)"), "\(help.standardOutput)")
        #expect(!words.contains("--username"), "Flickr signs in in a browser: \(help.standardOutput)")
    }
}
