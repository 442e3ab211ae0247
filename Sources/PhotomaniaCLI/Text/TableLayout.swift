/// Which columns of a table are shown and how wide each is, for a given total width.
struct TableLayout {
    /// Indices of the shown columns, in table order.
    private(set) var visible: [Int]
    /// Width of every column by index; only the visible ones matter.
    private(set) var widths: [Int]

    init(columns: [Table.Column], naturalWidths: [Int], width: Int, gap: Int) {
        visible = Array(columns.indices)
        widths = naturalWidths
        while true {
            widths = naturalWidths
            let available = max(1, width - gap * max(0, visible.count - 1))
            shrinkFlexible(columns, toFit: available)
            let excess = visible.reduce(0) { $0 + widths[$1] } - available
            guard excess > 0 else { return }
            if visible.count == 1 {
                widths[visible[0]] = available
                return
            }
            visible.remove(at: indexToDrop(columns))
        }
    }

    /// Takes one column at a time off the widest flexible column until the total fits or
    /// every flexible column is at its minimum.
    private mutating func shrinkFlexible(_ columns: [Table.Column], toFit available: Int) {
        var excess = visible.reduce(0) { $0 + widths[$1] } - available
        let flexible = visible.filter { columns[$0].isFlexible }
        while excess > 0 {
            let shrinkable = flexible.filter { widths[$0] > max(1, columns[$0].minWidth) }
            guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { return }
            let floor = max(1, columns[widest].minWidth)
            let secondWidest = shrinkable.filter { $0 != widest }.map { widths[$0] }.max() ?? floor
            let step = min(excess, widths[widest] - max(floor, secondWidest), widths[widest] - floor)
            widths[widest] -= max(1, step)
            excess -= max(1, step)
        }
    }

    /// Position in `visible` of the lowest-priority column, the rightmost among equals.
    private func indexToDrop(_ columns: [Table.Column]) -> Int {
        var chosen = visible.count - 1
        for position in visible.indices.reversed() where columns[visible[position]].priority < columns[visible[chosen]].priority {
            chosen = position
        }
        return chosen
    }
}
