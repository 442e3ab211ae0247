/// The keys, on a screen of their own until any key is pressed.
struct HelpView {
    static let keys: [(String, String)] = [
        ("j k ↓ ↑", "next / previous photo (on a photo: scroll)"),
        ("n p → ←", "next / previous page"),
        ("g G", "first / last page"),
        ("Home End", "first / last photo of the page"),
        ("Enter", "the photo's details and comments"),
        ("u", "the photo's author: their photos"),
        ("a", "the photo's author: their galleries (Enter opens one)"),
        ("q Esc ⌫", "back to where you were; q on the first grid quits"),
        ("f", "next feature (popular, upcoming, editors, …)"),
        ("/", "search"),
        ("d", "download the photo (largest size) into the output directory"),
        ("l", "like the photo, or take the like back (signed in)"),
        ("F", "add the photo to your favorites, or remove it"),
        ("c", "comment on the photo: Enter sends, Esc cancels"),
        ("r", "refresh, bypassing the caches; retry after an error"),
        ("Ctrl-L", "redraw"),
        ("Ctrl-C", "quit"),
    ]

    let width: Int
    let height: Int
    let style: ScreenStyle

    func lines() -> [String] {
        let blank = String(repeating: " ", count: width)
        let body = [blank] + Self.keys.map { fit("   " + pad($0.0, toWidth: 10) + $0.1, toWidth: width) }
        let shown = Array(body.prefix(max(0, height - 2)))
        return [style.reverse(ScreenStyle.spread(" photomania · keys", "", width: width))] + shown
            + Array(repeating: blank, count: max(0, height - 2 - shown.count))
            + [style.dim(ScreenStyle.spread(" any key goes back", "", width: width))]
    }
}
