import PhotomaniaKit

/// The options that say which photos, declared once with their types: each command lists the
/// ones it takes (with its own help, `withHelp`), and `SelectionOptions.read` reads those.
enum SelectionKeys {
    /// `--feature F`: a stream of the chosen service's, or of another (which that service then
    /// refuses in its own words).
    static var feature: Option<Feature?> {
        .value(
            "feature", "F", short: "f", help: "The stream (default \(SharedOptions.defaultFeature)): " + SharedOptions.features,
            known: SharedOptions.streams.map(\.rawValue), expected: SharedOptions.expectedFeature,
            as: { Feature(argument: $0, among: PageArguments.chosen.capabilities.features + ServiceRegistry.current.features) }
        )
    }
    static let search: Option<String?> = .text("search", "TERM", help: "Photos found by TERM")
    static let tag: Option<Bool> = .flag("tag", help: "TERM is a complete tag, not a keyword")
    static let allMedia: Option<Bool> = .flag("all-media", help: "Find drawings, documents, video and audio too, not only pictures")
    static let user: Option<String?> = .text("user", "NAME", short: "u", help: "A user's photos (a name, an id or a profile URL)")
    static let liked: Option<String?> = .text("liked", "USER", help: "The photos USER liked (shown to USER only)")
    static let group: Option<String?> = .text("group", "GROUP", help: "A group's pool (its name in its URL, its id, or its page URL)")
    static let gallery: Option<String?> = .text("gallery", "USER/GALLERY", help: "A gallery, in its order (GALLERY: id or slug), or its page URL")
    static let category: Option<[Category]> = .repeatable(
        "category", "NAME", help: "Only this category, by name or id", known: SharedOptions.categoryWords, expected: expectedCategory, as: Category.init(argument:)
    )
    static let exclude: Option<[Category]> = .repeatable(
        "exclude", "NAME", help: "Leave out this category", known: SharedOptions.categoryWords, expected: expectedCategory, as: Category.init(argument:)
    )
    /// `--sort FIELD` of a stream or a gallery: every photo order but search relevance.
    static var sort: Option<SortField?> { sort(search: false) }
    /// `--sort FIELD` of a search: relevance (`_score`) too.
    static var searchSort: Option<SortField?> { sort(search: true) }
    static let ascending: Option<Bool> = .flag("asc", help: "Sort ascending")
    static let descending: Option<Bool> = .flag("desc", help: "Sort descending")

    /// `USER` of `gallery`, and its `GALLERY`.
    static let galleryOwner: Argument<String> = .required("USER", help: "A username, an id, a profile URL, or the gallery's page URL alone (or its id alone, on a service whose collection ids are unique)")
    static let galleryName: Argument<String?> = .optional("GALLERY", help: "The gallery's id or slug (as 'photomania galleries USER' lists them)")
    /// `ID...` of `download`: photo ids and page URLs.
    static let photosOrPages: Argument<[String]> = .variadic("ID", minimum: 0, help: "Photo ids or page URLs (photo, profile, gallery or liked)")

    private static let expectedCategory = "a category name such as Landscapes or 'Black and White'"

    private static func sort(search: Bool) -> Option<SortField?> {
        .value(
            "sort", "FIELD", help: "Sort by " + SharedOptions.streamSorts, known: SortField.allCases.filter { search || !$0.isSearchOnly }.map(\.rawValue),
            expected: search ? "a sort field such as _score or rating" : "a sort field such as rating or created_at",
            as: { SortField(argument: $0).flatMap { search || !$0.isSearchOnly ? $0 : nil } }
        )
    }
}

extension ParsedCommandLine {
    /// Whether the command (or the program) declares `option`.
    func declares<Value>(_ option: Option<Value>) -> Bool {
        declaredOption(option.name) != nil
    }

    /// The option's value when the command declares it, else `otherwise`: for the readers that
    /// several commands share, each declaring some of their options.
    func ifDeclared<Value>(_ option: Option<Value>, otherwise: Value) throws(UsageError) -> Value {
        declares(option) ? try self[option] : otherwise
    }
}
