import Foundation
import PhotomaniaKit

/// `photomania comment ID [TEXT]`: a comment on a photo, as the signed-in user.
struct CommentCommand: Command {
    static let writesDemoState = true
    static let spec = CommandSpec(
        "comment",
        summary: "Comment on a photo as the signed-in user",
        options: [json.spec],
        positionals: [id.spec, text.spec],
        discussion: CommentPosting.discussion,
        examples: ["photomania comment 1006721 'Lovely light'", "echo 'Lovely light' | photomania comment 1006721 -"]
    )
    static let json: Option<Bool> = .flag("json", help: "Print the new comment as JSON")
    static let id = SharedOptions.photoID()
    static let text: Argument<String?> = .optional("TEXT", help: "The comment; '-' reads standard input")

    let posting: CommentPosting

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        posting = CommentPosting(target: .photo(try parsed[Self.id]), text: try parsed[Self.text], json: parsed[Self.json])
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try await posting.run(context)
    }
}

/// `photomania reply COMMENT_ID [TEXT]`: a reply to a top-level comment.
struct ReplyCommand: Command {
    static let writesDemoState = true
    static let spec = CommandSpec(
        "reply",
        summary: "Reply to a comment as the signed-in user",
        options: [json.spec],
        positionals: [commentID.spec, text.spec],
        discussion: CommentPosting.discussion + " Replies go one level deep: a reply cannot be replied to.",
        examples: ["photomania reply 100672101 'Thank you!'"]
    )
    static let json: Option<Bool> = .flag("json", help: "Print the new reply as JSON")
    static let commentID: Argument<String> = .required("COMMENT_ID", help: "The comment's id, as 'photomania comments ID --json' shows it")
    static let text: Argument<String?> = .optional("TEXT", help: "The reply; '-' reads standard input")

    let posting: CommentPosting

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        let id = try PageArguments.commentID(try parsed[Self.commentID], parsed)
        posting = CommentPosting(target: .comment(id), text: try parsed[Self.text], json: parsed[Self.json])
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try await posting.run(context)
    }
}

/// What `comment` and `reply` share: where the text comes from, sending it, and the one line.
struct CommentPosting {
    static let discussion = "Needs a signed-in user ('photomania login'). Without TEXT the text is read from standard input when it is not a terminal, else written in $VISUAL or $EDITOR (lines starting with '#' are left out). An empty text sends nothing."
    static let maxBytes = 64 << 10

    let target: CommentTarget
    let text: String?
    let json: Bool

    var thing: String {
        switch target {
        case .photo(let id): "photo \(id)"
        case .comment(let id): "comment \(id)"
        }
    }

    func run(_ context: Factory) async throws -> ExitCode {
        if case .comment = target { try context.service().requireNestedComments() }
        let service = try context.signedInWriter()
        let body = try await readText(context).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !body.isEmpty else { throw CommandFailure(message: "the text is empty: nothing was sent to \(thing)") }
        let comment: Comment
        do {
            comment = try await service.addComment(body, to: target)
        } catch {
            guard let refusal = WriteRefusal(error) else { throw context.signedInFailure(error) }
            throw CommandFailure(message: refusal.sentence(naming: thing))
        }
        if json {
            context.console.print(try JSONOutput.string(comment))
        } else {
            let verb = if case .photo = target { "commented on" } else { "replied to" }
            context.console.print("\(verb) \(thing) (comment \(comment.id))")
        }
        return .success
    }

    private func readText(_ context: Factory) async throws -> String {
        if let text, text != "-" { return text }
        if text == nil, isatty(STDIN_FILENO) == 1 {
            do {
                let template = "\n# Write your text for \(thing) above. Lines starting with '#' are left out; an empty text sends nothing.\n"
                let edited = try await TextEditor.edit(template, environment: context.console.environment)
                return edited.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            } catch let failure as TextEditor.Failure {
                let hint = failure.interrupted ? nil : "give the text as an argument, or on standard input with '-'"
                throw CommandFailure(message: failure.message + ": nothing was sent to \(thing)", hint: hint, exitCode: failure.interrupted ? .interrupted : .failure)
            }
        }
        guard let bytes = await TerminalPrompt.standardInput(upTo: Self.maxBytes) else { throw CancellationError() }
        guard bytes.count <= Self.maxBytes else {
            throw CommandFailure(message: "the text on standard input is longer than 64 KiB: nothing was sent to \(thing)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
