import PhotomaniaKit

/// `photomania albums USER`: a person's albums, on a service that has albums (Flickr's
/// photosets); `galleries --kind album` says the same.
struct AlbumsCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "albums",
            summary: "List a user's albums, where the service has albums",
            options: SharedOptions.listPaging,
            positionals: [GalleriesCommand.owner.spec],
            exclusive: [["page", "pages", "all"]],
            examples: SharedOptions.examples("albums", [ServiceRegistry.current.entries.first { $0.access.collectionKinds.contains(.album) }.map { "photomania --provider \($0.name) albums jose_alvarez" } ?? "photomania albums jose_alvarez"])
        )
    }

    let albums: GalleriesCommand

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        albums = try GalleriesCommand(parsed, query: GalleryListQuery(kinds: [.album]))
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let access = context.settings.provider.access
        guard access.collectionKinds.contains(.album) else {
            let kinds = access.collectionKinds.map(\.name).joined(separator: ", ")
            throw CommandFailure(
                message: "\(access.title) has no albums; its collections are galleries (\(kinds))", hint: "run 'photomania galleries USER'", exitCode: .usage
            )
        }
        return try await albums.run(context)
    }
}
