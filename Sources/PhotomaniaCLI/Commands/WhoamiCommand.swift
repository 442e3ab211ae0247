import PhotomaniaKit

/// `photomania whoami`: the signed-in user, as the API sees the kept token (`GET /users`).
struct WhoamiCommand: Command {
    static let spec = CommandSpec(
        "whoami",
        summary: "Show the signed-in user",
        options: [.fields("json", help: "Print the user as JSON; --json id,username: only those fields")]
    )

    let json: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let service = try context.signedInService()
        let user: User
        do {
            user = try await service.signedInUser()
        } catch {
            throw context.signedInFailure(error)
        }
        if json {
            context.console.print(try JSONOutput.string(user, fields: context.jsonFields))
        } else {
            context.console.print("\(user.username) (id \(user.id)) on \(context.apiName)")
        }
        return .success
    }
}
