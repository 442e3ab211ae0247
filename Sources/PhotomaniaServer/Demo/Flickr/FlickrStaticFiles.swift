import Foundation

/// The static host's files (contract §6): a photo at `/<server>/<id>_<secret>[_<suffix>].jpg`
/// (the original at `_o.<originalformat>` with its own secret; `_d` before the extension asks for
/// it as an attachment), a buddy icon at `/<iconserver>/buddyicons/<nsid>[_r|_l].jpg`, and the
/// default icon. A wrong server or secret, or a size the owner does not show, is a 404.
extension FlickrFace {
    func staticFile(_ components: [String], request: HTTPRequest) -> HTTPResponse {
        if components == FlickrDefaultBuddyIcon.pathComponents {
            return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "image/gif"), ("Cache-Control", "public, max-age=86400")]),
                                body: FlickrDefaultBuddyIcon.gif)
        }
        if components.count == 3, components[1] == "buddyicons" {
            return buddyIcon(server: components[0], file: components[2], request: request)
        }
        guard components.count == 2, let file = PhotoFileName(components[1]),
              let photo = FlickrIDs.catalogPhotoID(file.id).flatMap(catalog.photo(id:)),
              let size = FlickrSize.available(for: photo, owner: catalog.user(id: photo.userID)).first(where: { $0.suffix == file.suffix })
        else { return DemoResponse.error(404, "Not found") }
        let files = FlickrPhotoFiles(photo: photo)
        guard components[0] == files.server, file.secret == files.secret(of: size),
              file.extension == (size.isOriginal ? files.originalFormat : "jpg")
        else { return DemoResponse.error(404, "Not found") }
        let fit = size.fit(for: photo)
        var headers = HTTPHeaderFields()
        let etag = api.images.etag(for: photo, fit: fit)
        headers["ETag"] = etag
        headers["Last-Modified"] = api.images.lastModified(for: photo)
        headers["Cache-Control"] = "public, max-age=86400"
        if DemoCaching.ifNoneMatch(request, matches: etag) { return HTTPResponse(status: 304, headers: headers) }
        do {
            let body = try api.images.jpeg(for: photo, fit: fit)
            headers["Content-Type"] = "image/jpeg"
            if file.download { headers["Content-Disposition"] = "attachment; filename=\"\(files.fileName(of: size))\"" }
            return HTTPResponse(status: 200, headers: headers, body: body)
        } catch {
            return DemoResponse.internalServerError()
        }
    }

    private func buddyIcon(server: String, file: String, request: HTTPRequest) -> HTTPResponse {
        guard file.hasSuffix(".jpg") else { return DemoResponse.error(404, "Not found") }
        let name = file.dropLast(4).split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        guard let user = catalog.user(nsid: String(name[0])), user.nsid == String(name[0]), user.hasBuddyIcon,
              FlickrBuddyIcon(user: user).server == server, let side = FlickrBuddyIcon.sides[name.count > 1 ? String(name[1]) : ""]
        else { return DemoResponse.error(404, "Not found") }
        let etag = DemoCaching.entityTag(of: Data("\(user.id)-\(side)-\(DemoCatalog.version)".utf8))
        var headers = HTTPHeaderFields([("ETag", etag), ("Cache-Control", "public, max-age=86400")])
        if DemoCaching.ifNoneMatch(request, matches: etag) { return HTTPResponse(status: 304, headers: headers) }
        do {
            let body = try DemoImageRenderer.jpeg(
                seed: DemoRandom.mix(UInt64(user.id) ^ 0xB0DD1), category: .people, originalWidth: 300, originalHeight: 300,
                fit: .square(side), progressive: false)
            headers["Content-Type"] = "image/jpeg"
            return HTTPResponse(status: 200, headers: headers, body: body)
        } catch {
            return DemoResponse.internalServerError()
        }
    }
}

/// `<id>_<secret>[_<suffix>][_d].<ext>`, split.
private struct PhotoFileName {
    let id: String
    let secret: String
    /// Empty for Medium 500.
    let suffix: String
    let download: Bool
    let `extension`: String

    init?(_ name: String) {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        `extension` = String(name[name.index(after: dot)...])
        var parts = name[..<dot].split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        download = parts.count > 2 && parts.last == "d"
        if download { parts.removeLast() }
        guard (2...3).contains(parts.count), !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        id = parts[0]
        secret = parts[1]
        suffix = parts.count == 3 ? parts[2] : ""
    }
}
