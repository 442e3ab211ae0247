import Foundation
import PhotomaniaKit

/// `photomania comments ID`: a photo's comments, 20 a page, replies indented with `--nested`.
enum CommentsCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        let id = try PhotoCommand.photoID(parsed)
        let nested = parsed.flag("nested")
        let first = parsed.flag("all") ? 1 : try parsed.int("page", range: 1...) ?? 1
        let api = try context.api()
        var comments: [Comment] = []
        var page = first
        var last: Page<Comment>
        repeat {
            let number = page
            last = try await PhotoCommand.fetchNamingThePhoto(id) {
                try await api.page(.comments(photoID: id, page: number, nested: nested), of: Comment.self)
            }
            comments += last.items
            page += 1
        } while parsed.flag("all") && last.hasNextPage

        if parsed.flag("json") {
            context.console.print(try JSONOutput.string(comments))
            return .success
        }
        let replies = comments.reduce(0) { $0 + $1.replies.count }
        let view = CommentsView(comments: comments, nested: nested, width: context.console.width)
        if !comments.isEmpty { context.console.print(view.render()) }
        let summary = "page \(parsed.flag("all") ? "\(first)-\(last.currentPage)" : "\(last.currentPage)")/\(max(last.totalPages, 1)) · \(formatCount(last.totalItems)) comments"
            + (replies > 0 ? " + \(formatCount(replies)) replies" : "")
            + (last.skippedCount > 0 ? " · \(last.skippedCount) unreadable skipped" : "")
        if context.console.standardOutput.isTerminal || comments.isEmpty {
            context.console.print(summary)
        } else if !context.settings.quiet {
            context.console.standardError.write(summary + "\n")
        }
        return .success
    }
}
