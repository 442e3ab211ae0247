/// A short link (`https://flic.kr/s/…`) that was not followed to a page of its service: offline
/// (nothing sent), an answer that is no redirect, a redirect to no page of the service's, or
/// one redirect too many. A 4xx or 5xx answer is the ordinary `responseValidationFailed`.
public struct ShortLinkFailure: Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// `--offline`: following it needs the network, so nothing was sent.
        case offline
        /// The server answered this status without a redirect.
        case noRedirect(status: Int)
        /// It led here, to no page of the service's (a `Location` as the server sent it).
        case notAPage(location: String)
        /// Each of this many redirects led to another short link.
        case tooManyHops(Int)
    }

    /// The link as the user gave it.
    public var link: String
    /// The service's name in sentences: `Flickr`.
    public var site: String
    public var reason: Reason

    /// The longest link or location a sentence repeats whole.
    public static let shownLength = 200

    public init(link: String, site: String, reason: Reason) {
        self.link = link
        self.site = site
        self.reason = reason
    }

    public var description: String {
        let link = "'" + Self.shown(self.link) + "'"
        switch reason {
        case .offline: return "offline: \(link) is a short link, and following it needs the network"
        case .noRedirect(let status): return "\(link) led nowhere: the server answered \(status) without a redirect"
        case .notAPage(let location): return "\(link) led to '\(Self.shown(location))', which is not a \(site) page"
        case .tooManyHops(let hops): return "\(link) led to one short link after another, \(hops) times"
        }
    }

    /// `text` cut to `shownLength` characters, `…` marking the cut, control characters as `?`
    /// (a `Location` is the server's, and may hold anything).
    static func shown(_ text: String) -> String {
        let cut = text.count > shownLength ? text.prefix(shownLength - 1) + "…" : Substring(text)
        return String(String.UnicodeScalarView(cut.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
