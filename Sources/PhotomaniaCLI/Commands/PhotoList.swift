import PhotomaniaKit

/// What `photos` and `search` share: the pages to walk, and printing them as one table, JSON
/// array or list of thumbnails.
struct PhotoList {
    var source: PhotoSource
    let pages: PageRange
    let perPage: Int
    let includeNSFW: Bool
    let json: Bool
    let jsonFields: JSONFieldSelection?
    let thumbnails: Bool

    /// `--page N | --pages A-B | --all`, `--rpp N`, `--nsfw`, `--json`, `--thumbs`.
    init(_ source: PhotoSource, _ parsed: ParsedCommandLine) throws(UsageError) {
        self.source = source
        let paging = try PagingOptions(parsed)
        (pages, perPage) = (paging.pages, paging.perPage)
        includeNSFW = parsed[SharedOptions.nsfw]
        let output = try parsed[SharedOptions.json]
        (json, jsonFields) = (output != nil, output?.fields)
        thumbnails = parsed[SharedOptions.thumbs] && !json
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let drawing = context.pictures
        let thumbnailSize = thumbnails && drawing.isEnabled ? ThumbnailList.imageSize(for: drawing) : nil
        let api = try context.api()
        let options = WalkOptions(pages: pages, perPage: perPage, imageSizes: thumbnailSize.map { [$0] } ?? [], includeNSFW: includeNSFW)
        var listing = PhotoListing()
        for try await event in PhotoWalk<Photo>(source, options: options, api: api) {
            listing.add(event)
        }
        try SharedOptions.checkNotPastTheLastPage(pages, totalPages: listing.totalPages)
        if let stop = listing.stop { context.notice(stop.description) }
        let view = PhotoTableView(listing: listing, console: context.console, colors: context.settings.colors)
        if json {
            try context.console.print(JSONOutput.string(listing.photos, fields: jsonFields))
        } else if let thumbnailSize {
            let loader = context.thumbnailLoader(session: api.session)
            await ThumbnailList(photos: listing.photos, drawing: drawing, loader: loader, console: context.console).print(size: thumbnailSize)
        } else {
            view.printTable()
        }
        context.printSummary(view.summary, json: json)
        return .success
    }
}
