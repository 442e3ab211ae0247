/// The table a list command shows its items in: the columns, and each item's cells.
struct ListColumns<Item> {
    let table: Table
    let cells: (Item) -> [String]

    func rows(_ items: [Item]) -> [[String]] {
        items.map(cells)
    }

    /// Aligned to the terminal's width on a terminal, tab-separated in a pipe.
    func print(_ items: [Item], to console: Console, colors: Bool) {
        if console.standardOutput.isTerminal {
            console.print(table.renderForTerminal(rows: rows(items), width: console.width, colors: colors))
        } else {
            console.print(table.renderTSV(rows: rows(items)))
        }
    }
}
