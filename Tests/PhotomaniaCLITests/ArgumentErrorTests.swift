import Testing

@testable import PhotomaniaCLI

@Suite struct ArgumentErrorTests {
    private func expectError(
        _ line: String,
        _ message: String,
        _ hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = FakeSpec.error(line)
        #expect(error?.message == message, sourceLocation: sourceLocation)
        #expect(error?.hint == hint, sourceLocation: sourceLocation)
    }

    @Test func fullDescriptionIsTwoLines() {
        #expect(
            FakeSpec.error("photos --pgae 2")?.description == """
                photomania: unknown option '--pgae' for 'photos'
                hint: did you mean '--page'? See 'photomania photos --help'.
                """)
    }

    @Test func unknownOptionsWithAndWithoutSuggestion() {
        expectError(
            "photos --jsno", "unknown option '--jsno' for 'photos'",
            "did you mean '--json'? See 'photomania photos --help'.")
        expectError(
            "photos --categ Travel", "unknown option '--categ' for 'photos'",
            "did you mean '--category'? See 'photomania photos --help'.")
        expectError(
            "photos --verbsoe", "unknown option '--verbsoe' for 'photos'",
            "did you mean '--verbose'? See 'photomania photos --help'.")
        expectError(
            "photos --zzzzzz", "unknown option '--zzzzzz' for 'photos'", "See 'photomania photos --help'.")
        expectError("photos -x", "unknown option '-x' for 'photos'", "See 'photomania photos --help'.")
        expectError("download -fx", "unknown option '-x' for 'download'", "See 'photomania download --help'.")
    }

    @Test func unknownOptionBeforeTheCommand() {
        expectError("--verbsoe photos", "unknown option '--verbsoe'", "did you mean '--verbose'? See 'photomania --help'.")
        expectError(
            "--json photos", "unknown option '--json'",
            "'--json' belongs to 'photos'; write it after the command name.")
        expectError(
            "-j 4 download", "unknown option '-j'", "'-j' belongs to 'download'; write it after the command name.")
    }

    @Test func unknownCommands() {
        expectError("phots", "unknown command 'phots'", "did you mean 'photos'? See 'photomania --help'.")
        expectError("downlaod 1", "unknown command 'downlaod'", "did you mean 'download'? See 'photomania --help'.")
        expectError("phot", "unknown command 'phot'", "did you mean 'photo'? See 'photomania --help'.")
        expectError("hlep", "unknown command 'hlep'", "did you mean 'help'? See 'photomania --help'.")
        expectError("xyzzy", "unknown command 'xyzzy'", "See 'photomania --help'.")
        expectError("help phots", "unknown command 'phots'", "did you mean 'photos'? See 'photomania --help'.")
    }

    @Test func missingValues() {
        expectError("photos --page", "option '--page' needs a value (N)", "See 'photomania photos --help'.")
        expectError("download -o", "option '-o' needs a value (DIR)", "See 'photomania download --help'.")
        expectError(
            "download --search -noise", "option '--search' needs a value (TERM)",
            "To give a value that starts with '-', write '--search=-noise'.")
        expectError(
            "download -o -x", "option '-o' needs a value (DIR)",
            "To give a value that starts with '-', write '--output=-x'.")
    }

    @Test func flagGivenAValue() {
        expectError("photos --json=yes", "option '--json' does not take a value", "See 'photomania photos --help'.")
    }

    @Test func valueNotAmongChoices() {
        expectError(
            "photos --feature popluar", "unknown value 'popluar' for '--feature'",
            "did you mean 'popular'? Expected one of: popular, upcoming, editors.")
        expectError(
            "photos --feature best", "unknown value 'best' for '--feature'",
            "Expected one of: popular, upcoming, editors.")
        expectError(
            "cache stat", "unknown ACTION 'stat' for 'cache'",
            "did you mean 'stats'? Expected one of: stats, clear, prune.")
    }

    @Test func positionalCounts() {
        expectError("photo", "missing ID for 'photo'", "See 'photomania photo --help'.")
        expectError("photo 1 2", "unexpected argument '2' for 'photo'", "See 'photomania photo --help'.")
        expectError("photos extra", "unexpected argument 'extra' for 'photos'", "See 'photomania photos --help'.")
        expectError("cache", "missing ACTION for 'cache'", "See 'photomania cache --help'.")
    }

    @Test func conflictingOptions() {
        expectError(
            "photos --all --page 2", "'--all' and '--page' cannot be used together",
            "Give only one of --page, --pages, --all. See 'photomania photos --help'.")
        expectError(
            "photos -q --verbose", "'--quiet' and '--verbose' cannot be used together",
            "Give only one of --verbose, --quiet. See 'photomania photos --help'.")
    }

    @Test func firstMistakeIsReported() {
        expectError(
            "photos --pgae 2 --jsno", "unknown option '--pgae' for 'photos'",
            "did you mean '--page'? See 'photomania photos --help'.")
        expectError("--bogus value photos", "unknown option '--bogus'", "See 'photomania --help'.")
    }

    @Test func errorsCommandsRaiseThemselves() throws {
        let parsed = try FakeSpec.parse("photos --asc")
        let error = parsed.usageError("'--asc' needs '--sort'", hint: "Add '--sort FIELD'.")
        #expect(
            error.description == """
                photomania: '--asc' needs '--sort'
                hint: Add '--sort FIELD'. See 'photomania photos --help'.
                """)
        #expect(parsed.usageError("nothing to download").hint == "See 'photomania photos --help'.")
    }

    @Test func editDistanceCountsSwapsAsOneEdit() {
        #expect(editDistance(Array("pgae"), Array("page")) == 1)
        #expect(editDistance(Array("phots"), Array("photos")) == 1)
        #expect(editDistance(Array(""), Array("abc")) == 3)
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func closestMatchPrefersShortestPrefixThenDistance() {
        #expect(closestMatch(to: "pag", among: ["pages", "page"]) == "page")
        #expect(closestMatch(to: "pgae", among: ["all", "page"]) == "page")
        #expect(closestMatch(to: "x", among: ["a", "b"]) == nil)
        #expect(closestMatch(to: "abcdef", among: ["uvwxyz"]) == nil)
    }
}
