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

    /// `resolve` of a selection with no short link left to follow. `usersByID`: a user named
    /// for a stream is given by the id found, so that a name and an id of one person are one
    /// selection (one `--sync`).
    func resolve(_ arguments: SelectionArguments, on service: any PhotoService, naming: Bool = false, usersByID: Bool = false) async throws -> PhotoSelection {
        var selection = arguments.selection
        try service.require(selection)
        if let user = selection.namedUser {
            let id = try await lookUpUserID(user, service)
            if usersByID { selection = selection.naming(.id(id)) }
        }
        if let feature = selection.awaitsSignedInUser {
            guard let name = try signedInUsername() else { throw arguments.isLikedPage ? likedPageNeedsSignIn : Self.needsAUser(feature) }
            selection = .stream(feature, user: .username(name), selection.filter ?? PhotoFilter())
        }
        if case .collection(var collection, let filter) = selection {
            let given = collection.owner
            var owner: UserID?
            if let given, service.capabilities.collectionsNeedOwner {
                owner = try await lookUpUserID(given, service)
            }
            // Where an id alone names a collection, it alone is the selection (one `--sync`).
            collection.owner = owner.map(UserLookup.id)
            if naming {
                let named = switch collection.reference {
                case .id(let id): "gallery \(id)"
                case .slug(let slug): "gallery '\(slug)'"
                }
                let reference = collection.reference
                collection.name = try await lookingUp(named + (given.map { " of \($0.shownName)" } ?? ""), hint: "list them with 'photomania galleries USER'") {
                    try await service.collectionReader().collection(reference, ofUser: owner)
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

extension Factory {
    /// `download`'s selections made ready to walk, each as `resolve` makes one, before any photo
    /// is fetched: a user's collections become one selection each (none when they have none,
    /// said so); the input list joins the photos given by id. Also how many lines of that list
    /// named no photo.
    /// `naming`: each collection's name is looked up too, for `{gallery}`.
    func resolve(_ selections: [DownloadSelection], on service: any PhotoService, naming: Bool) async throws -> (sources: [PhotoSelection], badLines: Int) {
        var sources: [PhotoSelection] = []
        var badLines = 0
        for selection in selections {
            switch selection {
            case .photos(var arguments):
                badLines += try await addInputList(to: &arguments)
                sources.append(try await resolve(arguments, on: service, naming: naming, usersByID: true))
            case .collections(let owner, let kind, let filter):
                let found = try await collections(of: owner, kind, on: service)
                if found.isEmpty { notice("\(owner.shownName) has no \(kind.pluralName)") }
                sources += found.map { .collection(CollectionSelection(owner: .id($0.userID), reference: .id($0.id), name: $0.name), filter) }
            }
        }
        return (sources, badLines)
    }

    /// Every collection of `kind` `owner` has, in their order, with the owner's id.
    private func collections(
        of owner: UserLookup, _ kind: GalleryKind, on service: any PhotoService
    ) async throws -> [(userID: UserID, id: CollectionID, name: String)] {
        let id = try await lookUpUserID(owner, service)
        let walk = PageWalk<Gallery>(PageRange(first: 1, last: nil)) { cursor async throws(PhotomaniaError) in
            try await service.collectionReader().collections(ofUser: id, GalleryListQuery(kinds: [kind]), at: cursor, perPage: 100)
        }
        return try await walk.collect().items.map { (id, $0.id, $0.name) }
    }
}

private extension GalleryKind {
    /// `albums`, `galleries`: what a user has none of.
    var pluralName: String {
        switch self {
        case .album: "albums"
        default: "galleries"
        }
    }
}
