import Foundation
import PhotomaniaKit

/// What a run uses, resolved from flags, then the environment, then the config file.
struct Settings: Sendable {
    enum APISource: Sendable, Equatable {
        case builtInDemo
        case remote(String)
    }

    /// `--provider`, `PHOTOMANIA_PROVIDER` or the config's `provider`: the service commands talk
    /// to (default 500px); `api`, `consumerKey` and `consumerSecret` are its.
    var provider = ServiceRegistry.current.defaultEntry
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
    /// How the run's API calls are paced (`NetworkOptions.callBudget`); nil: not at all.
    var callBudget: CallBudget?

    /// Where each setting `photomania config` shows came from, by its config key.
    var origins: [String: SettingOrigin] = [:]
    /// The config file in use: `--config`, else the default path (which may not exist).
    var configPath = ""
    /// Whether there was a config file to read.
    var configFound = false

    /// `-j` when neither the command line nor the config file says.
    static let defaultJobs = 6

    static func resolve(_ parsed: ParsedCommandLine, environment given: [String: String]) throws(UsageError) -> Settings {
        let environment = PathExpansion.expandingXDGFolders(in: given)
        let givenConfig = try parsed[GlobalOptions.config]
        let configPath = givenConfig?.text ?? ConfigFile.defaultPath(environment: environment)
        let config = try ConfigFile.load(explicitPath: givenConfig?.exact, environment: environment, program: parsed.spec.program)
        let file = SettingOrigin.file(configPath)
        var origins = SettingOrigins()
        origins.note("config", .flag("--config"), if: givenConfig != nil)
        origins.note("config", .environment("XDG_CONFIG_HOME"), if: environment["XDG_CONFIG_HOME"]?.hasPrefix("/") == true)
        let providerName = origins.first("provider", [
            (try parsed[GlobalOptions.provider], .flag("--provider")), (environment["PHOTOMANIA_PROVIDER"].nonEmpty, .environment("PHOTOMANIA_PROVIDER")), (config.provider, file),
        ])
        var provider = try Self.provider(named: providerName, from: origins["provider"], parsed)
        // A page URL of a service's own site picks that service, unless --provider says.
        if try parsed[GlobalOptions.provider] == nil, let claimed = parsed.claimedService(), claimed.name != provider.name { provider = claimed }
        let keys = config.keys(of: provider)
        let (keyVariable, secretVariable) = (provider.access.keyVariable, provider.access.secretVariable)
        let api = origins.first("api", [(try parsed[GlobalOptions.api], .flag("--api")), (environment["PHOTOMANIA_API"].nonEmpty, .environment("PHOTOMANIA_API")), (keys.api, file)])
        if let api, !isAPIURL(api), let origin = origins["api"] {
            throw parsed.usageError("\(origin.name) must be an http(s) URL such as http://127.0.0.1:8500/v1, not '\(Redaction.redact(api).echoed)'")
        }
        let key = origins.first("consumer_key", [
            (try parsed[GlobalOptions.consumerKey], .flag("--consumer-key")), (keyVariable.flatMap { environment[$0].nonEmpty }, .environment(keyVariable ?? "")), (keys.consumerKey, file),
        ])
        if key == nil, let unread = ServiceKeys.unreadKeyVariable(of: provider, environment) { throw parsed.usageError(unread.message, hint: unread.hint) }
        let secret = origins.first("consumer_secret", [
            (try parsed[GlobalOptions.consumerSecret], .flag("--consumer-secret")), (secretVariable.flatMap { environment[$0].nonEmpty }, .environment(secretVariable ?? "")), (keys.consumerSecret, file),
        ])
        if key != nil || secret != nil || api.map({ Redaction.splittingUserinfo($0).userinfo != nil }) == true { CoreDumps.disable() }
        for (name, isSet) in [("download_dir", config.downloadDirectory != nil), ("jobs", config.jobs != nil), ("size", config.size != nil), ("filename", config.fileName != nil), ("dir", config.directory != nil)] {
            origins.note(name, file, if: isSet)
        }
        let cacheDir = try parsed[GlobalOptions.cacheDir]
        _ = origins.first("cache_dir", [(cacheDir, .flag("--cache-dir")), (environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }, .environment("XDG_CACHE_HOME"))])
        let (offline, refresh) = (parsed[GlobalOptions.offline], parsed[GlobalOptions.refresh])
        origins.note("offline", .flag(offline ? "--offline" : "--refresh"), if: offline || refresh)
        origins.note("offline", .environment("PHOTOMANIA_OFFLINE"), if: environment["PHOTOMANIA_OFFLINE"].nonEmpty != nil)
        origins.note("images", .flag("--images"), if: parsed.isGiven(GlobalOptions.images))
        origins.note("images", .environment("PHOTOMANIA_IMAGES"), if: environment["PHOTOMANIA_IMAGES"].flatMap(ImageProtocol.init(option:)) != nil)
        let transport = try NetworkOptions.transport(parsed)
        var settings = Settings(
            api: (api ?? key.flatMap { _ in provider.access.publicBase }).map(APISource.remote) ?? .builtInDemo,
            consumerKey: key,
            consumerSecret: secret,
            credentialsPath: ByteExactPath.sibling("credentials.json", of: givenConfig?.exact ?? configPath),
            demoStatePath: dataDirectory(environment) + "/photomania/demo-state.sqlite3",
            verbose: parsed[GlobalOptions.verbose],
            quiet: parsed[GlobalOptions.quiet],
            colors: !parsed[GlobalOptions.noColor] && environment["NO_COLOR"].nonEmpty == nil && environment["TERM"] != "dumb",
            transport: transport,
            downloadDirectory: config.downloadDirectory,
            jobs: config.jobs,
            downloadSize: config.size,
            fileNameTemplate: config.fileName,
            directoryTemplate: config.directory,
            images: try parsed[GlobalOptions.images],
            cacheFolder: cacheDir ?? DiskCache.defaultCacheFolder(environment: environment),
            cacheMode: try cacheMode(parsed, environment)
        )
        settings.provider = provider
        settings.callBudget = try NetworkOptions.callBudget(parsed, service: provider.callBudget, builtInDemo: settings.api == .builtInDemo)
        settings.origins = origins.all
        settings.configPath = RawArguments.lossy(configPath)
        settings.configFound = config.path != nil
        return settings
    }

    /// The registered service `name` names (from `origin`); the default when none is named.
    static func provider(named name: String?, from origin: SettingOrigin?, registry: ServiceRegistry = .current, _ parsed: ParsedCommandLine) throws(UsageError) -> ServiceRegistry.Entry {
        guard let name else { return registry.defaultEntry }
        guard let entry = registry.entry(named: ServiceName(rawValue: name)) else {
            let names = registry.entries.map(\.name.rawValue)
            throw parsed.usageError(
                "\(origin?.name ?? "the provider") names no service photomania knows: '\(name.echoed)'",
                hint: (names.count == 1 ? "the one it knows is " : "the ones it knows are ") + names.joined(separator: ", ")
            )
        }
        return entry
    }

    /// An http(s) URL with a host: what `--api`, `PHOTOMANIA_API` and the config's `api` must be.
    static func isAPIURL(_ text: String) -> Bool {
        (text.hasPrefix("http://") || text.hasPrefix("https://")) && URLComponents(string: text)?.host?.isEmpty == false
    }

    private static func cacheMode(_ parsed: ParsedCommandLine, _ environment: [String: String]) throws(UsageError) -> HTTPCacheMode {
        if parsed[GlobalOptions.refresh] { return .refresh }
        if parsed[GlobalOptions.offline] { return .offline }
        switch environment["PHOTOMANIA_OFFLINE"].nonEmpty {
        case nil, "0": return .normal
        case "1": return .offline
        case let value?: throw parsed.usageError("PHOTOMANIA_OFFLINE must be 1 or 0, not '\(value.echoed)'")
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
}

extension Optional where Wrapped == String {
    /// nil for an empty string too, as shells export empty variables.
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
