import PhotomaniaKit

/// `photomania logout`: forgets this API's access token.
struct LogoutCommand: Command {
    static let spec = CommandSpec("logout", summary: "Forget the access token kept for the API")

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {}

    func run(_ context: Factory) async throws -> ExitCode {
        guard try context.credentialStore.remove(for: context.accountKey) else {
            throw CommandFailure(message: "not signed in to \(context.apiName)")
        }
        context.console.print("signed out of \(context.apiName)")
        return .success
    }
}
