import PhotomaniaKit

/// `photomania gallery USER GALLERY` (or a gallery page URL): the gallery's photos in its order,
/// printed as `photos` prints a stream.
struct GalleryCommand: Command {
    static let spec = CommandSpec(
        "gallery",
        summary: "List a gallery's photos, in the gallery's order",
        options: [
            SharedOptions.categoryOption, SharedOptions.excludeOption,
            SharedOptions.sortOption(help: "Sort by " + SharedOptions.streamSorts + " (default: the gallery's order)"),
        ] + SharedOptions.sortDirectionOptions(descending: "Sort descending (the gallery's order backwards without --sort)") + SharedOptions.paging,
        positionals: [
            .required("USER", help: "A username, an id, a profile URL, or the gallery's page URL alone"),
            .optional("GALLERY", help: "The gallery's id or slug (as 'photomania galleries USER' lists them)"),
        ],
        exclusive: [["page", "pages", "all"], ["asc", "desc"]],
        examples: ["photomania gallery jose_alvarez lisbon-2022", "photomania gallery https://500px.com/p/jose_alvarez/galleries/lisbon-2022 --json"]
    )

    let target: GalleryTarget
    let query: GalleryItemsQuery
    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        target = try GalleryTarget(user: parsed.value("USER") ?? "", gallery: parsed.value("GALLERY"), parsed)
        query = GalleryItemsQuery(
            only: try SharedOptions.categories(parsed, "category"),
            exclude: try SharedOptions.categories(parsed, "exclude"),
            sort: try SharedOptions.streamSort(parsed),
            sortDirection: SharedOptions.direction(parsed)
        )
        list = try PhotoList(.ids([]), parsed)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var list = self.list
        list.source = try await target.source(context.api(), query)
        return try await list.run(context)
    }
}

/// A gallery named on the command line: `USER GALLERY`, `USER/GALLERY`, or its page URL.
struct GalleryTarget: Sendable {
    let user: UserLookup
    let gallery: GalleryReference

    init(user: UserLookup, gallery: GalleryReference) {
        self.user = user
        self.gallery = gallery
    }

    init(user text: String, gallery: String?, _ parsed: ParsedCommandLine) throws(UsageError) {
        if let gallery {
            user = try PageArguments.user(text, parsed)
            guard !gallery.isEmpty else { throw parsed.usageError("GALLERY is empty") }
            self.gallery = GalleryReference(gallery)
        } else if case .gallery(let name, let slug)? = try PageArguments.page(text, parsed) {
            (user, self.gallery) = (.username(name), .slug(slug))
        } else if let slash = text.lastIndex(of: "/"), !PageURL.looksLikeURL(text), slash != text.startIndex, text.index(after: slash) != text.endIndex {
            (user, self.gallery) = (try PageArguments.user(String(text[..<slash]), parsed), GalleryReference(String(text[text.index(after: slash)...])))
        } else {
            throw PageArguments.notA("gallery", text, parsed)
        }
    }

    /// The gallery's photos as a source; the user's id is looked up when a name was given.
    func source(_ api: APIClient, _ query: GalleryItemsQuery = GalleryItemsQuery()) async throws -> PhotoSource {
        .gallery(userID: try await lookUpUserID(user, api), gallery, query)
    }
}
