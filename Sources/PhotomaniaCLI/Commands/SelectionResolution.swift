import PhotomaniaKit

extension Factory {
    /// The selection a command was given, made ready to walk on `service` — once, before the
    /// walk, and only here: its short links are followed (`follow`) and their pages read as the
    /// URLs they are; what the service does not list is refused; a user named for a stream
    /// is looked up (`no user 'ana'`); a user's stream given without a user is the signed-in
    /// user's; a collection's owner is looked up for the id its calls take, and with `naming`
    /// the collection itself, for its name.
    func resolve(_ arguments: LinkedArguments<SelectionArguments>, on service: any PhotoService, naming: Bool = false) async throws -> PhotoSelection {
        try await resolve(try await follow(arguments, on: service), on: service, naming: naming)
    }

    /// `resolve` of a selection with no short link left to follow.
    func resolve(_ arguments: SelectionArguments, on service: any PhotoService, naming: Bool = false) async throws -> PhotoSelection {
        var selection = arguments.selection
        try service.require(selection)
        if let user = selection.namedUser { _ = try await lookUpUserID(user, service) }
        if let feature = selection.awaitsSignedInUser {
            guard let name = try signedInUsername() else { throw arguments.isLikedPage ? likedPageNeedsSignIn : Self.needsAUser(feature) }
            selection = .stream(feature, user: .username(name), selection.filter ?? PhotoFilter())
        }
        if case .collection(var collection, let filter) = selection {
            let given = collection.owner
            let owner = try await lookUpUserID(given, service)
            collection.owner = .id(owner)
            if naming {
                let named = switch collection.reference {
                case .id(let id): "gallery \(id)"
                case .slug(let slug): "gallery '\(slug)'"
                }
                let reference = collection.reference
                collection.name = try await lookingUp("\(named) of \(given.shownName)", hint: "list them with 'photomania galleries USER'") {
                    try await service.collection(reference, ofUser: owner)
                }.name
            }
            selection = .collection(collection, filter)
        }
        return selection
    }

    /// A user's stream with no `--user` and nobody signed in: the same sentence in every command.
    static func needsAUser(_ feature: Feature) -> CommandFailure {
        CommandFailure(
            message: "'--feature \(feature.rawValue)' needs '--user NAME', or a signed-in user", hint: "give --user, or run 'photomania login'",
            exitCode: .usage
        )
    }
}
