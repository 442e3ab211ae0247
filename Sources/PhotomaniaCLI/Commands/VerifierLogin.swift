import Foundation
import PhotomaniaKit
import PhotomaniaOAuth

/// `login` on a service that signs in in a browser (OAuth 1.0a with a verifier, Flickr): a
/// request token, the page where the person lets photomania in, the code that page shows, the
/// access token. In one run the code is typed (not echoed) or piped; a script splits it in two,
/// keeping the request token in a private file between them.
struct VerifierLogin {
    static let readOnly: Option<Bool> = .flag("read-only", help: "Ask only to read (faves and comments will be refused)")
    static let noBrowser: Option<Bool> = .flag("no-browser", help: "Do not open the sign-in page in a browser; only print it")
    static let printURL: Option<Bool> = .flag("print-url", help: "Print the sign-in page and stop; finish with --verifier CODE (needs --request-token FILE)")
    static let verifier: Option<String?> = .text("verifier", "CODE", help: "The code the sign-in page showed, for the request token in --request-token FILE")
    static let requestToken: Option<String?> = .text("request-token", "FILE", help: "Where --print-url keeps the request token (mode 0600) for --verifier")
    static let options = [readOnly.spec, noBrowser.spec, printURL.spec, verifier.spec, requestToken.spec]

    enum Step {
        /// Everything in one run: the code typed on the terminal, or the first line of standard input.
        case whole(opensBrowser: Bool)
        /// The first of two runs: the page printed, the request token kept in the file.
        case printURL(tokenFile: String)
        /// The second: the code given, the request token read from the file.
        case finish(verifier: String, tokenFile: String)
    }

    let step: Step
    let permission: OAuthPermission

    init(_ parsed: ParsedCommandLine) throws(UsageError) {
        permission = parsed[Self.readOnly] ? .read : .write
        let (file, verifier) = (try parsed[Self.requestToken], try parsed[Self.verifier])
        switch (parsed[Self.printURL], verifier, file) {
        case (true, _?, _):
            throw parsed.usageError("give --print-url in the first run and --verifier in the second, not both")
        case (true, nil, let file?):
            step = .printURL(tokenFile: file)
        case (false, let code?, let file?):
            guard !code.trimmingCharacters(in: .whitespaces).isEmpty else { throw parsed.usageError("--verifier needs the code the sign-in page showed") }
            step = .finish(verifier: code, tokenFile: file)
        case (true, nil, nil), (false, _?, nil):
            throw parsed.usageError(
                "'--\(parsed[Self.printURL] ? Self.printURL.name : Self.verifier.name)' needs --request-token FILE to keep the request token between the two runs",
                hint: "run 'photomania login --print-url --request-token FILE', then 'photomania login --verifier CODE --request-token FILE'")
        case (false, nil, _?):
            throw parsed.usageError("--request-token goes with --print-url or --verifier")
        case (false, nil, nil):
            step = .whole(opensBrowser: !parsed[Self.noBrowser])
        }
    }

    func run(_ context: Factory, service: any SigningIn, consumer: OAuthCredentials) async throws -> ExitCode {
        let flow = try service.verifierFlow(consumer: consumer)
        CoreDumps.disable()
        switch step {
        case .finish(let verifier, let file):
            guard let kept = try PrivateFile.read(file, hint: "run 'photomania login --print-url --request-token FILE' again"),
                  let token = OAuthRequestToken(saved: String(decoding: kept, as: UTF8.self))
            else {
                throw CommandFailure(message: "\(file) holds no request token", hint: "run 'photomania login --print-url --request-token \(file)' first", exitCode: .usage)
            }
            try await signIn(flow, token, verifier: verifier, context)
            unlink(file)
        case .printURL(let file):
            let token = try await flow.requestToken()
            try PrivateFile.write(Data(token.saved.utf8), to: file)
            context.console.print(flow.authorizeURL(for: token, permission: permission))
            if case .builtInDemo = context.settings.api {
                context.notice("the built-in demo server stops with this command, so this page will not open: run 'photomania serve' and give --api http://127.0.0.1:8500/services, or sign in in one run")
            }
        case .whole(let opensBrowser):
            let token = try await flow.requestToken()
            let page = flow.authorizeURL(for: token, permission: permission)
            context.console.standardError.write("Open this page, let photomania in, and type the code it shows:\n\(page)\n")
            if opensBrowser { BrowserOpener.open(page, environment: context.console.environment) }
            let typed = isatty(STDIN_FILENO) == 1 ? await TerminalPrompt.ask("Code: ", echo: false) : await TerminalPrompt.firstLineOfStandardInput()
            guard let typed, !typed.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CommandFailure(message: "no code given: not signed in", hint: "type the code the page shows, or pipe it on standard input", exitCode: .usage)
            }
            try await signIn(flow, token, verifier: typed, context)
        }
        return .success
    }

    /// The access token for the code, kept; a refused code keeps nothing (exit 4).
    private func signIn(_ flow: OAuthVerifierFlow, _ token: OAuthRequestToken, verifier: String, _ context: Factory) async throws {
        let signIn: OAuthSignIn
        do {
            signIn = try await flow.signIn(with: token, verifier: verifier)
        } catch {
            guard error.isCredentialFailure else { throw error }
            throw CommandFailure(
                message: "\(context.apiName) did not sign you in: " + Self.reason(error), hint: "run 'photomania login' again and type the code the page shows",
                exitCode: .credentials)
        }
        try LoginCommand.keep(signIn.credentials, of: signIn.username, context)
        context.console.print(LoginCommand.signedIn(to: context.apiName, as: signIn.username, account: signIn.username))
    }

    /// The OAuth problem a refusal names (`the service refused the verifier (verifier_invalid): …`).
    private static func reason(_ error: PhotomaniaError) -> String {
        if case .responseValidationFailed(_, .unacceptableStatusCode(_, let message?, _)) = error, !message.isEmpty {
            return sanitizedForTerminal(message, singleLine: true)
        }
        return "the code was refused"
    }
}
