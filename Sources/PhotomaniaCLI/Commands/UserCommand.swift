import Foundation
import PhotomaniaKit

/// `photomania user NAME|ID`: a profile.
struct UserCommand: Command {
    static let spec = CommandSpec(
        "user",
        summary: "Show a user's profile",
        options: [json.spec],
        positionals: [user.spec]
    )
    static let json: Option<JSONRequest?> = .json(help: "Print the user as JSON; --json id,username: only those fields")
    static let user: Argument<String> = .required("USER", help: "A username, a numeric id or a profile URL")

    let lookup: LinkedArguments<UserLookup>
    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let argument = try parsed[Self.user].trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty else {
            throw parsed.usageError("USER is empty", hint: "give a username or an id, e.g. 'photomania user jose_alvarez'")
        }
        lookup = try LinkedArguments { () throws(UsageError) in try PageArguments.user(argument, parsed) }
        json = try parsed[Self.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service()
        let user = try await lookUpUser(try await context.follow(lookup, on: service), service)
        if let json {
            context.console.print(try JSONOutput.string(user, fields: json.fields))
        } else {
            context.console.print(UserView(user: user, width: context.console.width).render())
        }
        return .success
    }
}
