/// The keys (`BrowseKeys.all`), on a screen of their own until any key is pressed: exactly
/// `height` lines of exactly `width` cells, so that nothing of the screen before stays.
struct HelpView {
    let width: Int
    let height: Int
    let style: TerminalStyle

    func lines() -> [String] {
        let blank = String(repeating: " ", count: width)
        let column = (BrowseKeys.all.map { displayWidth(of: $0.label) }.max() ?? 0) + 2
        let rows = BrowseKeys.all.map { fit("   " + pad($0.label, toWidth: column) + $0.description, toWidth: width) }
        let room = max(0, height - 2)
        // A blank line under the title when there is room for it and every key.
        let shown = Array((rows.count < room ? [blank] + rows : rows).prefix(room))
        let lines = [style.reverse(ScreenLine.spread(" photomania · keys", "", width: width))] + shown
            + Array(repeating: blank, count: room - shown.count)
            + [style.dim(ScreenLine.spread(" any key goes back", "", width: width))]
        return Array(lines.prefix(height))
    }
}
