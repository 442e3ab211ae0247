import PhotomaniaKit

/// What `photos`, `search` and `gallery` share: the selection and the pages to walk, and printing
/// them as one table, JSON array or list of thumbnails.
struct PhotoList {
    let source: LinkedArguments<SelectionArguments>
    let pages: PageRange
    let perPage: Int
    let includeNSFW: Bool
    let filter: FilterExpression?
    let json: JSONRequest?
    let thumbnails: Bool

    /// `--page N | --pages A-B | --all`, `--rpp N`, `--nsfw`, `--filter`, `--json`, `--thumbs`.
    init(_ source: LinkedArguments<SelectionArguments>, _ parsed: ParsedCommandLine) throws(UsageError) {
        self.source = source
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        includeNSFW = parsed[SharedOptions.nsfw]
        filter = try FilterOption.read(parsed)
        json = try parsed[SharedOptions.json]
        thumbnails = parsed[SharedOptions.thumbs] && json == nil
    }

    func run(_ context: Factory) async throws -> ExitCode {
        // Only `--thumbs` asks the terminal how to draw.
        let drawing = thumbnails ? await context.pictures() : nil
        let thumbnailSize = drawing.flatMap { $0.isEnabled ? ThumbnailList.imageSize(for: $0) : nil }
        let service = try context.service()
        try service.require(filter)
        let selection = try await context.resolve(source, on: service)
        let options = WalkOptions(pages: pages, perPage: perPage, imageSizes: thumbnailSize.map { [$0] } ?? [], includeNSFW: includeNSFW, filter: filter)
        var listing = PhotoListing()
        for try await event in PhotoWalk<Photo>(selection, options: options, service: service) {
            listing.add(event)
        }
        var cards: (([Photo]) async -> Void)?
        if let thumbnailSize, let drawing {
            cards = { photos in
                let loader = context.thumbnailLoader(session: service.session)
                await ThumbnailList(photos: photos, drawing: drawing, loader: loader, console: context.console).print(size: thumbnailSize)
            }
        }
        try await ListPrinter(columns: .photos(service.capabilities), json: json, noticesStopFirst: true).print(
            listing.photos, pages: pages, totalPages: listing.totalPages, stop: listing.stop, summary: listing.summary, context, instead: cards
        )
        return .success
    }
}
