import Foundation
import PhotomaniaKit

/// `photomania comments ID`: a photo's comments, 20 a page, replies indented with `--nested`.
enum CommentsCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        let id = try PhotoCommand.photoID(parsed)
        let nested = parsed.flag("nested")
        let first = try parsed.int("page", range: 1...) ?? 1
        let range = parsed.flag("all") ? PageRange(first: 1, last: nil) : PageRange(first: first, last: first)
        let api = try context.api()
        var comments: [Comment] = []
        var last: Page<Comment>?
        try await walkPages(range) { page in
            try await PhotoCommand.naming("photo \(id)") {
                try await api.page(.comments(photoID: id, page: page, nested: nested), of: Comment.self)
            }
        } body: { page in
            comments += page.items
            last = page
            return true
        }
        if nested { comments = Comment.threads(comments) }

        if parsed.flag("json") {
            context.console.print(try JSONOutput.string(comments))
        } else if !comments.isEmpty {
            context.console.print(CommentsView(comments: comments, nested: nested, width: context.console.width).render())
        }
        let replies = Comment.flattened(comments).count - comments.count
        let summary = pagesText(first: range.first, last: last?.currentPage ?? range.first, total: last?.totalPages ?? 1)
            + " · \(formatCount(last?.totalItems ?? 0)) comments"
            + (nested && replies > 0 ? " + \(formatCount(replies)) replies" : "")
            + ((last?.skippedCount ?? 0) > 0 ? " · \(last?.skippedCount ?? 0) unreadable skipped" : "")
        context.printSummary(summary, json: parsed.flag("json"))
        return .success
    }
}
