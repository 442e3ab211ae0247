import PhotomaniaKit

/// How the list commands show what they listed (photos, people, galleries): a page past the last
/// is refused; then the table, or with `--json` a JSON array of the chosen fields; why the walk
/// stopped early, if it did; and the summary line.
struct ListPrinter<Item: Encodable> {
    let columns: ListColumns<Item>
    let json: JSONRequest?
    /// `photos` says why its walk stopped before what it lists, the others after.
    var noticesStopFirst = false

    /// `instead`, when given, shows the items in place of the table (`photos --thumbs`).
    func print(
        _ items: [Item], pages: PageRange, totalPages: Int, stop: PageWalkStop?, summary: String, _ context: CommandContext,
        instead: (([Item]) async -> Void)? = nil
    ) async throws {
        try SharedOptions.checkNotPastTheLastPage(pages, totalPages: totalPages)
        if noticesStopFirst, let stop { context.notice(stop.description) }
        if let json {
            context.console.print(try JSONOutput.string(items, fields: json.fields))
        } else if let instead {
            await instead(items)
        } else {
            columns.print(items, to: context.console, colors: context.settings.colors)
        }
        if !noticesStopFirst, let stop { context.notice(stop.description) }
        context.printSummary(summary, json: json != nil)
    }

    /// What a `PageWalk` collected, summed up as `pages 1-3/9 · 52 people`.
    func print(
        _ walked: (items: [Item], last: Page<Item>?, stop: PageWalkStop?), pages: PageRange,
        counting noun: String, plural: String, _ context: CommandContext
    ) async throws {
        let summary = "\(pagesText(from: pages.first, to: walked.last)) · \(counted(walked.last?.totalItems ?? 0, noun, plural: plural))"
        try await print(walked.items, pages: pages, totalPages: walked.last?.totalPages ?? 0, stop: walked.stop, summary: summary, context)
    }
}
