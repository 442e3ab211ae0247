import PhotomaniaKit

/// What `friends`, `followers`, `users` and `votes` share: whose people, the pages to walk, and
/// printing them as one table or JSON array.
struct PeopleList {
    enum Kind {
        case friends, followers, search, votes
    }

    enum Subject {
        case user(UserLookup)
        case term(String)
        case photo(PhotoID)
    }

    let kind: Kind
    let subject: LinkedArguments<Subject>
    let pages: PageRange
    let perPage: Int
    let json: JSONRequest?

    static func spec(_ kind: Kind) -> CommandSpec {
        let options = SharedOptions.listPaging
        return switch kind {
        case .friends:
            CommandSpec("friends", summary: "List the people a user follows", options: options,
                        positionals: [.required("USER", help: "A username, an id or a profile URL")], examples: ["photomania friends jose_alvarez --all"])
        case .followers:
            CommandSpec("followers", summary: "List the people who follow a user", options: options,
                        positionals: [.required("USER", help: "A username, an id or a profile URL")], examples: ["photomania followers jose_alvarez"])
        case .search:
            CommandSpec("users", summary: "Search people by user name or name", options: options,
                        positionals: [.required("TERM", help: "Part of a user name or a name")], examples: ["photomania users ana"])
        case .votes:
            CommandSpec("votes", summary: "List who liked a photo (needs a signed-in user)", options: options,
                        positionals: [.required("ID", help: "A photo id or page URL")], examples: ["photomania votes 1006721"])
        }
    }

    init(_ kind: Kind, _ parsed: ParsedCommandLine) throws(UsageError) {
        self.kind = kind
        let argument = parsed.positionals.first?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !argument.isEmpty else { throw parsed.usageError("\(kind == .search ? "TERM" : "USER") is empty") }
        subject = try LinkedArguments { () throws(UsageError) in
            switch kind {
            case .friends, .followers: .user(try PageArguments.user(argument, parsed))
            case .search: .term(argument)
            case .votes: .photo(try PageArguments.photoID(argument, parsed))
            }
        }
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        json = try parsed[SharedOptions.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try context.service().peopleReader().require(asked)
        let service: any PeopleReading = kind == .votes ? try context.signedInService() : try context.service().peopleReader()
        let (selection, perPage) = (try await selection(service, context), perPage)
        let walk = PageWalk<User>(pages) { cursor async throws(PhotomaniaError) in try await service.people(selection, at: cursor, perPage: perPage) }
        let people: (items: [User], last: Page<User>?, stop: PageWalkStop?)
        do {
            people = try await walk.collect()
        } catch {
            throw kind == .votes ? context.signedInFailure(error) : error
        }
        try await ListPrinter(columns: .users, json: json).print(people, pages: pages, counting: "person", plural: "people", context)
        return .success
    }

    /// The kind of people list, as services offer them.
    private var asked: PeopleSelection.Kind {
        switch kind {
        case .friends: .following
        case .followers: .followers
        case .search: .search
        case .votes: .voters
        }
    }

    /// Whose people; a user given by name (or by a short link, followed) is looked up once, for
    /// the id these take.
    private func selection(_ service: any PhotoService, _ context: Factory) async throws -> PeopleSelection {
        switch try await context.follow(subject, on: service) {
        case .user(let lookup):
            let id = try await lookUpUserID(lookup, service)
            return kind == .friends ? .following(userID: id) : .followers(userID: id)
        case .term(let term):
            return .search(term)
        case .photo(let id):
            return .voters(photoID: id)
        }
    }
}
