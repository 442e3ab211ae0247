import Foundation
import PhotomaniaKit

/// Arguments that name a photo, a user or a gallery: an id or a name as before, or a page URL of
/// a service (`PageURL`, read by the service its host picks: `ServiceRegistry.page`). A text that
/// looks like a URL but names nothing that service knows is a usage error listing its forms.
enum PageArguments {
    /// The service this run talks to (`Settings.provider`), while the command reads its
    /// arguments; nil outside that.
    static var provider: ServiceRegistry.Entry? { ChosenService.provider }

    /// The service this run talks to, else the registry's default: whose words `--help` and
    /// the options speak.
    static var chosen: ServiceRegistry.Entry { ChosenService.entry }

    /// How ids read: the chosen service's.
    static var ids: IDSyntax { chosen.ids }

    /// A photo id, or a photo page URL.
    static func photoID(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> PhotoID {
        if let id = ids.photo(text) { return id }
        if case .photo(let id)? = try page(text, parsed) { return id }
        throw parsed.usageError("'\(text.echoed)' is not a photo id", hint: "a photo id is a whole number, as in the first column of 'photomania photos', or a photo page URL")
    }

    /// A username (`ana`, or `@ana` as tables show it) or id, or a profile URL (a gallery or
    /// liked-photos URL names its user too): the one reading of a user argument, in every command.
    static func user(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> UserLookup {
        guard PageURL.looksLikeURL(text) else {
            return text.hasPrefix("@") && text.count > 1 ? .username(String(text.dropFirst())) : ids.user(text)
        }
        switch try page(text, parsed) {
        case .user(let name)?, .gallery(let name, _)?, .liked(let name)?, .collection(let name, _)?, .favorites(let name)?, .collections(let name, _)?:
            return .username(name)
        case .shortLink(let link)?: return .username(link)
        case .photo?, .signedInUserLiked?, .search?, .group?, nil: throw notA("profile", text, parsed)
        }
    }

    /// The stream a user's page URL names beyond their photos (`…/favorites`, `…/likes`), for
    /// `--user URL` without `--feature`; nil for any other text.
    static func impliedFeature(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> Feature? {
        guard PageURL.looksLikeURL(text) else { return nil }
        switch try page(text, parsed) {
        case .favorites?: return .userFavorites
        case .liked?: return .userLiked
        default: return nil
        }
    }

    /// A group by the name in its page URL or its id (`--group`), or its page URL.
    static func group(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> String {
        guard PageURL.looksLikeURL(text) else {
            let name = text.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw parsed.usageError("GROUP is empty", hint: "give the group's name as in its URL, its id, or its page URL") }
            return name
        }
        guard case .group(let group)? = try page(text, parsed) else { throw notA("group page", text, parsed) }
        return group
    }

    /// A comment id.
    static func commentID(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> CommentID {
        guard let id = ids.comment(text) else {
            throw parsed.usageError("'\(text.echoed)' is not a comment id", hint: "a comment id is a whole number, as in 'photomania comments ID --json'")
        }
        return id
    }

    /// A user's collection by id or by the name in its page URL.
    static func collection(_ text: String) -> GalleryReference {
        ids.collection(text)
    }

    /// The page a URL names; nil for a text that is not a URL. A URL of a service's own site
    /// goes with that service: `--provider` naming another is a usage error. A short link is
    /// the page it led to once followed, until then itself (`following`).
    static func page(_ text: String, _ parsed: ParsedCommandLine, registry: ServiceRegistry = .current) throws(UsageError) -> PageURL? {
        let provider = try chosenProvider(parsed, registry)
        guard let found = registry.page(text, provider: provider ?? self.provider) else { return nil }
        if found.claimed, let provider, provider.name != found.entry.name {
            throw parsed.usageError(
                "'\(text.echoed)' is a \(found.entry.name) page, and --provider says \(provider.name)",
                hint: "leave out --provider: a page URL picks its service"
            )
        }
        guard let page = found.page else { throw notA("page photomania knows", text, parsed, registry: registry) }
        if case .shortLink(let link) = page { return try following(link, parsed) }
        return page
    }

    /// `text` is not what was asked for; the hint lists the page URLs of the service it would be
    /// read by.
    static func notA(_ what: String, _ text: String, _ parsed: ParsedCommandLine, registry: ServiceRegistry = .current) -> UsageError {
        let provider = ((try? chosenProvider(parsed, registry)) ?? nil) ?? self.provider
        let forms = (registry.page(text, provider: provider)?.entry ?? provider ?? registry.defaultEntry).pageForms
        return parsed.usageError("'\(text.echoed)' is not a \(what)", hint: "give one of these page URLs", list: forms)
    }

    /// The service `--provider` names on this command line (`Settings` has refused a name it
    /// does not know); nil when it is not given.
    private static func chosenProvider(_ parsed: ParsedCommandLine, _ registry: ServiceRegistry) throws(UsageError) -> ServiceRegistry.Entry? {
        try parsed[GlobalOptions.provider].flatMap { registry.entry(named: ServiceName(rawValue: $0)) }
    }
}
