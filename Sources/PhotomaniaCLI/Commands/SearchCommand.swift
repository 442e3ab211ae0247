import PhotomaniaKit

/// `photomania search TERM`: photos by keyword or tag, as a table.
struct SearchCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "search",
            summary: "Search photos by keyword or tag",
            options: SharedOptions.offeredByChosen([
                SelectionKeys.tag.spec,
                SelectionKeys.allMedia.spec,
                SharedOptions.categoryOption,
                SharedOptions.sortOption(help: "Sort by _score or " + SharedOptions.streamSorts, search: true),
            ] + SharedOptions.sortDirectionOptions() + SharedOptions.paging),
            positionals: [.required("TERM", help: "What to look for")],
            exclusive: [["page", "pages", "all"], ["asc", "desc"]],
            examples: SharedOptions.examples("search", ["photomania search lighthouse", "photomania search --tag night --all --json"])
        )
    }

    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        list = try PhotoList(SelectionOptions.read(parsed, .searchTerm), parsed)
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try await list.run(context)
    }
}
