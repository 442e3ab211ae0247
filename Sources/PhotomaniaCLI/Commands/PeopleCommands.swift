import PhotomaniaKit

/// `friends`, `followers`, `users` and `votes`: pages of people, as `photos` prints photos.
struct FriendsCommand: Command {
    static let spec = PeopleList.spec(.friends)
    let list: PeopleList
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) { list = try PeopleList(.friends, parsed) }
    func run(_ context: Factory) async throws -> ExitCode { try await list.run(context) }
}

struct FollowersCommand: Command {
    static let spec = PeopleList.spec(.followers)
    let list: PeopleList
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) { list = try PeopleList(.followers, parsed) }
    func run(_ context: Factory) async throws -> ExitCode { try await list.run(context) }
}

struct UsersCommand: Command {
    static let spec = PeopleList.spec(.search)
    let list: PeopleList
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) { list = try PeopleList(.search, parsed) }
    func run(_ context: Factory) async throws -> ExitCode { try await list.run(context) }
}

struct VotesCommand: Command {
    static let spec = PeopleList.spec(.votes)
    let list: PeopleList
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) { list = try PeopleList(.votes, parsed) }
    func run(_ context: Factory) async throws -> ExitCode { try await list.run(context) }
}
