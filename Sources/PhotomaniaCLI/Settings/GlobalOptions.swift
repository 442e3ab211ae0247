import PhotomaniaKit

/// The options every command takes, declared once: what `--help` lists under "Global options"
/// and what `Settings` reads. The ones that shape requests are `NetworkOptions`.
enum GlobalOptions {
    static var provider: Option<String?> {
        .value(
            "provider", "NAME", help: "The photo service: " + ServiceRegistry.current.entries.map(\.name.rawValue).joined(separator: ", ") + " (default \(ServiceRegistry.current.defaultEntry.name); or PHOTOMANIA_PROVIDER)",
            known: ServiceRegistry.current.entries.map(\.name.rawValue), expected: "a service name", as: { $0 }
        )
    }
    static let api: Option<String?> = .text("api", "URL", help: "Base URL of the service's API, or of a server that speaks it (default: the built-in demo)")
    static var consumerKey: Option<String?> { .text("consumer-key", "KEY", help: "API key" + (ChosenService.entry.access.keyVariable.map { " (or \($0))" } ?? "")) }
    static var consumerSecret: Option<String?> { .text("consumer-secret", "SECRET", help: "API secret, for signing in" + (ChosenService.entry.access.secretVariable.map { " (or \($0))" } ?? "")) }
    static let config: Option<PathArgument?> = .path("config", "FILE", help: "Config file (default ~/.config/photomania/config.json)")
    static let cacheDir: Option<String?> = .text("cache-dir", "DIR", help: "Cache folder: thumbnails and API answers (default ~/.cache/photomania)")
    static let offline: Option<Bool> = .flag("offline", help: "Never use the network: stored API answers only, however old (or PHOTOMANIA_OFFLINE=1)")
    static let refresh: Option<Bool> = .flag("refresh", help: "Ask the server again for every API answer, past the cache")
    static let images: Option<ImageProtocol?> = .value(
        "images", "MODE", help: "Draw pictures as kitty, iterm, sixel, blocks or none (default: detected)", known: ImageProtocol.allCases.map(\.rawValue),
        expected: "kitty, iterm, sixel, blocks or none", as: ImageProtocol.init(option:)
    )
    static let noColor: Option<Bool> = .flag("no-color", help: "No colours (also NO_COLOR)")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Log every request to stderr (keys redacted)")
    static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "Only errors on stderr")

    /// In the order `--help` lists them.
    static var specs: [OptionSpec] {
        [provider.spec, api.spec, consumerKey.spec, consumerSecret.spec, config.spec, cacheDir.spec, offline.spec, refresh.spec, images.spec]
            + NetworkOptions.specs + [noColor.spec, verbose.spec, quiet.spec]
    }
    static let exclusive = [[verbose.name, quiet.name], [offline.name, refresh.name]]
}
