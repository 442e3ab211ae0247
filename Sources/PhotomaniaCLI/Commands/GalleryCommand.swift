import PhotomaniaKit

/// `photomania gallery USER GALLERY` (or a gallery page URL): the gallery's photos in its order,
/// printed as `photos` prints a stream.
struct GalleryCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "gallery",
            summary: "List a gallery's photos, in the gallery's order",
            options: [
                SharedOptions.categoryOption, SharedOptions.excludeOption,
                SharedOptions.sortOption(help: "Sort by " + SharedOptions.streamSorts + " (default: the gallery's order)"),
            ] + SharedOptions.sortDirectionOptions(descending: "Sort descending (the gallery's order backwards without --sort)") + SharedOptions.paging,
            positionals: [SelectionKeys.galleryOwner.spec, SelectionKeys.galleryName.spec],
            exclusive: [["page", "pages", "all"], ["asc", "desc"]],
            examples: SharedOptions.examples("gallery", ["photomania gallery jose_alvarez lisbon-2022"])
        )
    }

    let list: PhotoList

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        list = try PhotoList(SelectionOptions.read(parsed, .gallery), parsed)
    }

    func run(_ context: Factory) async throws -> ExitCode {
        try await list.run(context)
    }
}
