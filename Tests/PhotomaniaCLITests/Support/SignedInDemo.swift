import Foundation
import PhotomaniaKit
import PhotomaniaServer

/// A config folder signed in to a test's `DemoServer` as the demo user, through `login` itself;
/// `options` are the global options that use it, for any photomania command.
struct SignedInDemo {
    let folder: String
    let options: [String]
    let username: String
    let userID: Int

    /// Logs in with the documented demo account; the folder is removed by `remove()`.
    static func signIn(_ server: DemoServer) async throws -> SignedInDemo {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-signed-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        let options = [
            "--config", folder + "/config.json", "--api", server.baseURL,
            "--consumer-key", DemoAccounts.consumerKey, "--consumer-secret", DemoAccounts.consumerSecret,
        ]
        do {
            return try await signIn(keepingIn: folder, options: options)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    private static func signIn(keepingIn folder: String, options: [String]) async throws -> SignedInDemo {
        let (status, _, errors) = try await ChildProcess.run(options + ["-q", "login", "--username", DemoAccounts.username, "--password-stdin"], input: DemoAccounts.password + "\n")
        guard status == 0 else { throw Failure(message: "login: \(errors)") }
        let (whoStatus, who, whoErrors) = try await ChildProcess.run(options + ["-q", "whoami", "--json"])
        guard whoStatus == 0, let user = try JSONSerialization.jsonObject(with: Data(who.utf8)) as? [String: Any],
              let username = user["username"] as? String, let id = user["id"] as? Int
        else { throw Failure(message: "whoami: \(who) \(whoErrors)") }
        return SignedInDemo(folder: folder, options: options, username: username, userID: id)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The photo as the server describes it to the signed-in user, through `photo --json`.
    func photo(_ id: PhotoID) async throws -> [String: Any] {
        let (status, output, errors) = try await ChildProcess.run(options + ["-q", "photo", String(id), "--json"])
        guard status == 0, let photo = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw Failure(message: "photo \(id): \(errors)")
        }
        return photo
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
