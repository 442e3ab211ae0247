import Foundation
import PhotomaniaKit

/// Comments as `#id  author · date` over an indented body, each with the id `reply` takes;
/// a reply is marked `↳`: one level further in under its comment (`nested`), else with the
/// comment it answers (`↳ reply to #id`). In a pipe: one tab-separated row a comment.
struct CommentsView {
    let comments: [Comment]
    let nested: Bool
    let width: Int

    static let columns = ["ID", "REPLY_TO", "USERNAME", "AUTHOR", "CREATED", "BODY"]

    func render() -> String {
        comments.map { block($0, depth: 0) }.joined(separator: "\n\n")
    }

    /// A header and a row a comment, replies after their comment when `nested`.
    func renderTSV() -> String {
        let rows = Comment.flattened(comments).map { comment in
            [
                String(comment.id), comment.parentID.map(String.init) ?? "", comment.user?.username ?? "",
                author(comment), comment.createdAt.map { formatLocal($0) } ?? "",
                PlainText.fromHTML(comment.body).split(whereSeparator: \.isNewline).joined(separator: " "),
            ]
        }
        return ([Self.columns] + rows).map(Table.tsvRow).joined(separator: "\n")
    }

    private func block(_ comment: Comment, depth: Int) -> String {
        let indent = String(repeating: "    ", count: depth)
        let date = comment.createdAt.map { " · " + formatLocal($0) } ?? ""
        let lead = depth > 0 ? "↳ #\(comment.id)  " : "#\(comment.id)  " + (comment.parentID.map { "↳ reply to #\($0) · " } ?? "")
        var lines = [indent + sanitizedForTerminal(lead + author(comment) + date, singleLine: true)]
        let body = PlainText.fromHTML(comment.body)
        let bodyIndent = indent + "  "
        lines += body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrap(String(paragraph), toWidth: max(20, width - displayWidth(of: bodyIndent))).map { bodyIndent + $0 }
        }
        let replies = nested ? comment.replies.map { block($0, depth: depth + 1) } : []
        return ([lines.joined(separator: "\n")] + replies).joined(separator: "\n")
    }

    private func author(_ comment: Comment) -> String {
        comment.user?.byline ?? comment.userID.map { "user \($0)" } ?? "someone"
    }
}
