import Testing

@testable import PhotomaniaCLI

/// A group of commands (`store list | add DIR`) as the parser reads it: the word after the
/// group names its command, which has its own options, arguments, errors and help.
@Suite("arguments: subcommands")
struct ArgumentSubcommandTests {
    static let list = CommandSpec(
        "list", summary: "List what is stored", options: [.flag("json", help: "Print JSON")], examples: ["photomania store list --json"],
        extraArgumentHint: "use -o DIR for another store"
    )
    static let add = CommandSpec(
        "add", summary: "Add a folder", options: [.flag("force", help: "Add again"), .value("tag", "T", help: "A tag")],
        positionals: [.required("DIR", help: "The folder")]
    )
    static let store = CommandSpec("store", summary: "Keep folders", subcommands: [list, add])
    static let spec = CommandLineSpec(
        program: "photomania", version: "1", summary: "Browse photos.", commands: [FakeSpec.photo, store], globalOptions: [.flag("verbose", short: "v", help: "Talk")]
    )

    static func parse(_ line: String) throws(UsageError) -> ParsedCommandLine {
        try spec.parse(line.split(separator: " ").map(String.init))
    }

    static func error(_ line: String) -> UsageError? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func theWordAfterTheGroupNamesItsCommand() throws {
        let parsed = try Self.parse("-v store add photos --force --tag=x")
        #expect(parsed.request == .run)
        #expect(parsed.commandPath == [Self.store, Self.add])
        #expect(parsed.commandName == "store add")
        #expect(parsed.command == Self.add)
        #expect(parsed.positionals == ["photos"])
        #expect(parsed[FakeKeys.flag("force")] && parsed[FakeKeys.flag("verbose")])
        #expect(Self.spec.problems == [])
    }

    @Test func theGroupAloneShowsItsCommands() throws {
        for line in ["store", "store --help", "help store", "store help", "-v store"] {
            let parsed = try Self.parse(line)
            #expect(parsed.request == .help, "\(line)")
            #expect(parsed.commandPath == [Self.store], "\(line)")
        }
        #expect(
            try Self.parse("store").helpText() == """
                Keep folders

                Usage: photomania store list [options]
                       photomania store add [options] DIR

                Commands:
                  list  List what is stored
                  add   Add a folder

                Run 'photomania store COMMAND --help' for a command's options. Global options
                also apply; see 'photomania --help'.
                """)
    }

    @Test func aSubcommandHasItsOwnHelp() throws {
        for line in ["store add --help", "help store add", "store help add", "store add -h photos --bogus"] {
            let parsed = try Self.parse(line)
            #expect(parsed.request == .help, "\(line)")
            #expect(parsed.commandName == "store add", "\(line)")
        }
        #expect(
            try Self.parse("store add --help").helpText() == """
                Add a folder

                Usage: photomania store add [options] DIR

                Arguments:
                  DIR  The folder

                Options:
                  --force  Add again
                  --tag T  A tag

                Global options also apply; see 'photomania --help'.
                """)
    }

    @Test func theOverviewListsAGroupsCommands() {
        #expect(Self.spec.helpText().contains("\n  store  Keep folders (list, add)\n"), "\(Self.spec.helpText())")
    }

    @Test func anUnknownCommandOfTheGroupListsItsCommands() throws {
        let error = try #require(Self.error("store lsit"))
        #expect(error.message == "unknown command 'lsit' for 'store'")
        #expect(error.hint == "did you mean 'list'? Expected one of: list, add.")
    }

    @Test func errorsNameTheSubcommand() throws {
        #expect(Self.error("store add")?.message == "missing DIR for 'store add'")
        #expect(Self.error("store add")?.hint == "See 'photomania store add --help'.")
        #expect(Self.error("store add a b")?.message == "unexpected argument 'b' for 'store add'")
        #expect(Self.error("store add a --forse")?.hint == "did you mean '--force'? See 'photomania store add --help'.")
        let extra = try #require(Self.error("store list photos"))
        #expect(extra.message == "unexpected argument 'photos' for 'store list'")
        #expect(extra.hint == "use -o DIR for another store. See 'photomania store list --help'.")
    }

    @Test func anOptionOfAnotherCommandOfTheGroupSaysWhose() throws {
        let sibling = try #require(Self.error("store list --force"))
        #expect(sibling.message == "unknown option '--force' for 'store list'")
        #expect(sibling.hint == "'--force' belongs to 'store add'. See 'photomania store add --help'.")

        let early = try #require(Self.error("store --force add photos"))
        #expect(early.message == "unknown option '--force' for 'store'")
        #expect(early.hint == "'--force' belongs to 'store add'; write it after the command name.")

        let beforeEverything = try #require(Self.error("--tag x store add photos"))
        #expect(beforeEverything.message == "unknown option '--tag'")
        #expect(beforeEverything.hint == "'--tag' belongs to 'store add'; write it after the command name.")

        let unknown = try #require(Self.error("store --nope"))
        #expect(unknown.message == "unknown option '--nope' for 'store'")
        #expect(unknown.hint == "See 'photomania store --help'.")
    }

    @Test func aGroupIsCheckedLikeAnyCommand() {
        let bad = CommandLineSpec(program: "p", version: "1", summary: "", commands: [
            CommandSpec("g", summary: "", options: [.flag("x", help: "")], subcommands: [
                CommandSpec("a", summary: "", options: [.flag("y", help: ""), .flag("y", help: "")]),
                CommandSpec("a", summary: "", subcommands: [CommandSpec("deep", summary: "")]),
            ]),
        ])
        #expect(bad.problems == [
            "'g': command 'a' is declared twice",
            "'g': a command with subcommands takes no options or arguments of its own",
            "'g a': option '--y' is declared twice",
            "'g a': a subcommand cannot have subcommands of its own",
        ])
    }
}
