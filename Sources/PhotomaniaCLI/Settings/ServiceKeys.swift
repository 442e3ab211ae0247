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

    /// The refusal of the default service's key variable (`PHOTOMANIA_CONSUMER_KEY`, 500px's) set
    /// for another service, which reads its own and would otherwise pass it over in silence; nil
    /// when there is none to refuse. Not used in its place: a key is for the service that made it.
    static func unreadKeyVariable(of service: ServiceRegistry.Entry, _ environment: [String: String], registry: ServiceRegistry = .current) -> (message: String, hint: String)? {
        let generic = registry.defaultEntry.access
        guard service.name != registry.defaultEntry.name, let genericKey = generic.keyVariable, let ownKey = service.access.keyVariable,
              environment[genericKey].nonEmpty != nil else { return nil }
        let title = service.access.title
        return ("\(genericKey) is \(generic.title)'s key, which \(title) does not read: give your \(title) key in \(ownKey) or --consumer-key",
                "unset \(genericKey) to go on without a \(title) key")
    }
}

extension ParsedCommandLine {
    /// The service whose own site a page URL on this command line is on (a positional, or
    /// `--user`, `--liked`, `--gallery`, `--group`): the first such; nil when none is.
    func claimedService(in registry: ServiceRegistry = .current) -> ServiceRegistry.Entry? {
        let texts = positionals + ["user", "liked", "gallery", "group"].flatMap { optionValues[$0] ?? [] }
        return texts.lazy.compactMap { text in registry.page(text).flatMap { $0.claimed ? $0.entry : nil } }.first
    }
}

extension ConfigFile {
    /// The keys the file gives `service`.
    func keys(of service: ServiceRegistry.Entry, registry: ServiceRegistry = .current) -> ServiceKeys {
        let section = services[service.name.rawValue] ?? ServiceKeys()
        guard service.name == registry.defaultEntry.name else { return section }
        return ServiceKeys(api: section.api ?? api, consumerKey: section.consumerKey ?? consumerKey, consumerSecret: section.consumerSecret ?? consumerSecret)
    }
}
