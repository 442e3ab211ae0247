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
    let json: Bool
    let jsonFields: JSONFieldSelection?

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
        let output = try parsed[SharedOptions.json]
        (json, jsonFields) = (output != nil, output?.fields)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let api = try context.api()
        let (id, query, perPage) = (try await lookUpUserID(user, api), query, perPage)
        let walk = PageWalk<Gallery>(pages, api: api) { page in .galleries(userID: id, query, PageRequest(page: page, perPage: perPage)) }
        let (galleries, last, stop) = try await walk.collect()
        try SharedOptions.checkNotPastTheLastPage(pages, totalPages: last?.totalPages ?? 0)
        if json {
            context.console.print(try JSONOutput.string(galleries, fields: jsonFields))
        } else {
            GalleryTableView(galleries: galleries, console: context.console, colors: context.settings.colors).printTable()
        }
        if let stop { context.notice(stop.description) }
        let total = last?.totalItems ?? 0
        context.printSummary("\(pagesText(from: pages.first, to: last)) · \(counted(total, "gallery", plural: "galleries"))", json: json)
        return .success
    }
}
