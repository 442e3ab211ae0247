/// `photomania completions bash|zsh|fish`: the shell's completion script, generated from the
/// program's command line declarations.
struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        "completions",
        summary: "Print a completion script for bash, zsh or fish",
        positionals: [shell.spec],
        discussion: "It completes commands, options and the values of options that have a known set (features, sizes, categories, image modes, actions), and file names where a FILE or DIR is due. 'make install' puts all three where the shells look for them.",
        examples: [
            "source <(photomania completions bash)",
            "mkdir -p ~/.local/share/zsh/site-functions && photomania completions zsh > ~/.local/share/zsh/site-functions/_photomania",
            "mkdir -p ~/.config/fish/completions && photomania completions fish > ~/.config/fish/completions/photomania.fish",
        ]
    )

    static let shell: Argument<String> = .required("SHELL", help: "The shell", choices: CompletionModel.Shell.allCases.map(\.rawValue))

    let shell: CompletionModel.Shell
    let commandLine: CommandLineSpec

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        // The parser already turned down any other name (a usage error listing the three).
        shell = CompletionModel.Shell(rawValue: try parsed[Self.shell]) ?? .bash
        commandLine = parsed.spec
    }

    func run(_ context: Factory) async throws -> ExitCode {
        context.console.standardOutput.write(CompletionModel(spec: commandLine).script(for: shell))
        return .success
    }
}

/// `photomania manpage`: `photomania.1` in roff, from the same declarations as `--help`.
struct ManPageCommand: Command {
    static let spec = CommandSpec(
        "manpage",
        summary: "Print the manual page (photomania.1, roff) for man",
        discussion: "The page holds every command with its options, the global options, the exit codes, the environment and the files, from the same declarations as --help.",
        examples: ["photomania manpage | man -l -", "mkdir -p ~/.local/share/man/man1 && photomania manpage > ~/.local/share/man/man1/photomania.1"]
    )

    let commandLine: CommandLineSpec

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        commandLine = parsed.spec
    }

    func run(_ context: Factory) async throws -> ExitCode {
        context.console.standardOutput.write(commandLine.manPage)
        return .success
    }
}
