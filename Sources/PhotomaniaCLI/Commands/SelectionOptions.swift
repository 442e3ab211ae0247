import Foundation
import PhotomaniaKit

/// "Which photos" as a command was given it, before anything is asked of a service.
struct SelectionArguments: Sendable {
    var selection: PhotoSelection
    /// Given as the site's `…/liked` page: the signed-in user's likes, said so when nobody is.
    var isLikedPage = false
    /// `download -` or `-i FILE`: more photo ids, read when the run starts.
    var inputList: InputList.Source?
}

/// The one reading of "which photos" on the command line, for `photos`, `search`, `gallery`,
/// `download` (several at once: `downloadSelections`) and `browse`: from the options each declares
/// (`--feature`, `--user`, `--search`, `--tag`, `--liked`, `--gallery`, `--group`, then
/// `--category`, `--exclude`, `--sort`, `--asc`/`--desc`)
/// and its positionals, so that the same input is the same selection, and the same mistake the
/// same sentence, in all of them.
enum SelectionOptions {
    /// What a command's positionals say.
    enum Positionals {
        /// None (`photos`).
        case none
        /// `TERM` (`search`).
        case searchTerm
        /// `USER [GALLERY]`, `USER/GALLERY` or a gallery page URL (`gallery`).
        case gallery
        /// One page URL to start at (`browse`).
        case startPage
    }

    /// What the command line says; short links among its page URLs are followed when the
    /// command runs (`Factory.resolve`).
    static func read(_ parsed: ParsedCommandLine, _ positionals: Positionals) throws(UsageError) -> LinkedArguments<SelectionArguments> {
        try LinkedArguments { () throws(UsageError) in try readNow(parsed, positionals) }
    }

    private static func readNow(_ parsed: ParsedCommandLine, _ positionals: Positionals) throws(UsageError) -> SelectionArguments {
        var arguments: SelectionArguments
        switch positionals {
        case .none:
            // Not `try a ?? b`: a typed throw from `b`'s autoclosure comes out as another case's
            // error with this compiler (Swift 6.0).
            if let pool = try groupPool(parsed) {
                arguments = SelectionArguments(selection: pool)
            } else {
                arguments = SelectionArguments(selection: try stream(parsed) ?? .stream(PageArguments.chosen.capabilities.defaultFeature))
            }
        case .searchTerm:
            arguments = SelectionArguments(selection: .search(try searchTerm(parsed)))
        case .gallery:
            arguments = SelectionArguments(selection: .collection(try collection(parsed[SelectionKeys.galleryOwner], gallery: parsed[SelectionKeys.galleryName], parsed)))
        case .startPage:
            arguments = try startPage(parsed)
        }
        arguments.selection = try filtered(arguments.selection, parsed)
        return arguments
    }

    /// `--feature F` with `--user NAME` (a user's photos when `--user` is alone, their faves when
    /// it is their favorites page's URL); nil when neither is given.
    static func stream(_ parsed: ParsedCommandLine) throws(UsageError) -> PhotoSelection? {
        let (feature, user) = try userStream(parsed)
        return try stream(feature: feature, user: user, parsed)
    }

    /// `--feature F` and `--user NAME`, each when given; a user's favorites or likes page given
    /// to `--user` names its stream when `--feature` does not.
    static func userStream(_ parsed: ParsedCommandLine) throws(UsageError) -> (Feature?, UserLookup?) {
        let text = try parsed.ifDeclared(SelectionKeys.user, otherwise: nil)
        let user = try text.map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        let implied = try text.flatMap { text throws(UsageError) in try PageArguments.impliedFeature(text, parsed) }
        return (try feature(parsed) ?? implied, user)
    }

    /// `--group GROUP`, when the command declares it and it is given.
    static func groupPool(_ parsed: ParsedCommandLine) throws(UsageError) -> PhotoSelection? {
        try parsed.ifDeclared(SelectionKeys.group, otherwise: nil).map { text throws(UsageError) in .groupPool(try PageArguments.group(text, parsed)) }
    }

    static func stream(feature named: Feature?, user: UserLookup?, _ parsed: ParsedCommandLine) throws(UsageError) -> PhotoSelection? {
        guard named != nil || user != nil else { return nil }
        let feature = named ?? .user
        if feature == .user, user == nil {
            throw parsed.usageError("'--feature user' needs '--user NAME'", hint: "give the user by name, id or profile URL")
        }
        if !feature.needsUser, user != nil {
            throw parsed.usageError("'--user' goes with '--feature user', 'user_friends' or 'user_favorites'")
        }
        return .stream(feature, user: user)
    }

    /// `--feature F`, when the command declares it.
    static func feature(_ parsed: ParsedCommandLine) throws(UsageError) -> Feature? {
        try parsed.ifDeclared(SelectionKeys.feature, otherwise: nil)
    }

    /// `search TERM [--tag]`.
    private static func searchTerm(_ parsed: ParsedCommandLine) throws(UsageError) -> SearchTerm {
        guard let text = parsed.positionals.first?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw parsed.usageError("TERM is empty", hint: "give a word to look for, e.g. 'photomania search lighthouse'")
        }
        return parsed[SelectionKeys.tag] ? .tag(text) : .term(text)
    }

    /// A gallery named on the command line: `USER GALLERY`, `USER/GALLERY`, its page URL, or its
    /// id alone where the service names collections without their owner.
    static func collection(_ text: String, gallery: String?, _ parsed: ParsedCommandLine) throws(UsageError) -> CollectionSelection {
        if let gallery {
            let owner = try PageArguments.user(text, parsed)
            guard !gallery.isEmpty else { throw parsed.usageError("GALLERY is empty") }
            return CollectionSelection(owner: owner, reference: PageArguments.collection(gallery))
        }
        switch try PageArguments.page(text, parsed) {
        case .gallery(let name, let slug)?: return CollectionSelection(owner: .username(name), reference: .slug(slug))
        case .collection(let name, let reference)?: return CollectionSelection(owner: .username(name), reference: reference)
        case .shortLink(let link)?: return PageArguments.standIn(for: link)
        default: break
        }
        if let slash = text.lastIndex(of: "/"), !PageURL.looksLikeURL(text), slash != text.startIndex, text.index(after: slash) != text.endIndex {
            let owner = try PageArguments.user(String(text[..<slash]), parsed)
            return CollectionSelection(owner: owner, reference: PageArguments.collection(String(text[text.index(after: slash)...])))
        }
        if !PageArguments.chosen.capabilities.collectionsNeedOwner, !PageURL.looksLikeURL(text), !text.isEmpty {
            return CollectionSelection(owner: nil, reference: PageArguments.collection(text))
        }
        throw PageArguments.notA("gallery", text, parsed)
    }

    /// `browse`: one page URL, or one of the naming options (a stream by default).
    private static func startPage(_ parsed: ParsedCommandLine) throws(UsageError) -> SelectionArguments {
        if let text = parsed.positionals.first {
            guard ![SelectionKeys.feature.spec, SelectionKeys.search.spec, SelectionKeys.user.spec, SelectionKeys.liked.spec, SelectionKeys.gallery.spec].contains(where: parsed.isGiven) else {
                throw parsed.usageError("give a page URL or one of --feature, --search, --user, --liked, --gallery, not both")
            }
            switch try PageArguments.page(text, parsed) {
            case .photo?:
                throw parsed.usageError("browse opens profile, gallery and liked-photos pages, not one photo", hint: "use 'photomania photo \(text)'")
            case nil:
                throw PageArguments.notA("page URL", text, parsed)
            case let page?:
                return selection(of: page)
            }
        }
        if let term = try parsed[SelectionKeys.search] { return SelectionArguments(selection: .search(.term(term))) }
        if let user = try parsed[SelectionKeys.liked] { return SelectionArguments(selection: .photos(likedBy: try PageArguments.user(user, parsed))) }
        if let gallery = try parsed[SelectionKeys.gallery] { return SelectionArguments(selection: .collection(try collection(gallery, gallery: nil, parsed))) }
        return SelectionArguments(selection: try stream(parsed) ?? .stream(PageArguments.chosen.capabilities.defaultFeature))
    }

    /// What a page URL of a profile, a gallery, liked photos or favorites, a search or a group lists.
    static func selection(of page: PageURL) -> SelectionArguments {
        switch page {
        case .user(let name): SelectionArguments(selection: .photos(by: .username(name)))
        case .liked(let name): SelectionArguments(selection: .photos(likedBy: .username(name)))
        case .signedInUserLiked: SelectionArguments(selection: .stream(.userLiked), isLikedPage: true)
        case .gallery(let name, let slug): SelectionArguments(selection: .collection(CollectionSelection(owner: .username(name), reference: .slug(slug))))
        case .collection(let name, let reference): SelectionArguments(selection: .collection(CollectionSelection(owner: .username(name), reference: reference)))
        case .favorites(let name): SelectionArguments(selection: .stream(.userFavorites, user: .username(name)))
        case .search(let term): SelectionArguments(selection: .search(term))
        case .group(let group): SelectionArguments(selection: .groupPool(group))
        // One selection stands for a user's collections where only one is walked (`browse`): their photos.
        case .collections(let name, _): SelectionArguments(selection: .photos(by: .username(name)))
        case .photo(let id): SelectionArguments(selection: .ids([id]))
        case .shortLink(let link): SelectionArguments(selection: .collection(PageArguments.standIn(for: link)))
        }
    }

    /// The categories and the order the options give a stream, a search (`search`) or a collection.
    static func listFilter(_ parsed: ParsedCommandLine, search: Bool) throws(UsageError) -> PhotoFilter {
        let sort = try parsed.ifDeclared(search ? SelectionKeys.searchSort : SelectionKeys.sort, otherwise: nil)
        let includeTags = try FilterOption.read(parsed)?.fields.contains(.tags) ?? false
        return PhotoFilter(
            only: try parsed.ifDeclared(SelectionKeys.category, otherwise: []), exclude: try parsed.ifDeclared(SelectionKeys.exclude, otherwise: []),
            sort: sort, sortDirection: parsed.declares(SelectionKeys.ascending) ? SharedOptions.direction(parsed) : nil, includeTags: includeTags,
            allMedia: search && parsed.declares(SelectionKeys.allMedia) && parsed[SelectionKeys.allMedia]
        )
    }

    /// The categories and the order the options give, on what they apply to: photos given by id
    /// have neither.
    static func filtered(_ selection: PhotoSelection, _ parsed: ParsedCommandLine) throws(UsageError) -> PhotoSelection {
        let only = try parsed.ifDeclared(SelectionKeys.category, otherwise: [])
        let exclude = try parsed.ifDeclared(SelectionKeys.exclude, otherwise: [])
        let direction = parsed.declares(SelectionKeys.ascending) ? SharedOptions.direction(parsed) : nil
        guard case .ids = selection else {
            let isSearch = if case .search = selection { true } else { false }
            return selection.filtered(try listFilter(parsed, search: isSearch))
        }
        guard !parsed.isGiven(SelectionKeys.sort), direction == nil else {
            throw parsed.usageError("'--sort', '--asc' and '--desc' order a stream, a search or a gallery", hint: "photos given by id are fetched in the order given")
        }
        guard only.isEmpty, exclude.isEmpty else {
            throw parsed.usageError("'--category' and '--exclude' filter a stream, a search or a gallery", hint: "photos given by id are fetched whatever their category")
        }
        if let given = FilterOption.specs.first(where: parsed.isGiven) {
            throw parsed.usageError("'--\(given.name)' chooses among the photos of a stream, a search or a gallery", hint: "photos given by id are fetched as given")
        }
        return selection
    }
}
