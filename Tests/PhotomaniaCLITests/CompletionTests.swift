import Foundation
import Testing

@testable import PhotomaniaCLI

/// `photomania completions bash|zsh|fish`: the bash script driven by a real bash as its
/// `complete -F` function would be; zsh and fish parse theirs, and fish completes for real.
@Suite struct CompletionTests {
    static let spec = PhotomaniaCommandLine.spec
    static let hasZsh = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") || FileManager.default.isExecutableFile(atPath: "/bin/zsh")
    static let hasFish = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")

    static func script(_ shell: CompletionModel.Shell) -> String {
        CompletionModel(spec: spec).script(for: shell)
    }

    /// COMPREPLY for the words typed (the last one is the word under the cursor), from a bash
    /// that sourced the script and found its function through `complete -p`.
    static func bashCompletions(_ words: [String], in folder: TemporaryDirectory? = nil) async throws -> [String] {
        let scratch = try folder ?? TemporaryDirectory()
        let file = scratch.path + "/photomania.bash"
        try script(.bash).write(toFile: file, atomically: true, encoding: .utf8)
        let driver = #"""
            source "$1" || exit 3
            shift
            registered=$(complete -p photomania) || exit 4
            function=${registered##*-F }
            function=${function%% *}
            COMP_WORDS=("$@")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_LINE="$*"
            COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            "$function" photomania "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" || exit 5
            printf '%s\n' "${COMPREPLY[@]}"
            """#
        let (status, output, errors) = try await ChildProcess.run(["--norc", "--noprofile", "-c", driver, "bash", file] + words, executable: "/bin/bash")
        withExtendedLifetime(scratch) {}
        #expect(status == 0, "\(words): \(errors)")
        #expect(errors.isEmpty, "\(words): \(errors)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test func bashRegistersTheFunctionAndCompletesCommandNames() async throws {
        #expect(try await Self.bashCompletions(["photomania", "ph"]).sorted() == ["photo", "photos"])
        let all = try await Self.bashCompletions(["photomania", ""])
        #expect(all == Self.spec.commands.map(\.name) + ["help"])
        #expect(try await Self.bashCompletions(["photomania", "help", "ca"]) == ["cache"])
    }

    @Test func bashCompletesACommandsOptionsAndTheGlobalOnes() async throws {
        #expect(try await Self.bashCompletions(["photomania", "photos", "--fe"]) == ["--feature"])
        let options = try await Self.bashCompletions(["photomania", "download", "-"])
        #expect(options.contains("-j") && options.contains("--jobs") && options.contains("--verbose") && options.contains("-h"))
        #expect(try await Self.bashCompletions(["photomania", "--verb"]) == ["--verbose"])
        #expect(try await Self.bashCompletions(["photomania", "whoami", "--fe"]).isEmpty)
    }

    @Test func bashCompletesKnownValues() async throws {
        let features = try await Self.bashCompletions(["photomania", "photos", "--feature", ""])
        #expect(features.contains("popular") && features.contains("editors") && features.contains("fresh_today"))
        #expect(try await Self.bashCompletions(["photomania", "photos", "-f", "ed"]) == ["editors"])
        let sizes = try await Self.bashCompletions(["photomania", "download", "--size", ""])
        #expect(sizes.contains("2048") && sizes.contains("large") && sizes.contains("4"))
        #expect(try await Self.bashCompletions(["photomania", "--images", ""]) == ["kitty", "iterm", "sixel", "blocks", "none"])
        #expect(try await Self.bashCompletions(["photomania", "cache", ""]) == ["stats", "clear", "prune"])
        #expect(try await Self.bashCompletions(["photomania", "photos", "--category", "black"]) == ["black-and-white"])
        #expect(try await Self.bashCompletions(["photomania", "search", "--sort", "_"]) == ["_score"])
        #expect(try await Self.bashCompletions(["photomania", "photos", "--sort", "_"]).isEmpty, "search only")
    }

    /// Options and their values (also `--name=value`, which bash splits at `=`) are not arguments.
    @Test func bashSkipsOptionValuesWhenCountingArguments() async throws {
        #expect(try await Self.bashCompletions(["photomania", "--images", "kitty", "cache", ""]) == ["stats", "clear", "prune"])
        #expect(try await Self.bashCompletions(["photomania", "--images", "=", "kitty", "cache", "pr"]) == ["prune"])
        #expect(try await Self.bashCompletions(["photomania", "cache", "stats", ""]).isEmpty)
        #expect(try await Self.bashCompletions(["photomania", "download", "--size", "2048", "--ou"]) == ["--output"])
        let afterEquals = try await Self.bashCompletions(["photomania", "photos", "--feature", "=", ""])
        #expect(afterEquals.contains("popular"))
        #expect(try await Self.bashCompletions(["photomania", "photos", "--feature=edi"]) == ["--feature=editors"])
    }

    @Test func bashCompletesFilesForAFileOption() async throws {
        let folder = try TemporaryDirectory()
        try "{}".write(toFile: folder.path + "/config.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.path + "/cache", withIntermediateDirectories: true)
        let files = try await Self.bashCompletions(["photomania", "--config", folder.path + "/con"], in: folder)
        #expect(files == [folder.path + "/config.json"])
        let folders = try await Self.bashCompletions(["photomania", "--cache-dir", folder.path + "/"], in: folder)
        #expect(folders == [folder.path + "/cache"])
    }

    @Test func theCommandPrintsTheGeneratedScripts() async {
        for shell in CompletionModel.Shell.allCases {
            let result = await photomania(["completions", shell.rawValue])
            #expect(result.status == 0)
            #expect(result.standardOutput == Self.script(shell), "\(shell)")
        }
    }

    @Test func anUnknownShellIsAUsageErrorListingTheThree() async {
        let result = await photomania(["completions", "tcsh"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("bash, zsh, fish"), "\(result.standardError)")
    }

    @Test func everyScriptNamesEveryCommand() {
        for shell in CompletionModel.Shell.allCases {
            let text = Self.script(shell)
            for command in Self.spec.commands {
                #expect(text.contains(command.name), "\(shell): \(command.name)")
            }
        }
    }

    @Test(.enabled(if: hasZsh, "needs zsh")) func zshParsesItsScript() async throws {
        let folder = try TemporaryDirectory()
        try Self.script(.zsh).write(toFile: folder.path + "/_photomania", atomically: true, encoding: .utf8)
        let (status, _, errors) = try await ChildProcess.run(["-f", "-n", folder.path + "/_photomania"], executable: "/usr/bin/zsh")
        #expect(status == 0, "\(errors)")
        #expect(errors.isEmpty, "\(errors)")
        // Loaded after compinit, it registers itself rather than completing at once.
        let load = "autoload -U compinit && compinit -u -D && source \(folder.path)/_photomania && print -r -- ${_comps[photomania]}"
        let (loaded, output, loadErrors) = try await ChildProcess.run(["-f", "-c", load], executable: "/usr/bin/zsh", environment: ["HOME": folder.path])
        #expect(loaded == 0, "\(loadErrors)")
        #expect(output == "_photomania\n", "\(output) \(loadErrors)")
    }

    /// `complete -C` is fish asking its completions for a command line, as at a prompt.
    static func fishCompletions(_ line: String, _ folder: TemporaryDirectory) async throws -> [String] {
        let file = folder.path + "/photomania.fish"
        let (status, output, errors) = try await ChildProcess.run(
            ["--no-config", "-c", "source \(file); complete -C \(fishQuoted(line))"], executable: "/usr/bin/fish", environment: ["HOME": folder.path]
        )
        #expect(status == 0, "\(line): \(errors)")
        return output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test(.enabled(if: hasFish, "needs fish")) func fishParsesAndCompletesItsScript() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.path + "/photomania.fish"
        try Self.script(.fish).write(toFile: file, atomically: true, encoding: .utf8)
        let (status, _, errors) = try await ChildProcess.run(["--no-config", "--no-execute", file], executable: "/usr/bin/fish", environment: ["HOME": folder.path])
        #expect(status == 0, "\(errors)")
        #expect(errors.isEmpty, "\(errors)")
        // fish sorts what it offers.
        #expect(Set(try await Self.fishCompletions("photomania ph", folder)) == ["photo", "photos"])
        #expect(Set(try await Self.fishCompletions("photomania --images kitty cache ", folder)) == ["stats", "clear", "prune"])
        #expect(try await Self.fishCompletions("photomania photos --fe", folder) == ["--feature"])
        let features = try await Self.fishCompletions("photomania photos --feature ", folder)
        #expect(features.contains("popular") && features.contains("editors"))
        #expect(try await Self.fishCompletions("photomania download --size 204", folder) == ["2048"])
    }
}
