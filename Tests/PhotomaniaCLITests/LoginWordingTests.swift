import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

/// Issue 21: `login` as `demo` said "signed in as jose_alvarez" without saying why the name
/// changed; the demo's account `demo` is its catalog's first user.
@Suite("login: the account signed in with and the user it is")
struct LoginWordingTests {
    @Test(.enabled(if: ChildProcess.binaryExists)) func signingInAsDemoSaysWhoseAccountItIs() async throws {
        let folder = FileManager.default.temporaryDirectory.path + "/photomania-login-words-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        let (status, output, errors) = try await ChildProcess.run(
            ["--config", folder + "/config.json", "-q", "login", "--username", "demo", "--password-stdin"], input: "demo\n",
            environment: ["XDG_DATA_HOME": folder + "/data"])
        #expect(status == 0, "\(errors)")
        #expect(output == "signed in to the built-in demo server as jose_alvarez (the account 'demo' is jose_alvarez's)\n")
    }

    @Test func theSameNameInAnyCaseIsSaidOnce() {
        #expect(LoginCommand.signedIn(to: "x", as: "Ana", account: "ana") == "signed in to x as Ana")
        #expect(LoginCommand.signedIn(to: "x", as: "ana", account: "ana@example.com") == "signed in to x as ana (the account 'ana@example.com' is ana's)")
    }
}
