import PhotomaniaKit

/// `photomania whoami`: the signed-in user, as the API sees the kept token (`GET /users`).
struct WhoamiCommand: Command {
    static let spec = CommandSpec(
        "whoami",
        summary: "Show the signed-in user",
        options: [UserCommand.json.spec]
    )

    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        json = try parsed[UserCommand.json]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let service = try context.signedInService()
        let user: User
        do {
            user = try await service.signedInUser()
        } catch {
            throw context.signedInFailure(error)
        }
        if let json {
            context.console.print(try JSONOutput.string(user, fields: json.fields))
        } else {
            context.console.print("\(user.username) (id \(user.id)) on \(context.apiName)")
        }
        return .success
    }
}
