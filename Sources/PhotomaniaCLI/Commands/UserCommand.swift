import Foundation
import PhotomaniaKit

/// `photomania user NAME|ID`: a profile.
enum UserCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        let argument = parsed.positionals.first ?? ""
        let api = try context.api()
        let response = try await PhotoCommand.naming("user '\(argument)'", hint: "check the username or id") {
            try await api.object(.user(UserLookup(argument)), as: UserResponse.self)
        }
        if parsed.flag("json") {
            context.console.print(try JSONOutput.string(response.user))
        } else {
            context.console.print(UserView(user: response.user, width: context.console.width).render())
        }
        return .success
    }
}
