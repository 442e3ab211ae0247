import Foundation
import PhotomaniaKit
import PhotomaniaOAuth

/// The signed-in tokens, one per service and API, in `credentials.json` beside the config file
/// (a `PrivateFile`). A token is only ever sent to the API it was issued by.
struct CredentialStore {
    struct Account: Codable, Equatable {
        var consumerKey: String
        var token: String
        var tokenSecret: String
        var username: String

        enum CodingKeys: String, CodingKey {
            case consumerKey = "consumer_key"
            case token
            case tokenSecret = "token_secret"
            case username
        }
    }

    /// What an account is kept under: its service and API base. The default service's accounts
    /// are kept under the API base alone (`http://127.0.0.1:8500/v1`, `built-in demo`), as every
    /// file was written before services had names; another's under both (`flickr https://…`).
    struct AccountKey: Sendable, Equatable {
        let service: ServiceName
        /// The API base URL, or `built-in demo`.
        let api: String

        var name: String {
            service == ServiceRegistry.current.defaultEntry.name ? api : service.rawValue + " " + api
        }
    }

    let path: String

    /// The account signed in to `key`'s service and API, if any.
    func account(for key: AccountKey) throws(CommandFailure) -> Account? {
        try load()[key.name]
    }

    func save(_ account: Account, for key: AccountKey) throws(CommandFailure) {
        var accounts = try load()
        accounts[key.name] = account
        try write(accounts)
    }

    /// Forgets the account of `key`; false when there was none.
    func remove(for key: AccountKey) throws(CommandFailure) -> Bool {
        var accounts = try load()
        guard accounts.removeValue(forKey: key.name) != nil else { return false }
        try write(accounts)
        return true
    }

    private func load() throws(CommandFailure) -> [String: Account] {
        let hint = "'photomania logout' and sign in again"
        guard let data = try PrivateFile.read(path, hint: hint) else { return [:] }
        guard let accounts = try? JSONDecoder().decode([String: Account].self, from: data) else {
            throw CommandFailure(message: "\(path) is not a credentials file photomania can read", hint: "remove it and run 'photomania login'")
        }
        if !accounts.isEmpty { CoreDumps.disable() }
        return accounts
    }

    private func write(_ accounts: [String: Account]) throws(CommandFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(accounts) else { throw CommandFailure(message: "cannot encode the credentials") }
        try PrivateFile.write(data, to: path)
    }
}
