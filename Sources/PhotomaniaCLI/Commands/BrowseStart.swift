import PhotomaniaKit

/// Where `browse` starts: a stream named by an option or a page URL. A user and a gallery are
/// looked up before the screen is taken, so that a wrong name is an error at the shell.
enum BrowseStart: Sendable {
    case stream(BrowseStream)
    case gallery(GalleryTarget)
    /// The `…/liked` page: the signed-in user's liked photos.
    case signedInUserLiked

    static let options = ["feature", "search", "user", "liked", "gallery"]

    init(_ parsed: ParsedCommandLine) throws(UsageError) {
        if let text = parsed.positionals.first {
            guard Self.options.allSatisfy({ parsed.value($0) == nil }) else {
                throw parsed.usageError("give a page URL or one of --feature, --search, --user, --liked, --gallery, not both")
            }
            self = try Self.page(text, parsed)
        } else if let term = parsed.value("search") {
            self = .stream(.search(term))
        } else if let user = parsed.value("user") {
            self = .stream(.user(try PageArguments.user(user, parsed)))
        } else if let user = parsed.value("liked") {
            self = .stream(.liked(try PageArguments.user(user, parsed)))
        } else if let gallery = parsed.value("gallery") {
            self = .gallery(try GalleryTarget(user: gallery, gallery: nil, parsed))
        } else {
            let feature = try parsed.value("feature", as: Feature.init(argument:), expected: SharedOptions.expectedFeature) ?? .popular
            guard !feature.needsUser else { throw parsed.usageError("'--feature \(feature.rawValue)' needs a user", hint: "use '--user NAME'") }
            self = .stream(.feature(feature))
        }
    }

    private static func page(_ text: String, _ parsed: ParsedCommandLine) throws(UsageError) -> BrowseStart {
        switch try PageArguments.page(text, parsed) {
        case .user(let name)?: .stream(.user(.username(name)))
        case .liked(let name)?: .stream(.liked(.username(name)))
        case .signedInUserLiked?: .signedInUserLiked
        case .gallery(let name, let slug)?: .gallery(GalleryTarget(user: .username(name), gallery: .slug(slug)))
        case .photo?: throw parsed.usageError("browse opens profile, gallery and liked-photos pages, not one photo", hint: "use 'photomania photo \(text)'")
        case nil: throw PageArguments.notA("page URL", text, parsed)
        }
    }

    /// The stream to show, once the gallery's owner and the gallery itself are found.
    func stream(_ api: APIClient, _ context: CommandContext) async throws -> BrowseStream {
        switch self {
        case .stream(let stream):
            if case .user(let user) = stream { _ = try await lookUpUser(user, api) }
            if case .liked(let user) = stream { _ = try await lookUpUser(user, api) }
            return stream
        case .signedInUserLiked:
            guard let name = try context.signedInUsername() else { throw context.likedPageNeedsSignIn }
            return .liked(.username(name))
        case .gallery(let target):
            let owner = try await lookUpUserID(target.user, api)
            let named = switch target.gallery {
            case .id(let id): "gallery \(id)"
            case .slug(let slug): "gallery '\(slug)'"
            }
            let gallery = try await lookingUp("\(named) of \(target.user.shownName)", hint: "list them with 'photomania galleries USER'") {
                try await api.gallery(target.gallery, ofUser: owner)
            }
            return .gallery(GalleryStream(userID: owner, reference: target.gallery, name: gallery.name))
        }
    }
}
