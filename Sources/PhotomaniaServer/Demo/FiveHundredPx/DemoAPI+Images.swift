import Foundation

extension DemoAPI {
    /// `GET /images/<photo id>/<size>.jpg`, with a strong ETag (`If-None-Match` answers 304),
    /// `Last-Modified`, and for some photos `Content-Disposition`.
    func image(route: [String], request: HTTPRequest) -> HTTPResponse {
        guard route.count == 2, let id = Int(route[0]), let photo = catalog.photo(id: id),
              route[1].hasSuffix(".jpg"), let sizeValue = Int(route[1].dropLast(4)),
              let size = DemoImageSize(rawValue: sizeValue)
        else {
            return DemoResponse.error(404, "Not found")
        }
        var headers = HTTPHeaderFields()
        let etag = images.etag(for: photo, size: size)
        headers["ETag"] = etag
        headers["Last-Modified"] = images.lastModified(for: photo)
        headers["Cache-Control"] = "public, max-age=86400"
        if DemoCaching.ifNoneMatch(request, matches: etag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        do {
            let body = try images.jpeg(for: photo, size: size)
            headers["Content-Type"] = "image/jpeg"
            if let disposition = images.contentDisposition(for: photo) {
                headers["Content-Disposition"] = disposition
            }
            return HTTPResponse(status: 200, headers: headers, body: body)
        } catch {
            return DemoResponse.error(500, "Internal Server Error")
        }
    }
}
