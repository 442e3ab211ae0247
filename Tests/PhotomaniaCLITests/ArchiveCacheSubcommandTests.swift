import Foundation
import Testing

@testable import PhotomaniaCLI

/// `archive list | verify | import DIR` and `cache stats | clear | prune` are real subcommands
/// (issue 22, item 4): each with its own options, errors and help, listed by the overview, the
/// man page and the completions.
@Suite("archive and cache subcommands")
struct ArchiveCacheSubcommandTests {
    @Test func eachSubcommandHasItsOwnHelp() async {
        let importing = await photomania(["archive", "import", "--help"])
        #expect(importing.status == 0)
        let text = importing.standardOutput
        #expect(text.hasPrefix("Record the <id>.* files already in a folder, without any request\n"), "\(text)")
        #expect(text.contains("Usage: photomania archive import DIR [-o DIR | --archive FILE] [--json]\n"))
        #expect(text.contains("  DIR  The folder whose <id>.* files to record"))
        #expect(text.contains("-o, --output DIR") && text.contains("(default: the folder imported)"))
        #expect(text.contains("photomania archive import photos --archive ~/photos.sqlite3"))
        #expect(await photomania(["help", "archive", "import"]).standardOutput == text)

        let clearing = await photomania(["cache", "clear", "--help"]).standardOutput
        #expect(clearing.contains("Usage: photomania cache clear [options]\n"))
        #expect(clearing.contains("--http") && clearing.contains("--thumbnails"))
        let stats = await photomania(["cache", "stats", "--help"]).standardOutput
        #expect(stats.contains("Usage: photomania cache stats [options]\n"))
        #expect(!stats.contains("--http"), "--http and --thumbnails belong to 'cache clear' only")
    }

    /// As gh does for `gh repo`: the group alone is its help, on stdout, exit 0.
    @Test func theGroupAloneListsItsCommands() async {
        for (group, commands) in [("archive", ["list", "verify", "import"]), ("cache", ["stats", "clear", "prune"])] {
            let result = await photomania([group])
            #expect(result.status == 0, "\(group): \(result.standardError)")
            #expect(result.standardError.isEmpty)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            let start = lines.firstIndex(of: "Commands:") ?? lines.endIndex
            #expect(lines.dropFirst(start + 1).prefix(3).map { $0.split(separator: " ").first.map(String.init) } == commands, "\(result.standardOutput)")
            #expect(result.standardOutput.contains("Run 'photomania \(group) COMMAND --help' for a command's options."))
            #expect(await photomania([group, "--help"]).standardOutput == result.standardOutput)
        }
    }

    @Test func misplacedAndMisspeltWordsAreUsageErrors() async {
        let stats = await photomania(["cache", "stats", "--http"])
        #expect(stats.status == 2)
        #expect(stats.standardError == "photomania: unknown option '--http' for 'cache stats'\nhint: '--http' belongs to 'cache clear'. See 'photomania cache clear --help'.\n")

        let misspelt = await photomania(["cache", "stat"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError == "photomania: unknown command 'stat' for 'cache'\nhint: did you mean 'stats'? Expected one of: stats, clear, prune.\n")

        let early = await photomania(["archive", "-o", "photos", "list"])
        #expect(early.status == 2)
        #expect(early.standardError.contains("hint: '-o' belongs to 'archive list', 'archive verify', 'archive import', 'archive syncs'; write it after the command name."), "\(early.standardError)")

        let extra = await photomania(["archive", "verify", "photos"])
        #expect(extra.status == 2)
        #expect(extra.standardError == "photomania: unexpected argument 'photos' for 'archive verify'\nhint: use -o DIR for the download folder. See 'photomania archive verify --help'.\n")
    }

    @Test func theOverviewTheManPageAndTheCompletionsListThem() async throws {
        let overview = await photomania(["--help"]).standardOutput
        #expect(overview.contains("archive      List, verify or fill the archive of downloaded photos (list, verify, import, syncs)"), "\(overview)")
        #expect(overview.contains("(stats, clear, prune)"))

        let page = PhotomaniaCommandLine.spec.manPage
        for name in ["archive list", "archive verify", "archive import", "archive syncs", "cache stats", "cache clear", "cache prune"] {
            #expect(page.contains(".SS \(Roff.argument(name))\n"), "\(name)")
        }
        #expect(page.contains("\\fBphotomania archive import\\fR DIR [\\-o DIR | \\-\\-archive FILE] [\\-\\-json]"))

        #expect(try await CompletionTests.bashCompletions(["photomania", "archive", ""]) == ["list", "verify", "import", "syncs"])
        let clear = try await CompletionTests.bashCompletions(["photomania", "cache", "clear", "--"])
        #expect(clear.contains("--http") && clear.contains("--thumbnails") && clear.contains("--verbose"))
        let stats = try await CompletionTests.bashCompletions(["photomania", "cache", "stats", "--"])
        #expect(!stats.contains("--http") && stats.contains("--verbose"))
        #expect(try await CompletionTests.bashCompletions(["photomania", "archive", "list", "--js"]) == ["--json"])
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/photos", withIntermediateDirectories: true)
        #expect(try await CompletionTests.bashCompletions(["photomania", "archive", "import", folder.path + "/ph"], in: folder) == [folder.path + "/photos"])
        #expect(try await CompletionTests.bashCompletions(["photomania", "archive", "list", "-o", folder.path + "/ph"], in: folder) == [folder.path + "/photos"])
    }

    @Test(.enabled(if: CompletionTests.hasFish, "needs fish")) func fishCompletesTheSubcommands() async throws {
        let folder = try TemporaryDirectory()
        try CompletionTests.script(.fish).write(toFile: folder.path + "/photomania.fish", atomically: true, encoding: .utf8)
        #expect(Set(try await CompletionTests.fishCompletions("photomania archive ", folder)) == ["list", "verify", "import", "syncs"])
        let clear = try await CompletionTests.fishCompletions("photomania cache clear --", folder)
        #expect(clear.contains("--http") && clear.contains("--thumbnails"))
        #expect(!(try await CompletionTests.fishCompletions("photomania cache stats --", folder)).contains("--http"))
        #expect(try await CompletionTests.fishCompletions("photomania cache clear ", folder).isEmpty, "clear takes no argument")
    }
}
