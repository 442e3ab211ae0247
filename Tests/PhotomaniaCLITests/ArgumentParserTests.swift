import Testing

@testable import PhotomaniaCLI

@Suite struct ArgumentParserTests {
    @Test func commandWithFlagsValuesAndRepeatables() throws {
        let parsed = try FakeSpec.parse("photos --feature upcoming --category Travel --category=City --asc --rpp=50")
        #expect(parsed.request == .run)
        #expect(parsed.commandName == "photos")
        #expect(try parsed[FakeKeys.text("feature")] == "upcoming")
        #expect(try parsed[FakeKeys.texts("category")] == ["Travel", "City"])
        #expect(try parsed[FakeKeys.text("category")] == "City")
        #expect(parsed[FakeKeys.flag("asc")])
        #expect(!parsed[FakeKeys.flag("json")])
        #expect(try parsed[FakeKeys.text("rpp")] == "50")
        #expect(try parsed[FakeKeys.text("page")] == nil)
        #expect(try parsed[FakeKeys.texts("page")] == [])
    }

    @Test func specCanParseItself() throws {
        #expect(try FakeSpec.spec.parse(["photo", "9"])[FakeKeys.positional("ID")] == "9")
    }

    @Test func lastValueWinsForASingleValueOption() throws {
        let parsed = try FakeSpec.parse("photos --page 2 --page 3")
        #expect(try parsed[FakeKeys.text("page")] == "3")
    }

    @Test func shortOptionsWithSeparateAttachedAndEqualsValues() throws {
        #expect(try FakeSpec.parse("download -o out 1")[FakeKeys.text("output")] == "out")
        #expect(try FakeSpec.parse("download -j 4")[FakeKeys.text("jobs")] == "4")
        #expect(try FakeSpec.parse("download -j4")[FakeKeys.text("jobs")] == "4")
        #expect(try FakeSpec.parse("download -j=4")[FakeKeys.text("jobs")] == "4")
    }

    @Test func shortFlagClusters() throws {
        let parsed = try FakeSpec.parse("download -fn 7")
        #expect(parsed[FakeKeys.flag("force")])
        #expect(parsed[FakeKeys.flag("dry-run")])
        #expect(try parsed[FakeKeys.positionals("ID")] == ["7"])
    }

    @Test func clusterEndingInAValueOption() throws {
        let parsed = try FakeSpec.parse("download -fj8")
        #expect(parsed[FakeKeys.flag("force")])
        #expect(try parsed[FakeKeys.text("jobs")] == "8")
    }

    @Test func globalOptionsBeforeAndAfterTheCommand() throws {
        let before = try FakeSpec.parse("--api http://x/v1 -v photos --json")
        let after = try FakeSpec.parse("photos --json --api=http://x/v1 --verbose")
        for parsed in [before, after] {
            #expect(parsed.commandName == "photos")
            #expect(try parsed[FakeKeys.text("api")] == "http://x/v1")
            #expect(parsed[FakeKeys.flag("verbose")])
            #expect(parsed[FakeKeys.flag("json")])
        }
    }

    @Test func globalFlagInAClusterAfterTheCommand() throws {
        let parsed = try FakeSpec.parse("download -vf 1")
        #expect(parsed[FakeKeys.flag("verbose")])
        #expect(parsed[FakeKeys.flag("force")])
    }

    @Test func variadicPositionals() throws {
        let parsed = try FakeSpec.parse("download 11 22 -j 2 33")
        #expect(try parsed[FakeKeys.positionals("ID")] == ["11", "22", "33"])
        #expect(parsed.positionals == ["11", "22", "33"])
        #expect(try FakeSpec.parse("download --search cats")[FakeKeys.positionals("ID")] == [])
    }

    @Test func requiredAndOptionalPositionals() throws {
        let withDir = try FakeSpec.parse("cache prune /tmp/c")
        #expect(try withDir[FakeKeys.positional("ACTION")] == "prune")
        #expect(try withDir[FakeKeys.positional("DIR")] == "/tmp/c")
        let withoutDir = try FakeSpec.parse("cache stats")
        #expect(try withoutDir[FakeKeys.positional("DIR")] == nil)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try FakeSpec.parse("download -j 2 -- -5 --force")
        #expect(try parsed[FakeKeys.positionals("ID")] == ["-5", "--force"])
        #expect(!parsed[FakeKeys.flag("force")])
    }

    @Test func equalsFormAcceptsAValueStartingWithADash() throws {
        let parsed = try FakeSpec.parse("download --search=-noise")
        #expect(try parsed[FakeKeys.text("search")] == "-noise")
    }

    @Test func valueMayContainEqualsSigns() throws {
        #expect(try FakeSpec.parse("photos --api=http://x/?a=b")[FakeKeys.text("api")] == "http://x/?a=b")
    }

    @Test func singleDashIsAValue() throws {
        #expect(try FakeSpec.parse("download -o -")[FakeKeys.text("output")] == "-")
        #expect(try FakeSpec.parse("download -")[FakeKeys.positionals("ID")] == ["-"])
    }

    @Test func emptyValueWithEquals() throws {
        #expect(try FakeSpec.parse("photos --sort=")[FakeKeys.text("sort")] == "")
    }

    @Test func noArgumentsAsksForTheOverview() throws {
        let parsed = try FakeSpec.parse("")
        #expect(parsed.request == .help)
        #expect(parsed.command == nil)
    }

    @Test func helpForms() throws {
        let forms = ["--help", "-h", "help", "-v --help"]
        for form in forms {
            let parsed = try FakeSpec.parse(form)
            #expect(parsed.request == .help, "\(form)")
            #expect(parsed.command == nil, "\(form)")
        }
        let commandForms = ["photos --help", "photos -h", "help photos", "--help photos", "photos --page 2 --help"]
        for form in commandForms {
            let parsed = try FakeSpec.parse(form)
            #expect(parsed.request == .help, "\(form)")
            #expect(parsed.commandName == "photos", "\(form)")
        }
    }

    @Test func helpWinsOverOtherMistakes() throws {
        let parsed = try FakeSpec.parse("photos --pgae 2 --all --page 1 --help")
        #expect(parsed.request == .help)
        #expect(parsed.commandName == "photos")
        #expect(try FakeSpec.parse("photo --help").request == .help)
    }

    @Test func version() throws {
        #expect(try FakeSpec.parse("--version").request == .version)
        #expect(try FakeSpec.parse("photos --version").request == .version)
        #expect(FakeSpec.spec.versionLine == "photomania 0.1.0")
    }

    @Test func helpBeatsVersion() throws {
        #expect(try FakeSpec.parse("--version --help").request == .help)
    }

    @Test func globalsAreReadableOnHelpRequests() throws {
        let parsed = try FakeSpec.parse("--no-color help photos")
        #expect(parsed[FakeKeys.flag("no-color")])
        #expect(parsed.request == .help)
    }
}
