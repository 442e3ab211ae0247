import Foundation
import PhotomaniaKit

/// `photos` and `search`: walk the pages asked for and print one table (or JSON array).
enum PhotoListCommand {
    static func runPhotos(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        let user = parsed.value("user").map(UserLookup.init)
        let feature = try parsed.value("feature", as: Feature.init(argument:), expected: "a feature such as popular or editors")
            ?? (user == nil ? .popular : .user)
        if feature.needsUser != (user != nil) {
            throw parsed.usageError(user == nil ? "'--feature \(feature.rawValue)' needs '--user NAME'" : "'--user' goes with '--feature user' or '--feature user_friends'")
        }
        let paging = try Paging(parsed)
        var query = PhotoStreamQuery(
            feature: feature,
            only: try categories(parsed, "category"),
            exclude: try categories(parsed, "exclude"),
            sort: try parsed.value("sort", as: { SortField(argument: $0).flatMap { $0.isSearchOnly ? nil : $0 } }, expected: "a sort field such as rating or created_at"),
            sortDirection: parsed.flag("asc") ? .ascending : nil,
            user: user,
            rpp: paging.perPage
        )
        let thumbnails = try Thumbnails(context)
        query.imageSizes = thumbnails.map { [$0.size] } ?? []
        let api = try context.api()
        return try await list(context, paging: paging, api: api, thumbnails: thumbnails) { page in
            query.page = page
            return try await api.page(.photos(query), of: Photo.self)
        }
    }

    static func runSearch(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        guard let text = parsed.positionals.first?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw parsed.usageError("TERM is empty", hint: "give a word to look for, e.g. 'photomania search lighthouse'")
        }
        let paging = try Paging(parsed)
        var query = SearchQuery(
            term: parsed.flag("tag") ? .tag(text) : .term(text),
            only: try categories(parsed, "category"),
            sort: try parsed.value("sort", as: SortField.init(argument:), expected: "a sort field such as _score or rating"),
            rpp: paging.perPage
        )
        let thumbnails = try Thumbnails(context)
        query.imageSizes = thumbnails.map { [$0.size] } ?? []
        let api = try context.api()
        return try await list(context, paging: paging, api: api, thumbnails: thumbnails) { page in
            query.page = page
            return try await api.page(.search(query), of: Photo.self)
        }
    }

    private static func categories(_ parsed: ParsedCommandLine, _ name: String) throws(UsageError) -> [Category] {
        try parsed.values(name, as: Category.init(argument:), expected: "a category name such as Landscapes or 'Black and White'")
    }

    private static func list(
        _ context: CommandContext,
        paging: Paging,
        api: APIClient,
        thumbnails: Thumbnails?,
        fetch: (Int) async throws -> Page<Photo>
    ) async throws -> ExitCode {
        let showNSFW = context.parsed.flag("nsfw")
        var listing = PhotoListing()
        try await walkPages(paging.range, fetch: fetch) { page in
            listing.add(page, showNSFW: showNSFW)
            return true
        }
        let view = PhotoTableView(listing: listing, console: context.console, colors: context.settings.colors)
        if context.parsed.flag("json") {
            try context.console.print(JSONOutput.string(listing.photos))
        } else if let thumbnails {
            let loader = context.thumbnailLoader(session: api.session)
            await ThumbnailList(photos: listing.photos, drawing: thumbnails.drawing, loader: loader, console: context.console).print(size: thumbnails.size)
        } else {
            view.printTable()
        }
        context.printSummary(view.summary, json: context.parsed.flag("json"))
        return .success
    }
}

/// `--thumbs`, when pictures can be drawn here (a terminal, not `--json`): how and at what size.
struct Thumbnails {
    let drawing: PictureDrawing
    let size: ImageSize

    init?(_ context: CommandContext) throws(UsageError) {
        guard context.parsed.flag("thumbs"), !context.parsed.flag("json") else { return nil }
        let drawing = try PictureDrawing(context)
        guard drawing.isEnabled else { return nil }
        self.drawing = drawing
        size = ThumbnailList.imageSize(for: drawing)
    }
}

/// `--page N | --pages A-B | --all` and `--rpp N`.
struct Paging {
    var range: PageRange
    var perPage: Int

    init(_ parsed: ParsedCommandLine) throws(UsageError) {
        if parsed.flag("all") {
            range = PageRange(first: 1, last: nil)
        } else if let pages = try parsed.pageRange("pages") {
            range = pages
        } else {
            let page = try parsed.int("page", range: 1...) ?? 1
            range = PageRange(first: page, last: page)
        }
        perPage = try parsed.int("rpp", range: 1...100) ?? 20
    }
}

/// The photos of the pages walked, and what was left out on the way.
struct PhotoListing {
    var photos: [Photo] = []
    var firstPage = 0
    var lastPage = 0
    var totalPages = 0
    var totalItems = 0
    var hiddenNSFW = 0
    var skipped = 0

    mutating func add(_ page: Page<Photo>, showNSFW: Bool) {
        if firstPage == 0 { firstPage = page.currentPage }
        lastPage = page.currentPage
        totalPages = page.totalPages
        totalItems = page.totalItems
        skipped += page.skippedCount
        for photo in page.items {
            if photo.nsfw && !showNSFW { hiddenNSFW += 1 } else { photos.append(photo) }
        }
    }
}
