import Foundation

/// The upload host's files (contract §8.1): an original at `{h1}/{h1h2}/{dbkey}` and a thumbnail
/// at `thumb/{h1}/{h1h2}/{dbkey}/{name}`, the name as the file's kind spells it (`{W}px-{dbkey}`
/// for pictures) and W a standard step (another W is a 400 text), narrower than a picture's
/// original. A wrong hash, an unknown file or a thumbnail of sound is a 404.
extension CommonsFace {
    static let nonStandardWidth = "Use thumbnail steps listed on https://w.wiki/GHai. Please contact noc@wikimedia.org for further information (demo)"

    /// `components` follow `/wikipedia/commons/`.
    func file(_ components: [String], request: HTTPRequest) -> HTTPResponse {
        if components.count == 5, components[0] == "thumb" {
            guard let file = file(named: components[3], hashPath: components[1] + "/" + components[2]),
                  let width = file.format.thumbnailWidth(in: components[4], of: components[3])
            else { return Self.text(404, "Not Found") }
            guard CommonsImageInfo.thumbnailSteps.contains(width) else { return Self.text(400, Self.nonStandardWidth) }
            guard file.format.thumbnailLimit != .original || width < file.originalSize.width else {
                return Self.text(400, "Error generating thumbnail: the requested width is bigger than the source")
            }
            guard file.format != .jpeg else { return image(of: file, fit: CommonsImageInfo.fit(of: file, step: width), request: request) }
            return media(of: file, contentType: file.format.thumbnailMime, request: request) { try CommonsMediaBytes.thumbnail(of: file, width: width) }
        }
        guard components.count == 3, let file = file(named: components[2], hashPath: components[0] + "/" + components[1]) else {
            return Self.text(404, "Not Found")
        }
        guard file.format != .jpeg else { return image(of: file, fit: file.originalFit, request: request) }
        return media(of: file, contentType: file.format.mime, request: request) { try originals.bytes(of: file) }
    }

    private func file(named dbKey: String, hashPath: String) -> CommonsFile? {
        guard let position = index.fileIndexByName[dbKey.replacingOccurrences(of: "_", with: " ")] else { return nil }
        let file = index.files[position]
        return file.dbKey == dbKey && file.hashPath == hashPath ? file : nil
    }

    private func image(of file: CommonsFile, fit: DemoImageSize.Fit, request: HTTPRequest) -> HTTPResponse {
        var headers = HTTPHeaderFields()
        let etag = api.images.etag(for: file.photo, fit: fit)
        headers["ETag"] = etag
        headers["Last-Modified"] = api.images.lastModified(for: file.photo)
        headers["Cache-Control"] = "public, max-age=86400"
        if DemoCaching.ifNoneMatch(request, matches: etag) { return HTTPResponse(status: 304, headers: headers) }
        do {
            let body = try api.images.jpeg(for: file.photo, fit: fit)
            headers["Content-Type"] = "image/jpeg"
            return HTTPResponse(status: 200, headers: headers, body: body)
        } catch {
            return Self.text(500, "Internal Server Error")
        }
    }

    /// A file made on request, its validator taken from its bytes.
    private func media(of file: CommonsFile, contentType: String?, request: HTTPRequest, bytes: () throws -> Data?) -> HTTPResponse {
        let body: Data?
        do {
            body = try bytes()
        } catch {
            return Self.text(500, "Internal Server Error")
        }
        guard let body, let contentType else { return Self.text(404, "Not Found") }
        var headers = HTTPHeaderFields()
        let etag = "\"" + CommonsDigest.sha1Hex(body).prefix(16) + "\""
        headers["ETag"] = etag
        headers["Last-Modified"] = api.images.lastModified(for: file.photo)
        headers["Cache-Control"] = "public, max-age=86400"
        if DemoCaching.ifNoneMatch(request, matches: etag) { return HTTPResponse(status: 304, headers: headers) }
        headers["Content-Type"] = contentType
        return HTTPResponse(status: 200, headers: headers, body: body)
    }

    private static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaderFields([("Content-Type", "text/plain; charset=utf-8")]), body: Data(message.utf8))
    }
}
