/// The photo services photomania knows, by name, with the one that is used when none is named.
/// `standard` is the one place a service is registered: a new service is a folder of
/// `Services/` and an entry here. Page URLs go through `page(_:)`: the service whose hosts hold
/// the URL's host reads it, any other host (a mirror, the built-in server) the default service.
public struct ServiceRegistry: Sendable {
    /// One service: its name, what it does, its page URLs, and how to make it on a client.
    public struct Entry: Sendable {
        public let name: ServiceName
        public let capabilities: ServiceCapabilities
        /// The hosts whose page URLs are its own, each with its subdomains (`500px.com` holds
        /// `www.500px.com`).
        public let hosts: [String]
        /// The forms its page URLs take, for the sentence that answers a URL naming nothing.
        public let pageForms: [String]
        /// The page a URL names (its host, path and query), or nil.
        public let page: @Sendable (_ address: PageAddress) -> PageURL?
        /// How its ids read when typed.
        public let ids: IDSyntax
        /// The service, talking through `api`.
        public let make: @Sendable (_ api: APIClient) -> any PhotoService
        /// How many API calls it allows (`--api-rate` changes the rate); nil: no pacing.
        public let callBudget: CallBudget?
        /// Its key, live API, demo face and size words.
        public let access: ServiceAccess

        /// A service whose pages are told apart by their path segments (percent-decoded) alone.
        public init(
            name: ServiceName, capabilities: ServiceCapabilities, hosts: [String], pageForms: [String],
            page: @escaping @Sendable ([String]) -> PageURL?, ids: IDSyntax = .numbers,
            make: @escaping @Sendable (APIClient) -> any PhotoService, callBudget: CallBudget? = nil, access: ServiceAccess
        ) {
            self.init(
                name: name, capabilities: capabilities, hosts: hosts, pageForms: pageForms,
                pageAt: { address in PageURL.segments(of: address.path).flatMap(page) }, ids: ids, make: make, callBudget: callBudget,
                access: access
            )
        }

        /// A service whose pages need the host or the query too.
        public init(
            name: ServiceName, capabilities: ServiceCapabilities, hosts: [String], pageForms: [String],
            pageAt page: @escaping @Sendable (PageAddress) -> PageURL?, ids: IDSyntax = .numbers,
            make: @escaping @Sendable (APIClient) -> any PhotoService, callBudget: CallBudget? = nil, access: ServiceAccess
        ) {
            self.access = access
            self.name = name
            self.capabilities = capabilities
            self.hosts = hosts
            self.pageForms = pageForms
            self.page = page
            self.ids = ids
            self.make = make
            self.callBudget = callBudget
        }

        /// Whether `host` is one of its hosts or below one.
        func holds(host: String) -> Bool {
            hosts.contains { host == $0 || host.hasSuffix("." + $0) }
        }
    }

    public let entries: [Entry]
    public let defaultEntry: Entry

    /// The default service first, then the others.
    public init(default defaultEntry: Entry, others: [Entry] = []) {
        self.defaultEntry = defaultEntry
        entries = [defaultEntry] + others
    }

    /// Every service photomania speaks, each declared in its own folder; 500px is the default.
    public static let standard = ServiceRegistry(default: FiveHundredPx.entry, others: [Flickr.entry, Commons.entry])

    /// The services' names as a sentence: "500px and Flickr".
    public var titles: String {
        let titles = entries.map(\.access.title)
        guard let last = titles.last, titles.count > 1 else { return titles.first ?? "" }
        return titles.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The registry a run reads: `standard`, or the one a test registers its own services in.
    @TaskLocal public static var current = ServiceRegistry.standard

    /// Every stream some service lists, each once, in the order they are declared.
    public var features: [Feature] {
        var seen = Set<Feature>()
        return entries.flatMap(\.capabilities.features).filter { seen.insert($0).inserted }
    }

    public func entry(named name: ServiceName) -> Entry? {
        entries.first { $0.name == name }
    }

    /// `size` as `service` names it to people.
    public func name(of size: ImageSize, on service: ServiceName) -> String {
        (entry(named: service)?.access.sizeName ?? ServiceAccess.numberedSizeName)(size)
    }

    /// The service whose page URLs are on `host`: the one holding it, else `otherwise` (the
    /// default service unless another is chosen).
    public func entry(forHost host: String?, otherwise: Entry? = nil) -> Entry {
        host.flatMap { host in entries.first { $0.holds(host: host) } } ?? otherwise ?? defaultEntry
    }

    /// Whether a service claims `host` as its own.
    public func claims(host: String?) -> Bool {
        host.map { host in entries.contains { $0.holds(host: host) } } ?? false
    }

    /// The service a URL belongs to and the page it names there (nil when it names nothing that
    /// service knows); nil when `text` is not a URL at all (`PageURL.looksLikeURL`). A URL on a
    /// host no service claims (a mirror, the built-in server) is read by `provider`, the chosen
    /// service, else the default.
    public func page(_ text: String, provider: Entry? = nil) -> (entry: Entry, page: PageURL?, claimed: Bool)? {
        guard case .url(let location) = PageURL.locate(text) else { return nil }
        guard let location else { return (provider ?? defaultEntry, nil, false) }
        let entry = entry(forHost: location.host, otherwise: provider)
        let claimed = claims(host: location.host)
        return (entry, entry.page(PageAddress(host: claimed ? location.host : nil, path: location.path, text: text)), claimed)
    }
}

/// Where a page URL points, as a service's page reader sees it: the host when a service claims
/// it (nil for a path alone, a mirror or the built-in server), the path still percent-encoded,
/// and the whole text (for its query).
public struct PageAddress: Sendable {
    public let host: String?
    public let path: Substring
    public let text: String
}
