import PhotomaniaKit

/// One service's API base and application key in the config file: its section
/// (`"flickr": {"api": …, "consumer_key": …, "consumer_secret": …}`), and for the default
/// service the top-level `api`, `consumer_key` and `consumer_secret` of the files written before
/// services had names, the section winning.
struct ServiceKeys: Sendable, Equatable {
    var api: String?
    var consumerKey: String?
    var consumerSecret: String?

    static let keys = ["api", "consumer_key", "consumer_secret"]
}

extension ParsedCommandLine {
    /// The service whose own site a page URL on this command line is on (a positional, or
    /// `--user`, `--liked`, `--gallery`): the first such; nil when none is.
    func claimedService(in registry: ServiceRegistry = .standard) -> ServiceRegistry.Entry? {
        let texts = positionals + ["user", "liked", "gallery"].flatMap { optionValues[$0] ?? [] }
        return texts.lazy.compactMap { text in registry.page(text).flatMap { $0.claimed ? $0.entry : nil } }.first
    }
}

extension ConfigFile {
    /// The keys the file gives `service`.
    func keys(of service: ServiceRegistry.Entry, registry: ServiceRegistry = .standard) -> ServiceKeys {
        let section = services[service.name.rawValue] ?? ServiceKeys()
        guard service.name == registry.defaultEntry.name else { return section }
        return ServiceKeys(api: section.api ?? api, consumerKey: section.consumerKey ?? consumerKey, consumerSecret: section.consumerSecret ?? consumerSecret)
    }
}
