import PhotomaniaKit

/// `photomania photos`: a feature stream, filtered and sorted, as a table.
struct PhotosCommand: Command {
    static let spec = CommandSpec(
        "photos",
        summary: "List a photo stream: popular, upcoming, editors, fresh today, a user's",
        options: [
            SharedOptions.featureOption(help: "The stream (default popular): " + SharedOptions.features),
            SharedOptions.categoryOption, SharedOptions.excludeOption, SharedOptions.sortOption(),
        ] + SharedOptions.sortDirectionOptions() + [
            .value("user", "NAME", short: "u", help: "A user's photos (username or id; implies --feature user); with user_friends or user_favorites, whose (default: you, when signed in)"),
        ] + SharedOptions.paging,
        exclusive: [["page", "pages", "all"], ["asc", "desc"]],
        examples: ["photomania photos --feature editors --rpp 50", "photomania photos --category Landscapes --sort rating --pages 1-3"]
    )

    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let user = try parsed.value("user").map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        let feature = try parsed.value("feature", as: Feature.init(argument:), expected: SharedOptions.expectedFeature)
            ?? (user == nil ? .popular : .user)
        if feature == .user, user == nil {
            throw parsed.usageError("'--feature user' needs '--user NAME'")
        }
        if !feature.needsUser, user != nil {
            throw parsed.usageError("'--user' goes with '--feature user', 'user_friends' or 'user_favorites'")
        }
        let query = PhotoStreamQuery(
            feature: feature,
            only: try SharedOptions.categories(parsed, "category"),
            exclude: try SharedOptions.categories(parsed, "exclude"),
            sort: try SharedOptions.streamSort(parsed),
            sortDirection: SharedOptions.direction(parsed),
            user: user
        )
        list = try PhotoList(.stream(query), parsed)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var list = self.list
        if let user = list.source.namedUser {
            _ = try await lookUpUser(user, try context.api())
        }
        list.source = try context.withSignedInUser(list.source) { feature in
            CommandFailure(message: "'--feature \(feature.rawValue)' needs '--user NAME', or a signed-in user", hint: "give --user, or run 'photomania login'", exitCode: .usage)
        }
        return try await list.run(context)
    }
}
