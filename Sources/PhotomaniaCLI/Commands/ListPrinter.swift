import PhotomaniaKit

/// How the list commands print what they listed (photos, people, galleries): the table, or with
/// `--json` a JSON array of the chosen fields; then why the walk stopped early, if it did, and
/// the summary line.
struct ListPrinter<Item: Encodable> {
    let columns: ListColumns<Item>
    let json: Bool

    /// `instead`, when given, shows the items in place of the table (`photos --thumbs`).
    func print(
        _ items: [Item], stop: PageWalkStop?, summary: String, _ context: CommandContext,
        instead: (([Item]) async -> Void)? = nil
    ) async throws {
        if json {
            context.console.print(try JSONOutput.string(items, fields: context.jsonFields))
        } else if let instead {
            await instead(items)
        } else {
            columns.print(items, to: context.console, colors: context.settings.colors)
        }
        if let stop { context.notice(stop.description) }
        context.printSummary(summary, json: json)
    }
}
