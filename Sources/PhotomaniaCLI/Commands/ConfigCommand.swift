import Foundation
import PhotomaniaKit

/// `photomania config [show | path]`: the settings in effect, each with where it came from
/// (a flag, the environment, the config file, or its default), or the config file's path.
struct ConfigCommand: Command {
    static let json: Option<JSONRequest?> = .json(help: "Print the settings as JSON; --json setting,value: only those fields")
    static let action: Argument<String?> = .optional("ACTION", help: "show (the default) or path", choices: ["show", "path"])
    static var spec: CommandSpec {
        let defaultService = ServiceRegistry.current.defaultEntry.name.rawValue
        return CommandSpec(
            "config",
            summary: "Show the settings in effect and where each comes from, or the config file's path",
            options: [json.spec],
            positionals: [action.spec],
            discussion: "A setting comes from a flag, else the environment, else the config file, else its default. The config file is JSON with the keys "
                + ConfigFile.keys.joined(separator: ", ") + ", and a section per service (" + ConfigFile.sections.joined(separator: ", ")
                + ") with its own api, consumer_key and consumer_secret: {\"\(defaultService)\": {\"api\": URL}}; the service's section wins over the top-level keys, which are \(defaultService)'s. ~ and $HOME at the start of download_dir are expanded. Secrets show as REDACTED. A config file with mistakes is reported with every one of them, and each command refuses to run until they are fixed.",
            examples: ["photomania config", "photomania config path", "photomania config --json setting,value"]
        )
    }

    let showsPath: Bool
    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        showsPath = try parsed[Self.action] == "path"
        json = try parsed[Self.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        if showsPath {
            context.console.print(context.settings.configPath)
            return .success
        }
        let rows = ConfigRow.rows(context.settings, pictures: await context.pictures())
        if let json {
            context.console.print(try JSONOutput.string(rows, fields: json.fields))
        } else if context.console.standardOutput.isTerminal {
            context.console.print(Self.table.renderForTerminal(rows: rows.map(\.cells), width: context.console.width, colors: context.settings.colors))
        } else {
            context.console.print(Self.table.renderTSV(rows: rows.map(\.cells)))
        }
        return .success
    }

    static let table = Table(columns: [
        .init("SETTING", priority: 10),
        .init("VALUE", minWidth: 12, flexible: true, priority: 9),
        .init("FROM", minWidth: 8, flexible: true, priority: 8),
    ])
}

/// One setting as `config` shows it.
struct ConfigRow: Encodable, Equatable {
    enum Source: String, Encodable {
        case flag, environment, file, `default`
    }

    let setting: String
    /// What is in effect; nil when nothing is set (no key, no folder format).
    let value: String?
    let source: Source
    /// `--api`, `PHOTOMANIA_API`, the config file's path; nil for a default.
    let from: String?

    init(_ setting: String, _ value: String?, _ origin: SettingOrigin?) {
        self.setting = setting
        self.value = value
        switch origin {
        case .flag(let option)?: (source, from) = (.flag, option)
        case .environment(let variable)?: (source, from) = (.environment, variable)
        case .file(let path)?: (source, from) = (.file, path)
        case nil: (source, from) = (.default, nil)
        }
    }

    var cells: [String] { [setting, value ?? "(none)", from ?? "default"] }

    enum CodingKeys: String, CodingKey {
        case setting, value, source, from
    }

    /// Every key in every object, `null` included, so that a script need not guess.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(setting, forKey: .setting)
        try container.encode(value, forKey: .value)
        try container.encode(source, forKey: .source)
        try container.encode(from, forKey: .from)
    }

    static func rows(_ settings: Settings, pictures: PictureDrawing) -> [ConfigRow] {
        let origins = settings.origins
        let api: String? = switch settings.api {
        case .builtInDemo: "built-in demo"
        case .remote(let url): Redaction.redact(url)
        }
        let offline = switch settings.cacheMode {
        case .normal: "no"
        case .offline: "yes"
        case .refresh: "no, and past the cache (--refresh)"
        }
        var imageNotes = origins["images"] == nil ? ["detected"] : []
        // A graphics mode sizes pictures by the cell: how big, and whether that is a guess.
        if pictures.mode.drawsGraphics {
            imageNotes.append("cells \(pictures.cell)" + (pictures.cell.source == .assumed ? " assumed" : ""))
        }
        let images = pictures.mode.rawValue + (imageNotes.isEmpty ? "" : " (" + imageNotes.joined(separator: ", ") + ")")
        return [
            ConfigRow("config", settings.configPath + (settings.configFound ? "" : " (not there: every setting has its default)"), origins["config"]),
            ConfigRow("provider", settings.provider.name.rawValue, origins["provider"]),
            ConfigRow("api", api, origins["api"]),
            ConfigRow("consumer_key", settings.consumerKey.map { _ in "REDACTED" }, origins["consumer_key"]),
            ConfigRow("consumer_secret", settings.consumerSecret.map { _ in "REDACTED" }, origins["consumer_secret"]),
            ConfigRow("download_dir", settings.downloadDirectory ?? ".", origins["download_dir"]),
            ConfigRow("jobs", String(settings.jobs ?? Settings.defaultJobs), origins["jobs"]),
            ConfigRow("size", settings.downloadSize.map { $0.name == String($0.rawValue) ? $0.name : "\($0.rawValue) (\($0.name))" } ?? "the largest offered", origins["size"]),
            ConfigRow("filename", (settings.fileNameTemplate ?? .defaultFileName).description, origins["filename"]),
            ConfigRow("dir", settings.directoryTemplate?.description, origins["dir"]),
            ConfigRow("cache_dir", settings.cacheFolder, origins["cache_dir"]),
            ConfigRow("offline", offline, origins["offline"]),
            ConfigRow("images", images, origins["images"]),
        ]
    }
}
