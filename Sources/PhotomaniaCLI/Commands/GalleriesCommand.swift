import PhotomaniaKit

/// `photomania galleries USER`: a user's galleries, as a table or JSON.
struct GalleriesCommand: Command {
    static let spec = CommandSpec(
        "galleries",
        summary: "List a user's galleries",
        options: [
            kind.spec, privateToo.spec, sort.spec,
        ] + SharedOptions.sortDirectionOptions() + SharedOptions.listPaging,
        positionals: [owner.spec],
        exclusive: [["page", "pages", "all"], ["asc", "desc"]],
        examples: ["photomania galleries jose_alvarez", "photomania gallery jose_alvarez lisbon-2022"]
    )

    static let kind: Option<[GalleryKind]> = .repeatable(
        "kind", "KIND", help: "Only galleries of this kind: general, lightbox, portfolio, profile, favorite", known: GalleryKind.documented.map(\.name),
        expected: "a kind such as portfolio or lightbox", as: GalleryKind.init(argument:)
    )
    static let privateToo: Option<Bool> = .flag("private", help: "Your private galleries too (signed in as USER)")
    static let sort: Option<GallerySort?> = .value(
        "sort", "FIELD", help: "Sort by " + GallerySort.allCases.map(\.rawValue).joined(separator: ", ") + " (default updated_at)", known: GallerySort.allCases.map(\.rawValue),
        expected: "a sort such as updated_at or position", as: GallerySort.init(rawValue:)
    )
    static let owner: Argument<String> = .required("USER", help: "A username, an id or a profile URL")

    let user: LinkedArguments<UserLookup>
    let query: GalleryListQuery
    let pages: PageRange
    let perPage: Int
    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let owner = try parsed[Self.owner]
        user = try LinkedArguments { () throws(UsageError) in try PageArguments.user(owner, parsed) }
        query = GalleryListQuery(
            sort: try parsed[Self.sort],
            sortDirection: SharedOptions.direction(parsed),
            privacy: parsed[Self.privateToo] ? .both : nil,
            kinds: try parsed[Self.kind]
        )
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        json = try parsed[SharedOptions.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service()
        let (id, query, perPage) = (try await lookUpUserID(try await context.follow(user, on: service), service), query, perPage)
        let walk = PageWalk<Gallery>(pages) { cursor async throws(PhotomaniaError) in
            try await service.collections(ofUser: id, query, at: cursor, perPage: perPage)
        }
        let galleries = try await walk.collect()
        try await ListPrinter(columns: .galleries, json: json).print(galleries, pages: pages, counting: "gallery", plural: "galleries", context)
        return .success
    }
}
