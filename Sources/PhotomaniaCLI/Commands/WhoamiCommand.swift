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
        let api = try context.signedInAPI()
        let response: UserResponse
        do {
            response = try await api.object(.signedInUser, as: UserResponse.self)
        } catch {
            throw context.signedInFailure(error)
        }
        if let json {
            context.console.print(try JSONOutput.string(response.user, fields: json.fields))
        } else {
            context.console.print("\(response.user.username) (id \(response.user.id)) on \(context.apiName)")
        }
        return .success
    }
}
