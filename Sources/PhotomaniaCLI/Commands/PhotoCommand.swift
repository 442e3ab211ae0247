import Foundation
import PhotomaniaKit

/// `photomania photo ID`: one photo's details.
struct PhotoCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            "photo",
            summary: "Show one photo's details",
            options: [SharedOptions.size.spec, preview.spec, json.spec],
            positionals: [id.spec],
            examples: SharedOptions.examples("photo", ["photomania photo 1006721", "photomania photo 1006721 --size 2048 --json"])
        )
    }
    static let id = SharedOptions.photoID()
    static let preview: Option<Bool> = .flag("preview", help: "Draw the photo in the terminal")
    static let json: Option<JSONRequest?> = .json(help: "Print the photo as JSON; --json id,name,user.username: only those fields")

    let id: PhotoID
    let size: ImageSize?
    let json: JSONRequest?
    let preview: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        id = try parsed[Self.id]
        size = try parsed[SharedOptions.size]
        json = try parsed[Self.json]
        preview = parsed[Self.preview]
    }

    func run(_ context: Factory) async throws -> ExitCode {
        let service = try context.service()
        let imageSizes = if let size { [size] } else { await previewSize(context).map { [$0] } ?? [] }
        let info = try await lookingUp("photo \(id)") {
            try await service.photo(id, imageSizes: imageSizes)
        }
        guard info.photo.id == id else {
            throw CommandFailure(message: Unavailability.otherPhoto(answered: info.photo.id).sentence(naming: "photo \(id)"), hint: "check --api")
        }
        for note in info.notes { context.notice(note) }
        if let json {
            context.console.print(try JSONOutput.string(info.photo, fields: json.fields))
        } else {
            let view = PhotoDetailsView(photo: info.photo, origin: service.webOrigin, width: context.console.width, attribution: true)
            let text = view.render()
            context.console.print(text)
            if preview {
                let textLines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                try await draw(info.photo, textLines: textLines, context: context, service: service)
            }
        }
        return .success
    }

    /// With `--preview` and no `--size`: the smallest size that fills the window, so that a
    /// service whose originals are no pictures (an SVG, a PDF) offers its rendered thumbnail.
    private func previewSize(_ context: Factory) async -> ImageSize? {
        guard preview else { return nil }
        let drawing = await context.pictures()
        guard drawing.isEnabled else { return nil }
        let box = drawing.pixelBox(columns: context.console.width, rows: context.console.height ?? context.console.width / 2)
        return ImageSize.smallestCovering(width: box.width, height: box.height)
    }

    /// `--preview`: the photo drawn under its details, as wide as the terminal allows and no
    /// taller than its window (see `PreviewFit`).
    private func draw(_ photo: Photo, textLines: Int, context: Factory, service: any PhotoService) async throws {
        let drawing = await context.pictures()
        guard drawing.isEnabled else { return }
        guard let image = size.flatMap(photo.image(for:)) ?? photo.largestImage else {
            return context.notice("photo \(photo.id) has no image to preview")
        }
        let console = context.console
        let fit = PreviewFit.fit(width: console.width, height: console.height, aspect: photo.aspectRatio ?? 1.5, textLines: textLines)
        let (columns, rows) = (fit.columns, fit.rows)
        let box = drawing.pixelBox(columns: columns, rows: rows)
        let loader = context.thumbnailLoader(session: service.session)
        let picture = try await loader.image(for: ThumbnailRequest(photoID: photo.id, url: image.url, width: box.width, height: box.height))
        // Pixels and the picture protocol's own codes, nothing from the server.
        let drawn = await BlockingWork.run { drawing.standalone(picture, columns: columns, rows: rows) }
        context.console.standardOutput.write(TerminalText(withOwnEscapeCodes: "\n" + drawn))
    }

}
