import Testing

@testable import PhotomaniaCLI

/// A small command line resembling photomania's `photos`, `download`, `photo` and `cache`.
enum FakeSpec {
    static let photos = CommandSpec(
        "photos",
        summary: "List photos of a feature, category or user",
        options: [
            .value("feature", "F", help: "Feature to list", choices: ["popular", "upcoming", "editors"]),
            .repeatable("category", "NAME", help: "Only photos in this category"),
            .value("sort", "FIELD", help: "Sort by this field"),
            .flag("asc", help: "Sort ascending"),
            .value("page", "N", help: "Page to show"),
            .value("pages", "A-B", help: "Walk pages A to B"),
            .flag("all", help: "Walk every page"),
            .value("rpp", "N", help: "Photos per page, 1 to 100"),
            .flag("json", help: "Print JSON"),
        ],
        exclusive: [["page", "pages", "all"]],
        examples: ["photomania photos --feature upcoming --pages 1-3"]
    )

    static let download = CommandSpec(
        "download",
        summary: "Download photos to a directory",
        options: [
            .value("search", "TERM", help: "Download the results of a search"),
            .value("size", "SIZE", help: "Image size ID or name"),
            .value("output", "DIR", short: "o", help: "Directory to write to (default: the current one)"),
            .value("jobs", "N", short: "j", help: "Transfers at once"),
            .flag("force", short: "f", help: "Download again even when archived"),
            .flag("dry-run", short: "n", help: "Show what would be downloaded"),
        ],
        positionals: [.variadic("ID", minimum: 0, help: "Photo IDs")]
    )

    static let photo = CommandSpec(
        "photo",
        summary: "Show one photo's details",
        options: [.flag("json", help: "Print JSON")],
        positionals: [.required("ID", help: "Photo ID")]
    )

    static let cache = CommandSpec(
        "cache",
        summary: "Inspect or clear the response cache",
        positionals: [
            .required("ACTION", help: "What to do", choices: ["stats", "clear", "prune"]),
            .optional("DIR", help: "Cache directory"),
        ]
    )

    static let spec = CommandLineSpec(
        program: "photomania",
        version: "0.1.0",
        summary: "Browse and download photos from a 500px-style API.",
        commands: [photos, download, photo, cache],
        globalOptions: [
            .value("api", "URL", help: "Base URL of a 500px-compatible API"),
            .value("consumer-key", "KEY", help: "Consumer key sent with every request"),
            .flag("no-color", help: "Never use colour"),
            .flag("verbose", short: "v", help: "Print each request"),
            .flag("quiet", short: "q", help: "Print only errors"),
        ],
        exclusive: [["verbose", "quiet"]],
        sections: [
            .rows("Exit codes", [.init("0", "done"), .init("2", "usage error")]),
            .text("Data", "Without --api, a built-in demo catalog is served on 127.0.0.1."),
        ]
    )

    static func parse(_ line: String) throws(UsageError) -> ParsedCommandLine {
        try PhotomaniaCLI.parse(arguments: line.split(separator: " ").map(String.init), spec: spec)
    }

    /// The usage error a command line produces, or nil when it parses.
    static func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try PhotomaniaCLI.parse(arguments: arguments, spec: spec)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ line: String) -> UsageError? {
        error(line.split(separator: " ").map(String.init))
    }
}

@Suite struct ArgumentFakeSpecTests {
    @Test func fakeSpecHasNoProblems() {
        #expect(FakeSpec.spec.problems == [])
    }

    @Test func problemsAreFoundInABadSpec() {
        let bad = CommandLineSpec(
            program: "p",
            version: "1",
            summary: "",
            commands: [
                CommandSpec(
                    "x",
                    summary: "",
                    options: [
                        .flag("json", help: ""), .flag("json", help: ""), .value("page", "", help: ""),
                        .flag("verbose", help: ""),
                    ],
                    positionals: [.variadic("ID", help: ""), .required("DIR", help: "")],
                    exclusive: [["page", "pages"]]
                ),
                CommandSpec("help", summary: ""),
            ],
            globalOptions: [.flag("verbose", short: "h", help: "")]
        )
        #expect(
            bad.problems == [
                "'help' is reserved for 'help COMMAND'",
                "global options: short option '-h' is declared twice",
                "'x': option '--json' is declared twice",
                "'x': option '--verbose' is declared twice",
                "'x': option '--page' takes a value but has no value name",
                "'x': exclusive group names undeclared option '--pages'",
                "'x': variadic positional ID must be the last one",
                "'x': positional DIR cannot follow an optional or variadic one",
            ])
    }
}
