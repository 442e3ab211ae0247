import PhotomaniaKit

/// `photomania galleries USER`: a user's galleries, as a table or JSON.
struct GalleriesCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "galleries",
            summary: "List a user's galleries",
            options: [
                kind.spec, privateToo.spec, sort.spec,
            ] + SharedOptions.sortDirectionOptions() + SharedOptions.listPaging,
            positionals: [owner.spec],
            exclusive: [["page", "pages", "all"], ["asc", "desc"]],
            examples: ["photomania galleries jose_alvarez", "photomania gallery jose_alvarez lisbon-2022"]
        )
    }

    /// `--kind KIND`: one of the kinds the run's service declares (500px's portfolio, …; Flickr's
    /// album and gallery).
    static var kind: Option<[GalleryKind]> {
        let kinds = PageArguments.chosen.access.collectionKinds
        let help = "Only collections of this kind: " + PageArguments.chosen.collectionKindWords
        return Option(.repeatable("kind", "KIND", help: help, known: kinds.map(\.name))) { parsed, spec throws(UsageError) in
            let expected = "a kind such as " + kinds.prefix(2).map(\.name).joined(separator: " or ")
            var read: [GalleryKind] = []
            for raw in parsed.texts(of: spec) {
                read.append(try parsed.converted(raw, label: "'\(spec.longForm)'", known: kinds.map(\.name), expected: expected) { GalleryKind(argument: $0, among: kinds) })
            }
            return read
        }
    }
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
        let query = GalleryListQuery(
            sort: try parsed[Self.sort],
            sortDirection: SharedOptions.direction(parsed),
            privacy: parsed[Self.privateToo] ? .both : nil,
            kinds: try parsed[Self.kind]
        )
        try self.init(parsed, query: query)
    }

    /// The owner and paging as given, listing what `query` asks for (`albums`: albums only).
    init(_ parsed: ParsedCommandLine, query: GalleryListQuery) throws(UsageError) {
        let owner = try parsed[Self.owner]
        user = try LinkedArguments { () throws(UsageError) in try PageArguments.user(owner, parsed) }
        self.query = query
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        json = try parsed[SharedOptions.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service().collectionReader()
        let (id, query, perPage) = (try await lookUpUserID(try await context.follow(user, on: service), service), query, perPage)
        let walk = PageWalk<Gallery>(pages) { cursor async throws(PhotomaniaError) in
            try await service.collections(ofUser: id, query, at: cursor, perPage: perPage)
        }
        let galleries = try await walk.collect()
        try await ListPrinter(columns: .galleries, json: json).print(galleries, pages: pages, counting: "gallery", plural: "galleries", context)
        return .success
    }
}

private extension ServiceRegistry.Entry {
    /// `album, gallery`: the kinds `--kind` takes on this service.
    var collectionKindWords: String { access.collectionKinds.map(\.name).joined(separator: ", ") }
}
