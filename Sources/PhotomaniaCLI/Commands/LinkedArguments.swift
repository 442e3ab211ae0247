import PhotomaniaKit
import Synchronization

/// Arguments that may hold a short link (`PageURL.shortLink`, `https://flic.kr/s/…`), which
/// names its page only once followed, and following takes a request. So they are read twice:
/// while the command line is parsed (no network), each short link stands in as a collection no
/// service is ever asked for (`PageArguments.standIn`), so that every other rule is checked
/// before anything is sent; when the command runs, each link is followed (`Factory.follow`) and
/// the same reading runs again with the pages they led to.
struct LinkedArguments<Value: Sendable>: Sendable {
    /// The short links among the arguments, in order, each once.
    let links: [String]
    /// What the arguments say when `links` is empty.
    private let read: Value
    private let provider: ServiceRegistry.Entry?
    private let reading: @Sendable () throws(UsageError) -> Value

    init(_ reading: @escaping @Sendable () throws(UsageError) -> Value) throws(UsageError) {
        let found = ShortLinksMet(followed: [:])
        read = try PageArguments.$shortLinks.withValue(found) { Result { () throws(UsageError) in try reading() } }.get()
        links = found.links
        provider = PageArguments.provider
        self.reading = reading
    }

    /// What the arguments say with each of `links` read as the page `followed` holds for it.
    func value(following followed: [String: PageURL]) throws(UsageError) -> Value {
        guard !links.isEmpty else { return read }
        return try ChosenService.$provider.withValue(provider) {
            PageArguments.$shortLinks.withValue(ShortLinksMet(followed: followed)) { Result { () throws(UsageError) in try reading() } }
        }.get()
    }
}

/// The short links one reading of the arguments met, and the pages they are known to lead to.
final class ShortLinksMet: Sendable {
    let followed: [String: PageURL]
    private let met = Mutex<[String]>([])

    init(followed: [String: PageURL]) {
        self.followed = followed
    }

    var links: [String] { met.withLock { $0 } }

    func meet(_ link: String) {
        met.withLock { links in if !links.contains(link) { links.append(link) } }
    }
}

extension PageArguments {
    /// The reading in progress (`LinkedArguments`); nil: a command that takes no short links.
    @TaskLocal static var shortLinks: ShortLinksMet?

    /// The page a short link led to, once followed; until then the link itself, noted to follow.
    static func following(_ link: String, _ parsed: ParsedCommandLine) throws(UsageError) -> PageURL {
        guard let shortLinks else {
            throw parsed.usageError("'\(link.echoed)' is a short link, which this command does not follow", hint: "give the page URL it leads to")
        }
        if let page = shortLinks.followed[link] { return page }
        shortLinks.meet(link)
        return .shortLink(link)
    }

    /// What a short link stands for until it is followed: a collection named by the link, which
    /// no service is asked for (the arguments are read again first).
    static func standIn(for link: String) -> CollectionSelection {
        CollectionSelection(owner: .username(link), reference: .slug(link))
    }
}

extension Factory {
    /// The arguments with every short link among them followed: one request each to the
    /// service's short-link host (none offline), then read again with the pages they led to.
    func follow<Value>(_ arguments: LinkedArguments<Value>, on service: any PhotoService) async throws -> Value {
        var followed: [String: PageURL] = [:]
        for link in arguments.links {
            followed[link] = try await lookingUp("short link '\(link.echoed)'", hint: "check the link, or give the page URL it leads to") {
                try await service.shortLinkFollower().page(followingShortLink: link)
            }
        }
        return try arguments.value(following: followed)
    }
}
