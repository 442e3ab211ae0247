import PhotomaniaKit

/// `vote`, `unvote`, `favorite`, `unfavorite`: one action on each photo given, as the signed-in
/// user, one line (or JSON object) each. A photo the server turns down (already voted, your own,
/// missing) is said on stderr and the others go on; a refused token stops at once (exit 4).
protocol PhotoActionCommand: Command {
    static var action: PhotoAction { get }
    init(ids: [PhotoID], json: Bool)
    var ids: [PhotoID] { get }
    var json: Bool { get }
}

struct VoteCommand: PhotoActionCommand {
    static let action = PhotoAction.vote
    let ids: [PhotoID], json: Bool
}

struct UnvoteCommand: PhotoActionCommand {
    static let action = PhotoAction.unvote
    let ids: [PhotoID], json: Bool
}

struct FavoriteCommand: PhotoActionCommand {
    static let action = PhotoAction.favorite
    let ids: [PhotoID], json: Bool
}

struct UnfavoriteCommand: PhotoActionCommand {
    static let action = PhotoAction.unfavorite
    let ids: [PhotoID], json: Bool
}

extension PhotoActionCommand {
    static var writesDemoState: Bool { true }

    static var spec: CommandSpec {
        CommandSpec(
            action.rawValue,
            summary: action.summary,
            options: [PhotoActionOptions.json.spec],
            positionals: [PhotoActionOptions.ids.spec],
            discussion: "Needs a signed-in user ('photomania login'). Exit 1 when the server turns every photo down, 3 when only some, 4 when it refuses the kept token.",
            examples: ["photomania \(action.rawValue) 1006721", "photomania \(action.rawValue) 1000344 1003911 --json"]
        )
    }

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        self.init(ids: try parsed[PhotoActionOptions.ids], json: parsed[PhotoActionOptions.json])
    }

    func run(_ context: Factory) async throws -> ExitCode {
        // What the service does not do is said before asking anyone to sign in for it.
        try context.service().writer().require(Self.action)
        let service = try context.signedInWriter()
        if service.capabilities.likesAreFavorites, let favorite = Self.action.asFavorite {
            context.notice("\(context.settings.provider.access.title)'s faves are its likes: '\(Self.action.rawValue)' does what '\(favorite.rawValue)' does")
        }
        var results: [PhotoActionResult] = []
        for id in ids {
            do {
                let photo = try await service.perform(Self.action, onPhoto: id)
                results.append(PhotoActionResult(id: id, action: Self.action, refusal: nil, photo: photo))
                if !json { context.console.print(Self.action.doneLine(id: id, photo: photo)) }
            } catch {
                guard let refusal = WriteRefusal(error) else { throw context.signedInFailure(error) }
                let result = PhotoActionResult(id: id, action: Self.action, refusal: refusal, photo: nil)
                results.append(result)
                context.console.standardError.write("photomania: \(result.error ?? "")\n")
            }
        }
        if json { context.console.print(try JSONOutput.string(results)) }
        let refused = results.filter { $0.error != nil }.count
        return refused == 0 ? .success : refused == results.count ? .failure : .partial
    }
}

/// What `vote`, `unvote`, `favorite` and `unfavorite` take.
enum PhotoActionOptions {
    static let json: Option<Bool> = .flag("json", help: "Print a JSON array: each photo's id, action, outcome and the photo")
    static let ids = Argument<[PhotoID]>(.variadic("ID", minimum: 1, help: "Photo ids")) { parsed, spec throws(UsageError) in
        var ids: [PhotoID] = []
        for raw in parsed.texts(of: spec) {
            ids.append(try parsed.converted(raw, label: spec.name, known: [], expected: (1...).phrase, convert: PageArguments.ids.photo))
        }
        return ids
    }
}

/// One photo's outcome in `--json`.
struct PhotoActionResult: Encodable {
    let id: PhotoID
    let action: String
    let done: Bool
    /// Why the server turned it down, as the line on stderr says it.
    let error: String?
    let photo: Photo?

    init(id: PhotoID, action: PhotoAction, refusal: WriteRefusal?, photo: Photo?) {
        self.id = id
        self.action = action.rawValue
        done = refusal == nil
        error = refusal.map { $0.sentence(naming: "photo \(id)") }
        self.photo = photo
    }
}

extension PhotoAction {
    var summary: String {
        switch self {
        case .vote: "Like photos as the signed-in user"
        case .unvote: "Take back your like of photos"
        case .favorite: "Add photos to your favorites"
        case .unfavorite: "Remove photos from your favorites"
        }
    }
}

extension PhotoAction {
    /// The favorite action a like is on a service whose likes are its favorites.
    var asFavorite: PhotoAction? {
        switch self {
        case .vote: .favorite
        case .unvote: .unfavorite
        case .favorite, .unfavorite: nil
        }
    }
}

extension WriteRefusal {
    /// `photo 42: You have already voted for this photo.`
    func sentence(naming thing: String) -> String {
        switch self {
        case .notFound: "no \(thing)"
        case .refused(let reason?): "\(thing): " + UsageError.sentence(sanitizedForTerminal(reason, singleLine: true))
        case .refused(nil): "\(thing): the server turned it down"
        }
    }
}
