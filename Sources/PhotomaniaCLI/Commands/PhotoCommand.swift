import Foundation
import PhotomaniaKit

/// `photomania photo ID`: one photo's details.
enum PhotoCommand {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let parsed = context.parsed
        let id = try photoID(parsed)
        let size = try parsed.value("size", as: ImageSize.init(argument:), expected: "a size id such as 4 or 2048, or tiny/small/medium/large/xlarge")
        let api = try context.api()
        let info = try await naming("photo \(id)") {
            try await api.object(.photo(id: id, imageSizes: size.map { [$0] } ?? []), as: PhotoInfo.self)
        }
        if parsed.flag("json") {
            context.console.print(try JSONOutput.string(info.photo))
        } else {
            let view = PhotoDetailsView(photo: info.photo, origin: api.configuration.origin, width: context.console.width)
            context.console.print(view.render())
            if parsed.flag("preview") { try await preview(info.photo, size: size, context: context, api: api) }
        }
        return .success
    }

    /// `--preview`: the photo drawn under its details, as wide as the terminal allows.
    private static func preview(_ photo: Photo, size: ImageSize?, context: CommandContext, api: APIClient) async throws {
        let drawing = try PictureDrawing(context)
        guard drawing.isEnabled else { return }
        guard let image = size.flatMap(photo.image(for:)) ?? photo.largestImage else {
            return context.notice("photo \(photo.id) has no image to preview")
        }
        let columns = min(context.console.width - 1, 100)
        let aspect = photo.aspectRatio ?? 1.5
        let rows = max(4, min(40, Int((Double(columns) / aspect / 2).rounded())))
        let box = drawing.pixelBox(columns: columns, rows: rows)
        let loader = context.thumbnailLoader(session: api.session)
        let picture = try await loader.image(for: ThumbnailRequest(photoID: photo.id, url: image.url, width: box.width, height: box.height))
        context.console.standardOutput.write("\n" + drawing.standalone(picture, columns: columns, rows: rows))
    }

    static func photoID(_ parsed: ParsedCommandLine) throws(UsageError) -> Int {
        guard let text = parsed.positionals.first, let id = Int(text), id > 0 else {
            throw parsed.usageError("'\(parsed.positionals.first ?? "")' is not a photo id", hint: "a photo id is a whole number, as in the first column of 'photomania photos'")
        }
        return id
    }

    /// Turns a 404 into "no photo 42" and a 403 about that one item into "not available".
    static func naming<T>(_ thing: String, hint: String = "check the id, e.g. with 'photomania photos'", _ fetch: () async throws -> T) async throws -> T {
        do {
            return try await fetch()
        } catch let error as PhotomaniaError where error.statusCode == 404 {
            throw CommandFailure(message: "no \(thing) (\(error))", hint: hint)
        } catch let error as PhotomaniaError where error.statusCode == 403 && !error.isCredentialFailure {
            throw CommandFailure(message: "\(thing) is not available: it was deleted or its owner deactivated (\(error))")
        }
    }
}
