import Foundation
import PhotomaniaKit

/// Comments as `author · date` over an indented body; replies one level further in.
struct CommentsView {
    let comments: [Comment]
    let nested: Bool
    let width: Int

    func render() -> String {
        comments.map { block($0, depth: 0) }.joined(separator: "\n\n")
    }

    private func block(_ comment: Comment, depth: Int) -> String {
        let indent = String(repeating: "    ", count: depth)
        let author = comment.user?.displayName ?? comment.userID.map { "user \($0)" } ?? "someone"
        let date = comment.createdAt.map { " · " + formatLocal($0) } ?? ""
        var lines = [indent + (depth > 0 ? "↳ " : "") + sanitizedForTerminal(author + date, singleLine: true)]
        let body = PlainText.fromHTML(comment.body)
        let bodyIndent = indent + "  "
        lines += body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrap(String(paragraph), toWidth: max(20, width - displayWidth(of: bodyIndent))).map { bodyIndent + $0 }
        }
        let replies = nested ? comment.replies.map { block($0, depth: depth + 1) } : []
        return ([lines.joined(separator: "\n")] + replies).joined(separator: "\n")
    }
}
