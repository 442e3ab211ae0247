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
        case photo(Int)
    }

    let kind: Kind
    let subject: Subject
    let pages: PageRange
    let perPage: Int
    let json: Bool
    let jsonFields: JSONFieldSelection?

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
        subject = switch kind {
        case .friends, .followers: .user(try PageArguments.user(argument, parsed))
        case .search: .term(argument)
        case .votes: .photo(try PageArguments.photoID(argument, parsed))
        }
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        let output = try parsed[SharedOptions.json]
        (json, jsonFields) = (output != nil, output?.fields)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let api = kind == .votes ? try context.signedInAPI() : try context.api()
        let walk = PageWalk<User>(pages, api: api, route: try await routes(api))
        let (people, last, stop): ([User], Page<User>?, PageWalkStop?)
        do {
            (people, last, stop) = try await walk.collect()
        } catch {
            throw kind == .votes ? context.signedInFailure(error) : error
        }
        try SharedOptions.checkNotPastTheLastPage(pages, totalPages: last?.totalPages ?? 0)
        if json {
            context.console.print(try JSONOutput.string(people, fields: jsonFields))
        } else {
            UserTableView(users: people, console: context.console, colors: context.settings.colors).printTable()
        }
        if let stop { context.notice(stop.description) }
        let total = last?.totalItems ?? 0
        context.printSummary("\(pagesText(from: pages.first, to: last)) · \(counted(total, "person", plural: "people"))", json: json)
        return .success
    }

    /// The route of each page; a user given by name is looked up once, for the id these take.
    private func routes(_ api: APIClient) async throws -> @Sendable (Int) -> Router {
        let perPage = perPage
        switch subject {
        case .user(let lookup):
            let id = try await lookUpUserID(lookup, api)
            if kind == .friends { return { page in .friends(userID: id, page: page, perPage: perPage) } }
            return { page in .followers(userID: id, page: page, perPage: perPage) }
        case .term(let term):
            return { page in .userSearch(term: term, page: page, perPage: perPage) }
        case .photo(let id):
            return { page in .votes(photoID: id, page: page, perPage: perPage) }
        }
    }
}
