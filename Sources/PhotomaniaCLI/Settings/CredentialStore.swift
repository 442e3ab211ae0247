import Foundation
import PhotomaniaKit
import PhotomaniaOAuth

/// The signed-in tokens, one per service and API, in `credentials.json` beside the config file: created with
/// mode 0600 and replaced atomically; a file that group or others may read is refused, as ssh
/// refuses a readable key. A token is only ever sent to the API it was issued by.
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
            service == ServiceRegistry.standard.defaultEntry.name ? api : service.rawValue + " " + api
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
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return [:] }
            throw CommandFailure(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw CommandFailure(
                message: "\(path) may be read by other users, so its tokens are not used",
                hint: "run 'chmod 600 \(path)', or 'photomania logout' and sign in again")
        }
        guard let data = FileManager.default.contents(atPath: path),
              let accounts = try? JSONDecoder().decode([String: Account].self, from: data)
        else {
            throw CommandFailure(message: "\(path) is not a credentials file photomania can read", hint: "remove it and run 'photomania login'")
        }
        if !accounts.isEmpty { CoreDumps.disable() }
        return accounts
    }

    /// Writes a new file beside the old one (mode 0600 from the start), makes it durable, then
    /// renames it over the old: a reader sees the old accounts or the new, never half a file.
    private func write(_ accounts: [String: Account]) throws(CommandFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(accounts) else { throw CommandFailure(message: "cannot encode the credentials") }
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(writing: temporary) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, synced, rename(temporary, path) == 0 else {
            let error = failure(writing: path)
            unlink(temporary)
            throw error
        }
    }

    private func failure(writing file: String) -> CommandFailure {
        CommandFailure(message: "cannot write \(file): \(String(cString: strerror(errno)))")
    }
}
