import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// What every registered service owes a user, checked over each against its face on a server of
/// the test's own: its streams list its photos, what it lacks is refused in one sentence before
/// any request, its page URLs lead back to it, and downloads are filed under its name and kept
/// up to date by `--sync`. The registry is the standard one with the toy service beside it.
@Suite("Every registered service against its face")
struct ServiceConformanceTests {
    static let services = Toy.registry.entries.map(\.name.rawValue)

    /// A face serving `entry`: the standard services' on a demo server, the toy's on its own.
    struct Face {
        let entry: ServiceRegistry.Entry
        let arguments: [String]
        let requests: @Sendable () -> Int
        /// A person with photos there, for the streams that need one.
        let user = "jose_alvarez"

        func run(_ arguments: [String]) async -> RunResult {
            await ServiceRegistry.$current.withValue(Toy.registry) { await photomania(self.arguments + arguments) }
        }
    }

    static func withFace(_ name: String, _ body: (Face) async throws -> Void) async throws {
        let entry = try #require(Toy.registry.entry(named: ServiceName(rawValue: name)))
        let port: Int
        let requests: @Sendable () -> Int
        let stop: () -> Void
        if entry.name == .toy {
            let server = try HTTPServer(handler: ToyFace())
            (port, requests, stop) = (server.port, { server.statistics.requests }, server.stop)
        } else {
            let server = try DemoServer(DemoServer.Configuration(referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
            (port, requests, stop) = (server.port, { server.statistics.requests }, server.stop)
        }
        defer { stop() }
        var arguments = ["--provider", name, "--api", "http://127.0.0.1:\(port)" + entry.access.demoPath]
        if entry.access.demoWantsKey { arguments += ["--consumer-key", DemoAccounts.consumerKey] }
        try await body(Face(entry: entry, arguments: arguments, requests: requests))
    }

    @Test(arguments: services)
    func everyDeclaredStreamListsPhotos(service: String) async throws {
        try await Self.withFace(service) { face in
            for feature in face.entry.capabilities.features where feature.reach != .followed && feature != .userLiked {
                let user = feature.needsUser ? ["--user", face.user] : []
                let result = await face.run(["photos", "--feature", feature.rawValue, "--rpp", "5", "--json", "id"] + user)
                #expect(result.status == 0, "\(service) \(feature): \(result.standardError)")
                let ids = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]) ?? []
                // A person's favorites are what they marked, which a fresh demo may not hold yet.
                let mayBeEmpty = feature.reach == .person && feature != .user
                #expect(!ids.isEmpty || mayBeEmpty, "\(service) \(feature) lists no photo: \(result.standardOutput)")
                #expect(ids.allSatisfy { ($0["id"] as? Int).map { face.entry.ids.photo(String($0)) != nil } ?? false }, "\(service) \(feature): its own ids")
            }
        }
    }

    @Test(arguments: services)
    func whatItLacksIsOneSentenceExit2AndNoRequest(service: String) async throws {
        try await Self.withFace(service) { face in
            let made = face.entry.make(APIClient(session: try Session(configuration: TransportConfiguration()), configuration: APIConfiguration(baseURL: "http://127.0.0.1:9")))
            let capabilities = face.entry.capabilities
            var asked: [[String]] = []
            if !(made is any CommentReading) { asked.append(["comments", "1"]) }
            if !(made is any PeopleReading) { asked.append(["user", face.user]) }
            if !(made is any CollectionReading) { asked.append(["galleries", face.user]) }
            if !(made is any SigningIn) { asked.append(["login"]) }
            if !(made is any PhotoWriting) { asked.append(["vote", "1"]) }
            if !capabilities.searchesByTerm { asked.append(["search", "dusk"]) }
            if !capabilities.listsGroupPools { asked.append(["photos", "--group", "monochrome"]) }
            if !capabilities.filtersByCategory { asked.append(["photos", "--category", "Landscapes"]) }
            for other in Toy.registry.features where !capabilities.features.contains(other) {
                asked.append(["photos", "--feature", other.rawValue] + (other.needsUser ? ["--user", face.user] : []))
            }
            #expect(!asked.isEmpty || service == "500px", "\(service) lacks nothing?")
            for arguments in asked {
                let result = await face.run(arguments)
                let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("hint:") }
                #expect(result.status == 2 && lines.count == 1 && lines[0].hasPrefix("photomania: \(service) cannot"), "\(service) \(arguments): \(result.standardError)")
            }
            #expect(face.requests() == 0, "\(service): nothing asked of the server")
        }
    }

    @Test(arguments: services)
    func everyPageURLFormLeadsBackToTheService(service: String) throws {
        let entry = try #require(Toy.registry.entry(named: ServiceName(rawValue: service)))
        let values = ["USER": "jose_alvarez", "ID": "52001006721", "CODE": "2mBYD8s", "TAG": "sunset", "TEXT": "dusk", "TAGS": "sunset", "GROUP": "monochrome", "SLUG": "lisbon-2022",
                      "NAME": "Lighthouse_at_dusk.jpg", "NUMBER": "160432118", "HASH": "a/a7"]
        for form in entry.pageForms {
            var url = String(form.prefix { $0 != " " }).replacingOccurrences(of: #"\[[^\]]*\]"#, with: "", options: .regularExpression)
            if url.hasPrefix("…") { url = "https://" + (entry.hosts.first ?? "") + url.dropFirst() }
            for (placeholder, value) in values { url = url.replacingOccurrences(of: placeholder, with: value) }
            let read = Toy.registry.page(url)
            #expect(read?.entry.name == entry.name && read?.page != nil, "\(service): \(form) as \(url) → \(String(describing: read?.page))")
        }
    }

    @Test(arguments: services)
    func aDownloadIsFiledUnderItsNameAndASecondSyncFindsNothingNew(service: String) async throws {
        let folder = try TemporaryDirectory()
        try await Self.withFace(service) { face in
            let stream = try #require(face.entry.capabilities.newestUploadsFirst.first { !$0.needsUser }, "\(service) lists no newest uploads")
            let download = await face.run(["download", "--feature", stream.rawValue, "--limit", "3", "-o", folder.path])
            #expect(download.status == 0, "\(service): \(download.standardError)")
            let rows = await face.run(["archive", "list", "-o", folder.path, "--json"])
            #expect(rows.standardOutput.components(separatedBy: "\"\(service)\"").count - 1 == 3, "\(service): \(rows.standardOutput)")
            _ = await face.run(["download", "--feature", stream.rawValue, "--sync", "--limit", "3", "-o", folder.path])
            let again = await face.run(["download", "--feature", stream.rawValue, "--sync", "--limit", "3", "-o", folder.path])
            #expect(again.status == 0 && again.standardError.contains("downloaded 0"), "\(service): \(again.standardError)")
        }
    }
}
