import PhotomaniaKit

/// The galleries screen: the table `photomania galleries` prints, one gallery a line, the
/// selected one marked, between a header and the status line.
struct GalleryListView {
    let state: BrowseState
    let picker: GalleryPicker
    let layout: GridLayout
    let style: TerminalStyle

    /// Galleries in view at once: the body less the table's header and its rule.
    static func listRows(_ layout: GridLayout) -> Int { max(1, layout.bodyRows - 2) }

    func lines() -> [String] {
        var body: [String] = []
        if let galleries = picker.galleries {
            if galleries.isEmpty {
                body.append(style.dim("  \(picker.ownerName) has no galleries to show — q goes back"))
            } else {
                body = table(galleries)
            }
        } else if picker.failure != nil {
            body.append(style.dim("  the galleries could not be loaded; r tries again"))
        } else {
            body.append(style.dim("  loading galleries…"))
        }
        let fitted = body.prefix(layout.bodyRows).map { ScreenLine.fitStyled($0, toWidth: layout.width) }
        let blank = String(repeating: " ", count: layout.width)
        return [header] + fitted + Array(repeating: blank, count: layout.bodyRows - fitted.count)
            + [StatusLine(state: state, style: style, width: layout.width).text]
    }

    private func table(_ galleries: [Gallery]) -> [String] {
        let columns = ListColumns.galleries
        let lines = columns.table.render(rows: columns.rows(galleries), width: layout.width - 2)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = picker.firstRow..<min(galleries.count, picker.firstRow + Self.listRows(layout))
        return lines.prefix(2).map { "  " + $0 } + shown.map { index in
            let line = lines[index + 2]
            return index == picker.selection ? style.reverse(fit("▶ " + line, toWidth: layout.width)) : "  " + line
        }
    }

    private var header: String {
        var right = picker.galleries.map { $0.isEmpty ? "" : "gallery \(picker.selection + 1)/\($0.count)" } ?? ""
        if let count = picker.galleries?.count, picker.total > count { right += " of \(formatCount(picker.total))" }
        let title = " photomania · galleries of \(sanitizedForTerminal(picker.ownerName, singleLine: true))"
        return style.reverse(ScreenLine.spread(title, right + " ", width: layout.width))
    }
}
