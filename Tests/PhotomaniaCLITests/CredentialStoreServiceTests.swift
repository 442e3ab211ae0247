import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Accounts are kept per service and API base; a credentials file written before services had
/// names (keyed by the API base alone) is the default service's, and goes on working.
@Suite struct CredentialStoreServiceTests {
    private static let base = "http://127.0.0.1:8500/v1"
    private static let todaysFile = #"""
        {
          "\#(base)" : {
            "consumer_key" : "photomania-demo",
            "token" : "at-1-abc",
            "token_secret" : "ts-1-def",
            "username" : "ana"
          }
        }
        """#

    private func store(holding text: String) throws -> (CredentialStore, String) {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-credentials-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/credentials.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        return (CredentialStore(path: path), folder)
    }

    @Test func aFileInTodaysFormatIsTheDefaultServicesAccount() throws {
        let (store, folder) = try store(holding: Self.todaysFile)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let account = try store.account(for: CredentialStore.AccountKey(service: .fiveHundredPx, api: Self.base))
        #expect(account?.username == "ana")
        #expect(account?.token == "at-1-abc")
        #expect(try store.account(for: CredentialStore.AccountKey(service: ServiceName(rawValue: "flickr"), api: Self.base)) == nil, "another service on the same base has none")
    }

    @Test func twoServicesOnOneBaseKeepTheirOwnAccounts() throws {
        let (store, folder) = try store(holding: Self.todaysFile)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = CredentialStore.AccountKey(service: ServiceName(rawValue: "flickr"), api: Self.base)
        try store.save(.init(consumerKey: "k", token: "t-2", tokenSecret: "s-2", username: "bo"), for: other)
        #expect(try store.account(for: other)?.username == "bo")
        #expect(try store.account(for: CredentialStore.AccountKey(service: .fiveHundredPx, api: Self.base))?.username == "ana")
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.path))) as? [String: Any])
        #expect(Set(stored.keys) == [Self.base, "flickr " + Self.base], "the default service's key is as it was, so an older photomania still reads it")
        #expect(try store.remove(for: other))
        #expect(try store.account(for: CredentialStore.AccountKey(service: .fiveHundredPx, api: Self.base))?.username == "ana")
    }

    @Test func whoamiReadsAFileInTodaysFormat() async throws {
        try await withDemoServer { server in
            let signed = try await SignedInDemo.signIn(server)
            defer { signed.remove() }
            let path = signed.folder + "/credentials.json"
            let kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: [String: String]])
            // Today's format, as the release before services wrote it: the API base, nothing else.
            let account = try #require(kept[server.baseURL])
            let todays = try JSONSerialization.data(withJSONObject: [server.baseURL: account], options: [.prettyPrinted, .sortedKeys])
            try todays.write(to: URL(fileURLWithPath: path))
            chmod(path, 0o600)
            let whoami = await photomania(signed.options + ["whoami"])
            #expect(whoami.status == 0, "\(whoami.standardError)")
            #expect(whoami.standardOutput.hasPrefix(signed.username + " (id "))
        }
    }
}
