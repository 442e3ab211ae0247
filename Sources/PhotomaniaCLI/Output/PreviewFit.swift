/// The cell box of `photo --preview`: as wide as the terminal allows (at most 100 columns) at the
/// photo's aspect, and short enough to fit the window. A cell is about twice as tall as wide.
struct PreviewFit: Equatable, Sendable {
    static let maximumColumns = 100
    static let maximumRows = 40
    /// Below this many rows a picture is not worth squeezing under the text; it then fits the
    /// window on its own and the text above scrolls away.
    static let comfortableRows = 10

    let columns: Int
    let rows: Int

    /// `width`×`height` is the terminal (`height` nil when unknown); `textLines` is how many lines
    /// are printed above the picture. One blank line separates them, and one line stays free under
    /// the picture for the shell's prompt.
    static func fit(width: Int, height: Int?, aspect: Double, textLines: Int) -> PreviewFit {
        let aspect = aspect.isFinite && aspect > 0 ? aspect : 1.5
        let columns = max(1, min(width - 1, maximumColumns))
        let natural = max(4, min(maximumRows, Int((Double(columns) / aspect / 2).rounded())))
        guard let height else { return PreviewFit(columns: columns, rows: natural) }
        let whole = height - textLines - 2
        let alone = max(1, height - 2)
        let rows = whole >= min(natural, comfortableRows) ? min(natural, whole) : min(natural, alone)
        guard rows < natural else { return PreviewFit(columns: columns, rows: rows) }
        // Shorter than the width allows: narrow the box too, so the picture keeps its shape.
        let narrowed = Int((Double(rows) * 2 * aspect).rounded())
        return PreviewFit(columns: max(1, min(columns, narrowed)), rows: max(1, rows))
    }
}
