import PhotomaniaKit

/// `photomania whoami`: the signed-in user, as the API sees the kept token (`GET /users`).
struct WhoamiCommand: Command {
    static let spec = CommandSpec(
        "whoami",
        summary: "Show the signed-in user",
        options: [.flag("json", help: "Print the user as JSON")]
    )

    let json: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        // Asked first, so that a refused credentials file is said, not passed over.
        _ = try context.credentialStore.account(for: context.accountKey)
        let api = try context.api()
        guard api.configuration.credentials != nil else {
            throw CommandFailure(message: "not signed in to \(context.apiName)", hint: "run 'photomania login'", exitCode: .credentials)
        }
        let response: UserResponse
        do {
            response = try await api.object(.signedInUser, as: UserResponse.self)
        } catch {
            guard error.isCredentialFailure else { throw error }
            throw CommandFailure(message: "\(context.apiName) no longer accepts the kept token", hint: "run 'photomania login'", exitCode: .credentials)
        }
        if json {
            context.console.print(try JSONOutput.string(response.user))
        } else {
            context.console.print("\(response.user.username) (id \(response.user.id)) on \(context.apiName)")
        }
        return .success
    }
}
