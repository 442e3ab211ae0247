import Testing

@testable import PhotomaniaCLI

@Suite struct ArgumentHelpTests {
    @Test func overview() {
        #expect(
            FakeSpec.spec.helpText() == """
                Browse and download photos from a 500px-style API.

                Usage: photomania COMMAND [options]

                Commands:
                  photos    List photos of a feature, category or user
                  download  Download photos to a directory
                  photo     Show one photo's details
                  cache     Inspect or clear the response cache

                Global options:
                      --api URL           Base URL of a 500px-compatible API
                      --consumer-key KEY  Consumer key sent with every request
                      --no-color          Never use colour
                  -v, --verbose           Print each request
                  -q, --quiet             Print only errors
                  -h, --help              Show help
                      --version           Print the version

                Exit codes:
                  0  done
                  2  usage error

                Data:
                  Without --api, a built-in demo catalog is served on 127.0.0.1.

                Run 'photomania COMMAND --help' for a command's options.
                """)
    }

    @Test func overviewFromAParsedHelpRequest() throws {
        #expect(try FakeSpec.parse("--help").helpText() == FakeSpec.spec.helpText())
        #expect(try FakeSpec.parse("").helpText() == FakeSpec.spec.helpText())
    }

    @Test func commandHelp() throws {
        let expected = """
            List photos of a feature, category or user

            Usage: photomania photos [options]

            Options:
              --feature F      Feature to list (one of: popular, upcoming, editors)
              --category NAME  Only photos in this category (repeatable)
              --sort FIELD     Sort by this field
              --asc            Sort ascending
              --page N         Page to show
              --pages A-B      Walk pages A to B
              --all            Walk every page
              --rpp N          Photos per page, 1 to 100
              --json           Print JSON

            Examples:
              photomania photos --feature upcoming --pages 1-3

            Global options also apply; see 'photomania --help'.
            """
        #expect(try FakeSpec.parse("help photos").helpText() == expected)
        #expect(try FakeSpec.parse("photos --help").helpText() == expected)
    }

    @Test func commandHelpWrappedToANarrowWidth() throws {
        #expect(
            try FakeSpec.parse("download --help").helpText(width: 50) == """
                Download photos to a directory

                Usage: photomania download [options] [ID...]

                Arguments:
                  ID  Photo IDs

                Options:
                      --search TERM  Download the results of a
                                     search
                      --size SIZE    Image size ID or name
                  -o, --output DIR   Directory to write to
                                     (default: the current one)
                  -j, --jobs N       Transfers at once
                  -f, --force        Download again even when
                                     archived
                  -n, --dry-run      Show what would be downloaded

                Global options also apply; see 'photomania
                --help'.
                """)
    }

    /// Usage and example lines are commands to copy and are never broken, so the widths
    /// start where the fake spec's longest command line fits.
    @Test func everyHelpLineFitsTheWidth() throws {
        for width in [50, 60, 80, 100] {
            for command in [nil] + FakeSpec.spec.commands {
                let text = FakeSpec.spec.helpText(for: command, width: width)
                for line in text.split(separator: "\n") {
                    #expect(displayWidth(of: String(line)) <= width, "\(width): \(line)")
                }
            }
        }
    }

    @Test func argumentsWithChoices() throws {
        #expect(
            try FakeSpec.parse("help cache").helpText() == """
                Inspect or clear the response cache

                Usage: photomania cache [options] ACTION [DIR]

                Arguments:
                  ACTION  What to do (one of: stats, clear, prune)
                  DIR     Cache directory

                Global options also apply; see 'photomania --help'.
                """)
    }

    @Test func customUsageLinesAndDiscussion() {
        let archive = CommandSpec(
            "archive",
            summary: "Inspect the download archive",
            positionals: [.required("ACTION", help: "list, verify or import"), .optional("DIR", help: "For import")],
            usage: ["list | verify", "import DIR"],
            discussion: "The archive lives beside the downloads."
        )
        let spec = CommandLineSpec(program: "photomania", version: "1", summary: "s", commands: [archive])
        #expect(
            spec.helpText(for: archive) == """
                Inspect the download archive

                Usage: photomania archive list | verify
                       photomania archive import DIR

                The archive lives beside the downloads.

                Arguments:
                  ACTION  list, verify or import
                  DIR     For import

                Global options also apply; see 'photomania --help'.
                """)
    }
}
