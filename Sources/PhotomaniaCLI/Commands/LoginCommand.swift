import Foundation
import PhotomaniaKit
import PhotomaniaOAuth

/// `photomania login`: exchanges a user name and password for an access token (xAuth) and keeps
/// the token, never the password.
struct LoginCommand: Command {
    static let writesDemoState = true
    static let spec = CommandSpec(
        "login",
        summary: "Sign in to the API and keep the access token",
        options: [username.spec, passwordStdin.spec]
    )
    static let username: Option<String?> = .text("username", "NAME", help: "The user name (asked for on the terminal when not given)")
    static let passwordStdin: Option<Bool> = .flag("password-stdin", help: "Read the password from standard input instead of the terminal")

    let username: String?
    let passwordFromStandardInput: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        username = try parsed[Self.username]
        passwordFromStandardInput = parsed[Self.passwordStdin]
        if username == nil, passwordFromStandardInput {
            throw parsed.usageError("--password-stdin needs --username", hint: "give the user name, e.g. 'photomania login --username demo --password-stdin'")
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        guard let consumer = context.consumer else {
            throw CommandFailure(
                message: "signing in to \(context.apiName) needs the application's consumer key and secret",
                hint: "give --consumer-key and --consumer-secret (or PHOTOMANIA_CONSUMER_KEY and PHOTOMANIA_CONSUMER_SECRET)", exitCode: .usage)
        }
        guard let username = await askUsername(), !username.isEmpty else {
            throw CommandFailure(message: "no user name given", hint: "give --username NAME", exitCode: .usage)
        }
        CoreDumps.disable()
        let password = passwordFromStandardInput ? await TerminalPrompt.firstLineOfStandardInput() : await TerminalPrompt.ask("Password for \(username): ", echo: false)
        guard let password else {
            throw CommandFailure(message: "no password given", hint: "type it when asked, or pipe it with --password-stdin", exitCode: .usage)
        }
        let service = try context.service()
        try service.require(signIn: .password)
        let credentials: OAuthCredentials
        do {
            credentials = try await service.signIn(as: consumer, username: username, password: password)
        } catch {
            guard error.isCredentialFailure else { throw error }
            throw CommandFailure(message: "\(context.apiName) refused the user name or password", hint: "check them and run 'photomania login' again", exitCode: .credentials)
        }
        let me = try await service.signed(with: credentials).signedInUser()
        try context.credentialStore.save(
            .init(consumerKey: consumer.consumerKey, token: credentials.token ?? "", tokenSecret: credentials.tokenSecret ?? "", username: me.username),
            for: context.accountKey)
        context.console.print(Self.signedIn(to: context.apiName, as: me.username, account: username))
        return .success
    }

    /// `signed in to … as ana`; when the name signed in with is not the user's name (the demo's
    /// account `demo` is its catalog's first user, a server may take an e-mail address), both.
    static func signedIn(to apiName: String, as user: String, account: String) -> String {
        let line = "signed in to \(apiName) as \(user)"
        guard account.lowercased() != user.lowercased() else { return line }
        return line + " (the account '\(account)' is \(user)'s)"
    }

    private func askUsername() async -> String? {
        if let username { return username }
        return await TerminalPrompt.ask("User name: ", echo: true)
    }
}
