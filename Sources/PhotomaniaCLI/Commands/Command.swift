import PhotomaniaKit

/// One command of the program: what it accepts, its arguments read and checked before anything
/// runs, and how it runs.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    /// Reads the parsed arguments; what the parser cannot check is a usage error here.
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError)
    func run(_ context: CommandContext) async throws -> ExitCode
    /// Whether the command may sign in or write (vote, comment): then the built-in demo server
    /// creates its state file when there is none yet; other commands leave the disk alone.
    static var writesDemoState: Bool { get }
}

extension Command {
    static var writesDemoState: Bool { false }
}

/// Options and help texts several commands share.
enum SharedOptions {
    static let features = Feature.allCases.map(\.rawValue).joined(separator: ", ")
    static let streamSorts = SortField.allCases.filter { !$0.isSearchOnly }.map(\.rawValue).joined(separator: ", ")
    static let sizeHelp = "Image size: an id (1-6, 20, 21, 30, 31, 100, 200, 440, 600, 1080, 1600, 2048) or tiny/small/medium/large/xlarge"
    static let expectedFeature = "a feature such as popular or editors"
    static let expectedSize = "a size id such as 4 or 2048, or tiny/small/medium/large/xlarge"

    static let paging: [OptionSpec] = [
        .value("page", "N", help: "Show page N (default 1)"),
        .value("pages", "A-B", help: "Walk pages A to B"),
        .flag("all", help: "Walk every page"),
        .value("rpp", "N", help: "Photos per page, 1-100 (default 20)"),
        .flag("nsfw", help: "Also show photos marked NSFW (hidden by default)"),
        .fields("json", help: "Print a JSON array instead of a table; --json id,name,user.username: only those fields"),
        .flag("thumbs", help: "Draw each photo's thumbnail beside it (on a terminal)"),
    ]

    /// The paging options of any list: `--page N`, `--pages A-B`, `--all`, `--rpp N`, `--json`.
    static let listPaging: [OptionSpec] = paging.filter { ["page", "pages", "all", "rpp", "json"].contains($0.name) }

    /// `--all`, `--pages A-B` or `--page N`; `otherwise` (page 1) when none is given.
    static func pages(_ parsed: ParsedCommandLine, otherwise: PageRange = PageRange(first: 1, last: 1)) throws(UsageError) -> PageRange {
        if parsed.flag("all") { return PageRange(first: 1, last: nil) }
        if let range = try parsed.pageRange("pages") { return range }
        guard let page = try parsed.int("page", range: 1...) else { return otherwise }
        return PageRange(first: page, last: page)
    }

    /// `--sort FIELD`: any photo order but search relevance, which only a search takes.
    static func streamSort(_ parsed: ParsedCommandLine, search: Bool = false) throws(UsageError) -> SortField? {
        try parsed.value(
            "sort", as: { SortField(argument: $0).flatMap { search || !$0.isSearchOnly ? $0 : nil } },
            expected: search ? "a sort field such as _score or rating" : "a sort field such as rating or created_at"
        )
    }

    /// `--page 99` of 5 lists nothing: a sentence and exit 1 rather than an empty table.
    static func checkNotPastTheLastPage(_ pages: PageRange, totalPages: Int) throws(CommandFailure) {
        guard pages.first > max(totalPages, 1) else { return }
        throw CommandFailure(
            message: "page \(pages.first) is past the last page (\(totalPages))",
            hint: totalPages > 0 ? "pages run from 1 to \(totalPages)" : "there is nothing to list"
        )
    }

    static func categories(_ parsed: ParsedCommandLine, _ name: String) throws(UsageError) -> [Category] {
        try parsed.values(name, as: Category.init(argument:), expected: "a category name such as Landscapes or 'Black and White'")
    }

    /// The photo id (or photo page URL) in the command's first positional.
    static func photoID(_ parsed: ParsedCommandLine) throws(UsageError) -> PhotoID {
        try PageArguments.photoID(parsed.positionals.first ?? "", parsed)
    }
}
