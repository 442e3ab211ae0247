import Foundation
import PhotomaniaKit

/// The page as a grid of tiles between a header and a status line: exactly `layout.height`
/// lines of exactly `layout.width` cells.
struct GridView {
    let state: BrowseState
    let layout: GridLayout
    let style: TerminalStyle

    func lines() -> [String] {
        var body: [String] = []
        if let photos = state.photos {
            if photos.isEmpty { body.append(emptyText) }
            let visible = state.visibleIndices(layout: layout)
            for rowStart in stride(from: visible.lowerBound, to: visible.upperBound, by: layout.tileColumns) {
                let tiles = (rowStart..<min(rowStart + layout.tileColumns, visible.upperBound)).map { tile(at: $0, photos[$0]) }
                if !body.isEmpty { body.append("") }
                for row in 0..<layout.tileHeight {
                    body.append(tiles.map { $0[row] }.joined(separator: String(repeating: " ", count: GridLayout.gap)))
                }
            }
        } else if case .error = state.message {
            body.append(style.dim("page \(state.pageNumber) could not be loaded; r tries again"))
        } else {
            body.append(style.dim("loading page \(state.pageNumber)…"))
        }
        let fitted = body.prefix(layout.bodyRows).map { ScreenLine.fitStyled($0, toWidth: layout.width) }
        let blank = String(repeating: " ", count: layout.width)
        return [header] + fitted + Array(repeating: blank, count: layout.bodyRows - fitted.count) + [StatusLine(state: state, style: style, width: layout.width).text]
    }

    private var header: String {
        var right = state.photos.map { $0.isEmpty ? "" : "photo \(state.selection + 1)/\($0.count) · " } ?? ""
        right += "page \(state.pageNumber)"
        if let total = state.totalPages { right += "/\(total)" }
        if let items = state.totalItems { right += " · " + counted(items, "photo") }
        if state.hiddenNSFW > 0 { right += " · \(state.hiddenNSFW) nsfw hidden" }
        if state.filteredOut > 0 { right += " · \(state.filteredOut) filtered out" }
        if state.offline { right += " · offline" }
        return style.reverse(ScreenLine.spread(" photomania · \(sanitizedForTerminal(state.stream.title, singleLine: true))", right + " ", width: layout.width))
    }

    private var emptyText: String {
        state.pageNumber > 1 ? "no photos on this page — p goes back" : "no photos here — f for another stream, / to search"
    }

    private func tile(at index: Int, _ photo: Photo) -> [String] {
        let width = GridLayout.tileWidth
        var rows = pictureLines(photo)
        let selected = index == state.selection
        let marks = state.marks(of: photo).symbols
        let title = ScreenLine.spread((selected ? "▶ " : "") + sanitizedForTerminal(photo.name, singleLine: true), marks.isEmpty ? "" : " " + marks, width: width)
        rows.append(selected ? style.reverse(title) : style.bold(title))
        let standing = photo.standing
        let author = sanitizedForTerminal(photo.user?.displayName ?? "", singleLine: true)
        rows.append(style.dim(standing.isEmpty ? fit(author, toWidth: width) : fit(author, toWidth: width - displayWidth(of: standing) - 1) + " " + standing))
        return rows
    }

    private func pictureLines(_ photo: Photo) -> [String] {
        let width = GridLayout.tileWidth
        let count = layout.pictureRows
        guard count > 0 else { return [] }
        if let picture = state.thumbnails[photo.id] { return picture }
        let note = state.failedThumbnails.contains(photo.id) ? "no image" : "·"
        var rows = Array(repeating: String(repeating: " ", count: width), count: count)
        rows[count / 2] = style.dim(fit(String(repeating: " ", count: (width - note.count) / 2) + note, toWidth: width))
        return rows
    }
}

/// The bottom line: what is being typed, else news, else the download, else the main keys.
struct StatusLine {
    let state: BrowseState
    let style: TerminalStyle
    let width: Int

    var text: String {
        if let prompt = state.prompt {
            let typed = (state.commenting == nil ? "search: " : "comment: ") + sanitizedForTerminal(prompt, singleLine: true) + "▏"
            let hint = state.commenting == nil ? "Enter search · Esc cancel " : "Enter send · Esc cancel "
            let room = width - displayWidth(of: hint)
            let shown = displayWidth(of: typed) > room ? "…" + String(typed.suffix(max(0, room - 1))) : typed
            return ScreenLine.spread(shown, hint, width: width)
        }
        switch state.message {
        case .error(let text):
            return style.error(ScreenLine.spread(" " + oneLine(text), " r retry ", width: width))
        case .info(let text):
            return fit(" " + oneLine(text), toWidth: width)
        case .warning(let text):
            return style.error(fit(" " + oneLine(text), toWidth: width))
        case nil:
            break
        }
        if let download = state.download { return fit(" " + oneLine(download), toWidth: width) }
        let keys = switch state.screen {
        case .grid: " hjkl move · n/p page · ⏎ open · / search · f feature · d save · ? help · q " + (state.history.isEmpty ? "quit" : "back")
        case .galleries: " j/k move · ⏎ open · q back · ? help"
        case .details, .help: " j/k scroll · v like · F fav · c comment · d save · u author · a galleries"
        }
        return style.dim(fit(keys, toWidth: width))
    }

    /// Messages may quote what a server said.
    private func oneLine(_ text: String) -> String {
        sanitizedForTerminal(text, singleLine: true)
    }
}
