import Foundation
import PhotomaniaKit

/// `photomania search TERM`: photos by keyword or tag, as a table.
struct SearchCommand: Command {
    static let spec = CommandSpec(
        "search",
        summary: "Search photos by keyword or tag",
        options: [
            .flag("tag", help: "TERM is a complete tag, not a keyword"),
            SharedOptions.categoryOption,
            SharedOptions.sortOption(help: "Sort by _score or " + SharedOptions.streamSorts, search: true),
        ] + SharedOptions.sortDirectionOptions() + SharedOptions.paging,
        positionals: [.required("TERM", help: "What to look for")],
        exclusive: [["page", "pages", "all"], ["asc", "desc"]],
        examples: ["photomania search lighthouse", "photomania search --tag night --all --json"]
    )

    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        guard let text = parsed.positionals.first?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw parsed.usageError("TERM is empty", hint: "give a word to look for, e.g. 'photomania search lighthouse'")
        }
        let query = SearchQuery(
            term: parsed.flag("tag") ? .tag(text) : .term(text),
            only: try SharedOptions.categories(parsed, "category"),
            sort: try SharedOptions.streamSort(parsed, search: true),
            sortDirection: SharedOptions.direction(parsed)
        )
        list = try PhotoList(.search(query), parsed)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        try await list.run(context)
    }
}
