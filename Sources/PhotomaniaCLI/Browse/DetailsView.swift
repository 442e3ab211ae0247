import Foundation
import PhotomaniaKit

/// One photo on a screen of its own: a larger picture, its details and its comments (replies
/// indented), scrolled by `details.scroll`.
struct DetailsView {
    let state: BrowseState
    let details: PhotoDetails
    let width: Int
    let height: Int
    let origin: String
    let style: TerminalStyle
    let showsPicture: Bool

    /// The preview's box in cells: as wide as fits (at most 72 columns), as tall as the photo's
    /// shape asks, at most half the screen.
    static func previewSize(width: Int, height: Int, aspectRatio: Double?) -> (columns: Int, rows: Int) {
        let columns = max(8, min(width - 2, 72))
        let rows = Int((Double(columns) / (aspectRatio ?? 1.5) / 2).rounded())
        return (columns, max(3, min(rows, (height - 2) / 2)))
    }

    var bodyRows: Int { max(1, height - 2) }

    /// The whole scrollable text, before the window is cut out of it.
    var document: [String] {
        var lines: [String] = []
        if showsPicture {
            let size = Self.previewSize(width: width, height: height, aspectRatio: details.photo.aspectRatio)
            if let picture = details.preview {
                lines += picture.map { " " + $0 }
            } else {
                let note = details.previewFailed ? " no picture to show" : " loading the picture…"
                lines += Array(repeating: "", count: size.rows / 2) + [style.dim(note)]
                lines += Array(repeating: "", count: size.rows - size.rows / 2 - 1)
            }
            lines.append("")
        }
        let text = PhotoDetailsView(photo: state.shownPhoto(details), origin: origin, width: width - 2).render()
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { " " + $0 }
        lines.append("")
        lines.append(style.bold(" Comments (\(formatCount(max(details.totalComments, details.photo.commentsCount))))"))
        if let failure = details.commentsFailure {
            lines.append(style.error(" " + sanitizedForTerminal(failure, singleLine: true)))
        } else if let comments = details.comments {
            if comments.isEmpty { lines.append(style.dim(" no comments yet")) }
            let nested = state.settings.service.capabilities.nestedComments
            let rendered = CommentsView(comments: comments, nested: nested, width: width - 2).render()
            if !comments.isEmpty { lines += rendered.split(separator: "\n", omittingEmptySubsequences: false).map { " " + $0 } }
            let shown = Comment.flattened(comments).count
            if details.totalComments > shown {
                let command = state.settings.service.addressing("photomania comments \(details.photo.id) --all" + (nested ? " --nested" : ""), program: programName)
                lines.append(style.dim(" … \(details.totalComments - shown) more: \(command)"))
            }
        } else {
            lines.append(style.dim(" loading comments…"))
        }
        return lines
    }

    /// The furthest `scroll` that still fills the screen.
    static func maxScroll(documentLines: Int, bodyRows: Int) -> Int {
        max(0, documentLines - bodyRows)
    }

    func lines() -> [String] {
        let document = self.document
        let scroll = min(details.scroll, Self.maxScroll(documentLines: document.count, bodyRows: bodyRows))
        let window = document.dropFirst(scroll).prefix(bodyRows).map { ScreenLine.fitStyled($0, toWidth: width) }
        let blank = String(repeating: " ", count: width)
        let position = document.count > bodyRows ? "\(Int((Double(scroll + bodyRows) / Double(document.count) * 100).rounded()))% " : ""
        let connection = state.offline ? "offline · " : ""
        let header = style.reverse(ScreenLine.spread(" " + sanitizedForTerminal(details.photo.name, singleLine: true), connection + "#\(details.photo.id) " + position, width: width))
        return [header] + window + Array(repeating: blank, count: bodyRows - window.count) + [StatusLine(state: state, style: style, width: width).text]
    }
}
