import PhotomaniaKit

/// `photomania photos`: a feature stream, filtered and sorted, as a table.
struct PhotosCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "photos",
            summary: "List a photo stream: the site's, or a user's",
            options: SharedOptions.offeredByChosen([
                SharedOptions.featureOption(help: "The stream (default \(SharedOptions.defaultFeature)): " + SharedOptions.features),
                SharedOptions.categoryOption, SharedOptions.excludeOption, SharedOptions.sortOption(),
            ] + SharedOptions.sortDirectionOptions() + [
                SelectionKeys.user.withHelp("A user's photos (username, id or profile URL; implies --feature user, or user_favorites for their favorites page); with user_friends or user_favorites, whose (default: you, when signed in)").spec,
                SelectionKeys.group.withHelp("A group's pool (GROUP: its name in its URL, its id, or its page URL)").spec,
            ] + SharedOptions.paging),
            exclusive: SharedOptions.offeredByChosen(exclusive: [["page", "pages", "all"], ["asc", "desc"], ["group", "feature"], ["group", "user"]]),
            examples: SharedOptions.examples("photos", ["photomania photos --feature editors --rpp 50", "photomania photos --category Landscapes --sort rating --pages 1-3"])
        )
    }

    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        list = try PhotoList(SelectionOptions.read(parsed, .none), parsed)
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try await list.run(context)
    }
}
