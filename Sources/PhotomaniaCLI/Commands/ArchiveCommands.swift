import PhotomaniaKit

/// `photomania archive list | verify | import DIR`: the record of downloaded photos, offline.
enum ArchiveCommands: CommandGroup {
    static let subcommands: [any Command.Type] = [ArchiveListCommand.self, ArchiveVerifyCommand.self, ArchiveImportCommand.self, ArchiveSyncsCommand.self]
    static let spec = CommandSpec(
        "archive",
        summary: "List, verify or fill the archive of downloaded photos",
        discussion: "verify re-hashes every file and checks that JPEGs are complete (exit 1 on any problem). syncs lists the selections download --sync walked. "
            + "import records files named <id>.* that are already there, without any request.",
        examples: subcommands.flatMap { $0.spec.examples },
        subcommands: subcommands.map { $0.spec }
    )
}

/// The options every archive command takes: which archive, and `--json`.
enum ArchiveOptions {
    static let archive: Option<String?> = .text("archive", "FILE", help: "The archive (default DIR/.photomania-archive.sqlite3)")
    static let output = SharedOptions.output.withHelp("The download folder holding the archive (default: the config's download_dir, else the current one)")
    static let json: Option<Bool> = .flag("json", help: "Print JSON")
    static let exclusive = [[archive.name, output.name]]
    /// What follows the command's name and arguments in its usage line.
    static let usage = "[-o DIR | --archive FILE] [--json]"

    /// The options' specs, `-o` with the help of the command's own default.
    static func specs(output help: String? = nil) -> [OptionSpec] {
        [archive.spec, (help.map(output.withHelp) ?? output).spec, json.spec]
    }

    /// `--archive FILE`, else the archive in `-o DIR`, else in `folder` (what `import` imports),
    /// else in the configured download folder, else here.
    static func path(_ parsed: ParsedCommandLine, settings: Settings, folder: String? = nil) throws(UsageError) -> String {
        let output = try parsed[Self.output]?.text
        return try parsed[archive] ?? settings.downloadFolder(output ?? folder).archivePath
    }

    /// The archive at `path`, after saying so if its write-ahead log was damaged; only `import`
    /// creates one.
    static func open(_ path: String, creating: Bool, _ context: Factory) throws -> DownloadArchive {
        context.opened(try DownloadArchive(path: path, service: context.settings.provider.name, createIfMissing: creating))
    }

    /// The spec of a command that reads the archive of `-o DIR` (or `--archive FILE`) and takes
    /// nothing else (`ArchiveTarget`).
    static func readingSpec(_ name: String, summary: String, discussion: String = "", example: String) -> CommandSpec {
        CommandSpec(
            name, summary: summary, options: specs(), exclusive: exclusive, usage: [usage], discussion: discussion, examples: [example],
            extraArgumentHint: "use -o DIR for the download folder"
        )
    }

    /// `1 file`, `2 files`, `1,024 other files`.
    static func files(_ count: Int, _ noun: String = "file") -> String {
        counted(count, noun)
    }
}

/// The archive a reading command opens (`-o DIR` or `--archive FILE`), and whether it prints JSON.
struct ArchiveTarget {
    let path: String
    let json: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        path = try ArchiveOptions.path(parsed, settings: settings)
        json = parsed[ArchiveOptions.json]
    }

    /// The archive as it is: a command that reads never creates one.
    func open(_ context: Factory) throws -> DownloadArchive {
        try ArchiveOptions.open(path, creating: false, context)
    }
}
