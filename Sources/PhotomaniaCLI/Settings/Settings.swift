import Foundation
import PhotomaniaKit

/// What a run uses, resolved from flags, then the environment, then the config file.
struct Settings: Sendable {
    enum APISource: Sendable, Equatable {
        case builtInDemo
        case remote(String)
    }

    var api: APISource
    var consumerKey: String?
    /// `--consumer-secret`, `PHOTOMANIA_CONSUMER_SECRET` or the config's `consumer_secret`: what
    /// signs requests (with the key) for `login`. Never shown.
    var consumerSecret: String?
    /// Where signed-in tokens are kept: `credentials.json` beside the config file.
    var credentialsPath: String
    /// Where the built-in demo server keeps its votes, favorites, comments and tokens:
    /// `${XDG_DATA_HOME:-~/.local/share}/photomania/demo-state.sqlite3`.
    var demoStatePath: String
    var verbose: Bool
    var quiet: Bool
    var colors: Bool
    var transport: TransportConfiguration
    var downloadDirectory: String?
    var jobs: Int?
    var downloadSize: ImageSize?
    /// The config file's `filename` and `dir` formats (`--filename`, `--dir` win).
    var fileNameTemplate: NameTemplate?
    var directoryTemplate: NameTemplate?
    /// `--images`: how pictures are drawn, when not detected.
    var images: ImageProtocol?
    /// `--cache-dir`, else `${XDG_CACHE_HOME:-~/.cache}/photomania`: thumbnails and API answers.
    var cacheFolder: String
    /// `--offline` (or `PHOTOMANIA_OFFLINE=1`), `--refresh`, or neither.
    var cacheMode: HTTPCacheMode

    static func resolve(_ parsed: ParsedCommandLine, environment: [String: String]) throws(UsageError) -> Settings {
        let config = try ConfigFile.load(explicitPath: parsed.value("config"), environment: environment, program: parsed.spec.program)
        let sources: [(value: String?, name: String)] = [
            (parsed.value("api"), "'--api'"),
            (environment["PHOTOMANIA_API"].nonEmpty, "PHOTOMANIA_API"),
            (config.api, "\"api\" in \(parsed.value("config") ?? ConfigFile.defaultPath(environment: environment))"),
        ]
        let chosen = sources.first { $0.value != nil }
        let api = chosen?.value
        let key = parsed.value("consumer-key") ?? environment["PHOTOMANIA_CONSUMER_KEY"].nonEmpty ?? config.consumerKey
        let secret = parsed.value("consumer-secret") ?? environment["PHOTOMANIA_CONSUMER_SECRET"].nonEmpty ?? config.consumerSecret
        let configPath = parsed.value("config") ?? ConfigFile.defaultPath(environment: environment)
        if key != nil || secret != nil || api.map({ Redaction.splittingUserinfo($0).userinfo != nil }) == true { CoreDumps.disable() }
        if let api, let chosen, !(api.hasPrefix("http://") || api.hasPrefix("https://")) || URLComponents(string: api)?.host?.isEmpty != false {
            throw parsed.usageError("\(chosen.name) must be an http(s) URL such as http://127.0.0.1:8500/v1, not '\(Redaction.redact(api))'")
        }
        var transport = TransportConfiguration()
        transport.connectTimeout = try seconds(parsed, "connect-timeout") ?? transport.connectTimeout
        transport.stallTimeout = try seconds(parsed, "stall-timeout") ?? transport.stallTimeout
        transport.requestTimeout = try seconds(parsed, "timeout") ?? transport.requestTimeout
        transport.maxFileSize = try bytes(parsed, "max-file-size", atLeast: 1) ?? transport.maxFileSize
        transport.minimumSpeed = try bytes(parsed, "min-speed", atLeast: 0) ?? transport.minimumSpeed
        transport.receiveRateLimit = try NetworkOptions.rateLimit(parsed)
        transport.proxy = try NetworkOptions.proxy(parsed)
        transport.userAgent = try NetworkOptions.userAgent(parsed) ?? transport.userAgent
        return Settings(
            api: api.map(APISource.remote) ?? .builtInDemo,
            consumerKey: key,
            consumerSecret: secret,
            credentialsPath: (configPath as NSString).deletingLastPathComponent + "/credentials.json",
            demoStatePath: dataDirectory(environment) + "/photomania/demo-state.sqlite3",
            verbose: parsed.flag("verbose"),
            quiet: parsed.flag("quiet"),
            colors: !parsed.flag("no-color") && environment["NO_COLOR"].nonEmpty == nil && environment["TERM"] != "dumb",
            transport: transport,
            downloadDirectory: config.downloadDirectory,
            jobs: config.jobs,
            downloadSize: try downloadSize(config.size, parsed),
            fileNameTemplate: try NameTemplateOptions.parse(config.fileName, "the config file's \"filename\"", parsed),
            directoryTemplate: try NameTemplateOptions.parse(config.directory, "the config file's \"dir\"", parsed),
            images: try parsed.value("images", as: ImageProtocol.init(option:), expected: "kitty, iterm, blocks or none"),
            cacheFolder: parsed.value("cache-dir") ?? DiskCache.defaultCacheFolder(environment: environment),
            cacheMode: try cacheMode(parsed, environment)
        )
    }

    private static func cacheMode(_ parsed: ParsedCommandLine, _ environment: [String: String]) throws(UsageError) -> HTTPCacheMode {
        if parsed.flag("refresh") { return .refresh }
        if parsed.flag("offline") { return .offline }
        switch environment["PHOTOMANIA_OFFLINE"].nonEmpty {
        case nil, "0": return .normal
        case "1": return .offline
        case let value?: throw parsed.usageError("PHOTOMANIA_OFFLINE must be 1 or 0, not '\(value)'")
        }
    }

    /// `$XDG_DATA_HOME` when it is absolute (the XDG rule), else `~/.local/share`.
    private static func dataDirectory(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg }
        return (environment["HOME"].nonEmpty ?? NSHomeDirectory()) + "/.local/share"
    }

    /// The folder downloads go to: `-o DIR`, else the config's `download_dir`, else here.
    func downloadFolder(_ output: String?) -> DownloadFolder {
        DownloadFolder(output ?? downloadDirectory ?? ".")
    }

    private static func downloadSize(_ configured: String?, _ parsed: ParsedCommandLine) throws(UsageError) -> ImageSize? {
        try configured.map { text throws(UsageError) in
            guard let size = ImageSize(argument: text) else {
                throw parsed.usageError("the config file's \"size\" is not an image size: '\(text)'", hint: "use an id such as 2048 or a name such as large")
            }
            return size
        }
    }

    private static func bytes(_ parsed: ParsedCommandLine, _ name: String, atLeast minimum: Int) throws(UsageError) -> Int? {
        try parsed.value(name, as: { ByteCount.parse($0).flatMap { $0 >= minimum ? $0 : nil } }, expected: "a size such as 500k, 2M or 1G")
    }

    private static func seconds(_ parsed: ParsedCommandLine, _ name: String) throws(UsageError) -> Double? {
        try parsed.value(name, as: { Double($0).flatMap { $0 > 0 && $0 <= 86_400 ? $0 : nil } }, expected: "a number of seconds such as 5 or 0.5")
    }
}

extension Optional where Wrapped == String {
    /// nil for an empty string too, as shells export empty variables.
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
