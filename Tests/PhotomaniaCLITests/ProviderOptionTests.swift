import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

/// `--provider NAME` (`PHOTOMANIA_PROVIDER`, the config's `provider`) picks the service; the
/// config file gives each service its own section; a page URL of a service's own site goes with
/// that service.
@Suite struct ProviderOptionTests {
    private func configFolder(_ json: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-provider-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        return folder
    }

    @Test func anUnknownNameIsAUsageErrorListingTheKnownOnes() async throws {
        let folder = try configFolder(#"{"provider": "nopesvc"}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (arguments, environment, source) in [
            (["--provider", "nopesvc", "photos"], [:], "'--provider'"),
            (["photos"], ["PHOTOMANIA_PROVIDER": "nopesvc"], "PHOTOMANIA_PROVIDER"),
            (["--config", folder + "/config.json", "photos"], [:], folder + "/config.json"),
        ] {
            let result = await photomania(arguments, environment: environment)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError == """
                photomania: \(source) names no service photomania knows: 'nopesvc'
                hint: the ones it knows are 500px, flickr, commons. See 'photomania photos --help'.

                """, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func fiveHundredPxNamedOrNotListsTheSame() async throws {
        let plain = await photomania(["photos", "--json", "id"])
        #expect(plain.status == 0)
        for (arguments, environment) in [(["--provider", "500px", "photos", "--json", "id"], [:]), (["photos", "--json", "id"], ["PHOTOMANIA_PROVIDER": "500px"])] {
            let named = await photomania(arguments, environment: environment)
            #expect(named.status == 0, "\(named.standardError)")
            #expect(named.standardOutput == plain.standardOutput)
        }
    }

    @Test func configShowsTheProviderAndWhereItCameFrom() async throws {
        func row(_ result: RunResult) throws -> [String: Any]? {
            let rows = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
            return rows?.first { $0["setting"] as? String == "provider" }
        }
        let byDefault = try row(await photomania(["config", "--json"]))
        #expect(byDefault?["value"] as? String == "500px")
        #expect(byDefault?["source"] as? String == "default")
        let fromEnvironment = try row(await photomania(["config", "--json"], environment: ["PHOTOMANIA_PROVIDER": "500px"]))
        #expect(fromEnvironment?["source"] as? String == "environment")
        #expect(fromEnvironment?["from"] as? String == "PHOTOMANIA_PROVIDER")
        let fromFlag = try row(await photomania(["--provider", "500px", "config", "--json"]))
        #expect(fromFlag?["from"] as? String == "--provider")
    }

    @Test func aServicesSectionGivesItsAPIAndWinsOverTheTopLevelKeys() async throws {
        try await withDemoServer { server in
            for json in [
                #"{"500px": {"api": "\#(server.baseURL)"}}"#,
                #"{"api": "\#(server.baseURL)"}"#,
                #"{"api": "http://127.0.0.1:9/v1", "500px": {"api": "\#(server.baseURL)"}}"#,
            ] {
                let folder = try configFolder(json)
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let config = await photomania(["--config", folder + "/config.json", "config", "--json", "setting,value"])
                #expect(config.standardOutput.contains(#"{"setting":"api","value":"\#(server.baseURL)"}"#) || config.standardOutput.contains(server.baseURL), "\(json): \(config.standardOutput)")
                let photos = await photomania(["--config", folder + "/config.json", "photos", "--rpp", "2", "--json", "id"])
                #expect(photos.status == 0, "\(json): \(photos.standardError)")
                let direct = await photomania(["--api", server.baseURL, "photos", "--rpp", "2", "--json", "id"])
                #expect(photos.standardOutput == direct.standardOutput)
            }
        }
    }

    @Test func aSectionsMistakesNameTheirKeyInFull() async throws {
        for (json, expected) in [
            (#"{"500px": {"api": "ftp://x"}}"#, #"500px.api: expected an http(s) URL such as http://127.0.0.1:8500/v1, got the string "ftp://x""#),
            (#"{"500px": {"jobs": 3}}"#, "unknown key '500px.jobs'"),
            (#"{"500px": "x"}"#, #"500px: expected an object with the keys api, consumer_key, consumer_secret, got the string "x""#),
            (#"{"nopesvc": {"api": "http://x/v1"}}"#, "unknown key 'nopesvc'"),
        ] {
            let folder = try configFolder(json)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = await photomania(["--config", folder + "/config.json", "photos"])
            #expect(result.status == 2, "\(json)")
            #expect(result.standardError.contains(expected), "\(json): \(result.standardError)")
        }
    }

    @Test func helpTheManPageAndTheCompletionsListIt() async throws {
        let help = await photomania(["--help"])
        #expect(help.standardOutput.contains("--provider NAME"))
        #expect(help.standardOutput.contains("The photo service: 500px"))
        #expect(await photomania(["manpage"]).standardOutput.contains("provider"))
        for shell in ["bash", "zsh", "fish"] {
            #expect(await photomania(["completions", shell]).standardOutput.contains("provider"), "\(shell)")
        }
    }

    /// A second service claiming its own site, as the next one registers.
    static let picturesite = ServiceRegistry.Entry(
        name: ServiceName(rawValue: "picturesite"), capabilities: FiveHundredPx.capabilities, hosts: ["example.org"],
        pageForms: ["…/pictures/ID"],
        page: { segments in segments.count == 2 && segments[0] == "pictures" ? Int(segments[1]).map { PageURL.photo(id: PhotoID($0)) } : nil },
        make: FiveHundredPx.init(api:), access: FiveHundredPx.access
    )
    static let two = ServiceRegistry(default: ServiceRegistry.standard.defaultEntry, others: [picturesite])

    @Test func aPageOfAnotherServicesSiteAndProviderDisagreeInOneSentence() throws {
        let url = "https://www.example.org/pictures/42"
        let named = try parse(arguments: ["--provider", "500px", "download", url], spec: PhotomaniaCommandLine.spec)
        do {
            _ = try PageArguments.page(url, named, registry: Self.two)
            Issue.record("expected a usage error")
        } catch {
            #expect(error.description == """
                photomania: '\(url)' is a picturesite page, and --provider says 500px
                hint: leave out --provider: a page URL picks its service. See 'photomania download --help'.
                """)
        }
        let plain = try parse(arguments: ["download", url], spec: PhotomaniaCommandLine.spec)
        #expect(try PageArguments.page(url, plain, registry: Self.two) == .photo(id: 42), "the URL's host picks its service")
        let same = try parse(arguments: ["--provider", "picturesite", "download", url], spec: PhotomaniaCommandLine.spec)
        #expect(try PageArguments.page(url, same, registry: Self.two) == .photo(id: 42))
    }

    @Test func aHostNoServiceClaimsIsReadByTheChosenProvider() throws {
        let url = "http://127.0.0.1:8500/pictures/42"
        let chosen = try parse(arguments: ["--provider", "picturesite", "download", url], spec: PhotomaniaCommandLine.spec)
        #expect(try PageArguments.page(url, chosen, registry: Self.two) == .photo(id: 42), "a mirror of the chosen service")
        let byDefault = try parse(arguments: ["download", url], spec: PhotomaniaCommandLine.spec)
        #expect(throws: UsageError.self, "500px's rules know no …/pictures/ID") { try PageArguments.page(url, byDefault, registry: Self.two) }
    }
}
