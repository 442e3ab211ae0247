/// A table sized to the terminal by display width.
///
/// When the natural widths do not fit, flexible columns (a title) shrink first, down to
/// their `minWidth`, with cut cells ending in `…`; if that is not enough, the columns of
/// lowest `priority` are dropped, the rightmost first among equals.
public struct Table: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var header: String
        public var alignment: TextAlignment
        public var minWidth: Int
        public var isFlexible: Bool
        /// Higher is kept longer when columns must be dropped.
        public var priority: Int

        public init(
            _ header: String,
            alignment: TextAlignment = .left,
            minWidth: Int = 1,
            flexible: Bool = false,
            priority: Int = 0
        ) {
            self.header = header
            self.alignment = alignment
            self.minWidth = minWidth
            self.isFlexible = flexible
            self.priority = priority
        }
    }

    public var columns: [Column]
    /// Spaces between columns.
    public var gap: Int

    public init(columns: [Column], gap: Int = 2) {
        self.columns = columns
        self.gap = gap
    }

    /// The header, a separator line and the rows, each line at most `width` columns wide,
    /// without trailing spaces and without a final newline. Cells are made single-line and
    /// stripped of terminal controls. Only with `colors` is the header bold and the separator dim.
    public func render(rows: [[String]], width: Int, colors: Bool = false) -> String {
        let cells = rows.map { row in columns.indices.map { row.indices.contains($0) ? Self.cleaned(row[$0]) : "" } }
        let headers = columns.map { Self.cleaned($0.header) }
        let natural = columns.indices.map { index in
            cells.reduce(displayWidth(of: headers[index])) { max($0, displayWidth(of: $1[index])) }
        }
        let layout = TableLayout(columns: columns, naturalWidths: natural, width: width, gap: gap)

        let headerLine = line(headers, layout: layout)
        let separatorLine = layout.visible
            .map { String(repeating: "─", count: layout.widths[$0]) }
            .joined(separator: String(repeating: " ", count: gap))
        let style = TerminalStyle(colors: colors)
        var lines = [colors ? style.bold(headerLine) : headerLine, style.dim(separatorLine)]
        lines += cells.map { line($0, layout: layout) }
        return lines.joined(separator: "\n")
    }

    /// `render` for a terminal: its only escape codes are the header's and separator's colours.
    func renderForTerminal(rows: [[String]], width: Int, colors: Bool) -> TerminalText {
        TerminalText(withOwnEscapeCodes: render(rows: rows, width: width, colors: colors))
    }

    /// A header line, then one line per row, values separated by tabs; tabs, line breaks
    /// and terminal controls inside values become spaces or disappear. No final newline.
    public func renderTSV(rows: [[String]]) -> String {
        ([columns.map(\.header)] + rows).map(Self.tsvRow).joined(separator: "\n")
    }

    /// One line of tab-separated values, each cleaned as `renderTSV` cleans them.
    static func tsvRow(_ values: [String]) -> String {
        values.map(cleaned).joined(separator: "\t")
    }

    private static func cleaned(_ cell: String) -> String {
        sanitizedForTerminal(cell, singleLine: true)
    }

    private func line(_ cells: [String], layout: TableLayout) -> String {
        let text = layout.visible
            .map { fit(cells[$0], toWidth: layout.widths[$0], alignment: columns[$0].alignment) }
            .joined(separator: String(repeating: " ", count: gap))
        guard let last = text.lastIndex(where: { $0 != " " }) else { return "" }
        return String(text[...last])
    }
}
