import Foundation
import PhotomaniaKit
import PhotomaniaOAuth

/// `photomania login`: signs in as the service lets a program do it — a user name and password
/// exchanged for a token (500px's xAuth), or a browser page that shows a verifier code
/// (Flickr's OAuth) — and keeps the token, never the password.
struct LoginCommand: Command {
    static let writesDemoState = true
    static var spec: CommandSpec {
        CommandSpec(
            "login",
            summary: "Sign in to the API and keep the access token",
            options: SharedOptions.offeredByChosen([username.spec, passwordStdin.spec] + VerifierLogin.options),
            discussion: discussion,
            examples: SharedOptions.examples("login", ["echo demo | photomania login --username demo --password-stdin"])
        )
    }
    /// How the chosen service signs in, in its words.
    private static var discussion: String {
        let (access, method) = (PageArguments.chosen.access, PageArguments.chosen.capabilities.signIn)
        switch method {
        case .password?:
            return "\(access.title) signs in \(SignInMethod.password.how): photomania keeps the token it answers with, never the password."
        case .oauthVerifier?:
            return "\(access.title) signs in in a browser: photomania prints the page where you let it in (and opens it when it can), then asks for the code the page shows. "
                + "It needs your application's key and secret (\(access.keyVariable ?? "--consumer-key") and \(access.secretVariable ?? "--consumer-secret"))" + (access.keySource.map { "; \($0)" } ?? "") + ". "
                + "A script does that in two runs: '--print-url --request-token FILE', then '--verifier CODE --request-token FILE'."
        case nil:
            return "\(access.title) has no sign-in: photomania reads it as anyone does."
        }
    }

    static let username: Option<String?> = .text("username", "NAME", help: "The user name (asked for on the terminal when not given)")
    static let passwordStdin: Option<Bool> = .flag("password-stdin", help: "Read the password from standard input instead of the terminal")

    let username: String?
    let passwordFromStandardInput: Bool
    let verifierLogin: VerifierLogin?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        username = try parsed[Self.username]
        passwordFromStandardInput = parsed[Self.passwordStdin]
        switch settings.provider.capabilities.signIn {
        case nil:
            verifierLogin = nil
        case .password?:
            if let given = VerifierLogin.options.first(where: parsed.isGiven) {
                throw parsed.usageError("'--\(given.name)' signs in in a browser; \(settings.provider.access.title) signs in \(SignInMethod.password.how)", hint: "give --username NAME")
            }
            verifierLogin = nil
        case .oauthVerifier?:
            if let given = [Self.username.spec, Self.passwordStdin.spec].first(where: parsed.isGiven) {
                throw parsed.usageError("'--\(given.name)' signs in with a password; \(settings.provider.access.title) signs in \(SignInMethod.oauthVerifier.how)", hint: "run 'photomania login' and type the code the page shows")
            }
            verifierLogin = try VerifierLogin(parsed)
        }
        if username == nil, passwordFromStandardInput {
            throw parsed.usageError("--password-stdin needs --username", hint: "give the user name, e.g. 'photomania login --username demo --password-stdin'")
        }
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service().account()
        guard let consumer = context.consumer else {
            let access = context.settings.provider.access
            throw CommandFailure(
                message: "signing in to \(context.apiName) needs the application's consumer key and secret",
                hint: "give --consumer-key and --consumer-secret (or \(access.keyVariable ?? "--consumer-key") and \(access.secretVariable ?? "--consumer-secret"))" + (access.keySource.map { "; \($0)" } ?? ""),
                exitCode: .usage)
        }
        if let verifierLogin { return try await verifierLogin.run(context, service: service, consumer: consumer) }
        guard let username = await askUsername(), !username.isEmpty else {
            throw CommandFailure(message: "no user name given", hint: "give --username NAME", exitCode: .usage)
        }
        CoreDumps.disable()
        let password = passwordFromStandardInput ? await TerminalPrompt.firstLineOfStandardInput() : await TerminalPrompt.ask("Password for \(username): ", echo: false)
        guard let password else {
            throw CommandFailure(message: "no password given", hint: "type it when asked, or pipe it with --password-stdin", exitCode: .usage)
        }
        try service.require(signIn: .password)
        let credentials: OAuthCredentials
        do {
            credentials = try await service.signIn(as: consumer, username: username, password: password)
        } catch {
            guard error.isCredentialFailure else { throw error }
            throw CommandFailure(message: "\(context.apiName) refused the user name or password", hint: "check them and run 'photomania login' again", exitCode: .credentials)
        }
        let me = try await service.through(service.api.signed(with: credentials)).signedInUser()
        try Self.keep(credentials, of: me.username, context)
        context.console.print(Self.signedIn(to: context.apiName, as: me.username, account: username))
        return .success
    }

    /// Keeps the token for this service and API, in place of any before it.
    static func keep(_ credentials: OAuthCredentials, of username: String, _ context: Factory) throws {
        try context.credentialStore.save(
            .init(consumerKey: credentials.consumerKey, token: credentials.token ?? "", tokenSecret: credentials.tokenSecret ?? "", username: username),
            for: context.accountKey)
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
