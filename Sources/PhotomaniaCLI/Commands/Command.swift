import PhotomaniaKit

/// What the parser, `--help`, the man page and the completions know of a command: its spec.
protocol DeclaredCommand: Sendable {
    static var spec: CommandSpec { get }
}

/// One command of the program: what it accepts, its arguments read and checked before anything
/// runs, and how it runs.
protocol Command: DeclaredCommand {
    /// Reads the parsed arguments; what the parser cannot check is a usage error here.
    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError)
    func run(_ context: Factory) async throws -> ExitCode
    /// Whether the command may sign in or write (vote, comment): then the built-in demo server
    /// creates its state file when there is none yet; other commands leave the disk alone.
    static var writesDemoState: Bool { get }
    /// Whether the command saves photos to files: then a run the built-in demo answers says so
    /// on stderr even when it is not a terminal (a cron job's log).
    static var savesFiles: Bool { get }
    /// Whether the command reads the terminal's keys itself (`browse`): then keys typed while the
    /// terminal was asked how to draw are handed to it (`Factory.takeTypedKeys()`) rather than
    /// given back to the terminal.
    static var readsKeys: Bool { get }
    /// The settings the run goes by: the options' own, unless the command needs otherwise.
    func settingsForRun(_ settings: Settings) -> Settings
}

extension Command {
    static var writesDemoState: Bool { false }
    static var savesFiles: Bool { false }
    static var readsKeys: Bool { false }
    func settingsForRun(_ settings: Settings) -> Settings { settings }
}

/// A command that names others and runs none itself (`archive` of `archive list`); its spec
/// holds theirs as its subcommands.
protocol CommandGroup: DeclaredCommand {
    static var subcommands: [any Command.Type] { get }
}

/// Options and help texts several commands share.
enum SharedOptions {
    /// The chosen service's streams; before one is chosen (the spec the command line is read
    /// with, completions, the man page), every registered service's.
    static var streams: [Feature] { PageArguments.provider?.capabilities.features ?? ServiceRegistry.current.features }
    static var features: String { streams.map(\.rawValue).joined(separator: ", ") }
    /// The stream listed when none is named.
    static var defaultFeature: String { PageArguments.chosen.capabilities.defaultFeature.rawValue }
    /// The orders the chosen service lists photos in, but search relevance.
    static var streamSorts: String { PageArguments.chosen.capabilities.sorts.filter { !$0.isSearchOnly }.map(\.rawValue).joined(separator: ", ") }
    static var sizeHelp: String {
        "Image size: an id (1-6, 20, 21, 30, 31, 100, 200, 440, 600, 1080, 1600, 2048) or tiny/small/medium/large/xlarge"
            + (PageArguments.chosen.access.sizeWords.map { ", or " + $0 } ?? "")
    }
    static var expectedFeature: String { "a stream such as " + PageArguments.chosen.capabilities.features.prefix(2).map(\.rawValue).joined(separator: " or ") }
    static let expectedSize = "a size id such as 4 or 2048, or tiny/small/medium/large/xlarge"

    /// `--size SIZE`: an image size by id or name, or by a word of the run's service; a usage
    /// error names that service's words too.
    static var size: Option<ImageSize?> {
        Option(.value("size", "SIZE", help: sizeHelp, known: ImageSize.documented.map { String($0.rawValue) } + ImageSize.documented.map(\.name))) { parsed, spec throws(UsageError) in
            guard let raw = parsed.texts(of: spec).last else { return nil }
            let expected = expectedSize + (PageArguments.chosen.access.sizeWords.map { ", or " + $0 } ?? "")
            return try parsed.converted(raw, label: "'\(spec.longForm)'", known: spec.knownValues, expected: expected, convert: imageSize(_:))
        }
    }

    /// A size by id or name, or by a word of the run's service (Flickr's letters and labels).
    static func imageSize(_ text: String) -> ImageSize? {
        ImageSize(argument: text) ?? PageArguments.chosen.access.sizeWord(text)
    }
    /// `-o DIR`: where downloads go.
    static let output: Option<PathArgument?> = .folder("output", short: "o", help: "Directory for the files (default: the config's download_dir, else the current one)")
    static let nsfw: Option<Bool> = .flag("nsfw", help: "Also show photos marked NSFW (hidden by default)")
    static let thumbs: Option<Bool> = .flag("thumbs", help: "Draw each photo's thumbnail beside it (on a terminal)")
    static let json: Option<JSONRequest?> = .json(help: "Print a JSON array instead of a table; --json id,name,user.username: only those fields")

    /// The options of a photo list: paging, `--nsfw`, `--filter` and the date bounds, `--json`, `--thumbs`.
    static var paging: [OptionSpec] {
        [PagingOptions.page.spec, PagingOptions.pages.spec, PagingOptions.all.spec, PagingOptions.rpp.spec, nsfw.spec]
            + FilterOption.specs + [json.spec, thumbs.spec]
    }

    /// The paging options of any list: `--page N`, `--pages A-B`, `--all`, `--rpp N`, `--json`.
    static let listPaging = [PagingOptions.page.spec, PagingOptions.pages.spec, PagingOptions.all.spec, PagingOptions.rpp.spec, json.spec]


    /// `--page 99` of 5 lists nothing: a sentence and exit 1 rather than an empty table.
    static func checkNotPastTheLastPage(_ pages: PageRange, totalPages: Int) throws(CommandFailure) {
        guard pages.first > max(totalPages, 1) else { return }
        throw CommandFailure(
            message: "page \(pages.first) is past the last page (\(totalPages))",
            hint: totalPages > 0 ? "pages run from 1 to \(totalPages)" : "there is nothing to list"
        )
    }

    /// `ID`: a photo id, or a photo page URL.
    static func photoID(help: String = "The photo's id") -> Argument<PhotoID> {
        Argument(.required("ID", help: help)) { parsed, spec throws(UsageError) in
            try PageArguments.photoID(parsed.texts(of: spec).first ?? "", parsed)
        }
    }
}
