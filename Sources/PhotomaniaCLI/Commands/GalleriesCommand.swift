import PhotomaniaKit

/// `photomania galleries USER`: a user's galleries, as a table or JSON.
struct GalleriesCommand: Command {
    static let spec = CommandSpec(
        "galleries",
        summary: "List a user's galleries",
        options: [
            .repeatable("kind", "KIND", help: "Only galleries of this kind: general, lightbox, portfolio, profile, favorite", known: GalleryKind.documented.map(\.name)),
            .flag("private", help: "Your private galleries too (signed in as USER)"),
            .value("sort", "FIELD", help: "Sort by " + GallerySort.allCases.map(\.rawValue).joined(separator: ", ") + " (default updated_at)", known: GallerySort.allCases.map(\.rawValue)),
        ] + SharedOptions.sortDirectionOptions() + SharedOptions.listPaging,
        positionals: [.required("USER", help: "A username, an id or a profile URL")],
        exclusive: [["page", "pages", "all"], ["asc", "desc"]],
        examples: ["photomania galleries jose_alvarez", "photomania gallery jose_alvarez lisbon-2022"]
    )

    let user: UserLookup
    let query: GalleryListQuery
    let pages: PageRange
    let perPage: Int
    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        user = try PageArguments.user(parsed.positionals.first ?? "", parsed)
        query = GalleryListQuery(
            sort: try parsed.value("sort", as: GallerySort.init(rawValue:), expected: "a sort such as updated_at or position"),
            sortDirection: SharedOptions.direction(parsed),
            privacy: parsed.flag("private") ? .both : nil,
            kinds: try parsed.values("kind", as: GalleryKind.init(argument:), expected: "a kind such as portfolio or lightbox")
        )
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        json = try parsed[SharedOptions.json]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let service = try context.service()
        let (id, query, perPage) = (try await lookUpUserID(user, service), query, perPage)
        let walk = PageWalk<Gallery>(pages) { cursor async throws(PhotomaniaError) in
            try await service.collections(ofUser: id, query, at: cursor, perPage: perPage)
        }
        let galleries = try await walk.collect()
        try await ListPrinter(columns: .galleries, json: json).print(galleries, pages: pages, counting: "gallery", plural: "galleries", context)
        return .success
    }
}
