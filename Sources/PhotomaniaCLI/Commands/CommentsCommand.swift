import Foundation
import PhotomaniaKit

/// `photomania comments ID`: a photo's comments, 20 a page, replies indented with `--nested`.
struct CommentsCommand: Command {
    static let spec = CommandSpec(
        "comments",
        summary: "Read a photo's comments",
        options: [
            PagingOptions.page.withHelp("Show page N of 20 comments (default 1)").spec, PagingOptions.all.withHelp("Show every page").spec,
            nested.spec, json.spec,
        ],
        positionals: [id.spec],
        exclusive: [[PagingOptions.page.name, PagingOptions.all.name]]
    )
    static let id = SharedOptions.photoID()
    static let nested: Option<Bool> = .flag("nested", help: "Indent replies under their comment")
    static let json: Option<JSONRequest?> = .json(help: "Print a JSON array; --json id,body,user.username: only those fields")

    let id: PhotoID
    let pages: PageRange
    let nested: Bool
    let json: JSONRequest?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        id = try parsed[Self.id]
        let first = try parsed[PagingOptions.page] ?? 1
        pages = parsed[PagingOptions.all] ? PageRange(first: 1, last: nil) : PageRange(first: first, last: first)
        nested = parsed[Self.nested]
        json = try parsed[Self.json]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service().commentReader()
        if nested { try service.requireNestedComments() }
        let (id, nested) = (self.id, self.nested)
        let walk = PageWalk<Comment>(pages) { cursor async throws(PhotomaniaError) in try await service.comments(onPhoto: id, at: cursor, nested: nested) }
        var (comments, last, stop) = try await lookingUp("photo \(id)") { try await walk.collect() }
        if nested { comments = Comment.threads(comments) }
        try SharedOptions.checkNotPastTheLastPage(pages, totalPages: last?.totalPages ?? 0)

        if let json {
            context.console.print(try JSONOutput.string(comments, fields: json.fields))
        } else if !context.console.standardOutput.isTerminal {
            context.console.print(CommentsView(comments: comments, nested: nested, width: context.console.width).renderTSV())
        } else if !comments.isEmpty {
            context.console.print(CommentsView(comments: comments, nested: nested, width: context.console.width).render())
        }
        if let stop { context.notice(stop.description) }
        let replies = Comment.flattened(comments).count - comments.count
        let summary = pagesText(from: pages.first, to: last)
            + " · " + counted(last?.totalItems ?? 0, "comment")
            + (nested && replies > 0 ? " + " + counted(replies, "reply", plural: "replies") : "")
            + ((last?.skippedCount ?? 0) > 0 ? " · \(last?.skippedCount ?? 0) unreadable skipped" : "")
        context.printSummary(summary, json: json != nil)
        return .success
    }
}
