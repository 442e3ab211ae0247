import Foundation

/// The demo catalog as Wikimedia Commons: the Action API at `/w/api.php` (contract §1–§7) and
/// the upload host's files at `/wikipedia/commons/…` (§8), on the same server as the other faces.
/// Made for each request: `origin` is where its URLs point.
struct CommonsFace: DemoFace {
    let api: DemoAPI
    let origin: String

    init(api: DemoAPI, origin: String) {
        self.api = api
        self.origin = origin
    }

    var index: CommonsIndex { CommonsIndex.of(api.catalog) }
    var originals: CommonsOriginals { CommonsOriginals(images: api.images) }

    static func owns(_ components: [String]) -> Bool {
        components == ["w", "api.php"] || components.starts(with: ["wikipedia", "commons"])
    }

    func respond(to request: HTTPRequest, components: [String]) -> HTTPResponse {
        guard CommonsUserAgent.isAcceptable(request.headers["User-Agent"]) else { return CommonsUserAgent.forbidden }
        guard components.first == "w" else {
            guard request.method == "GET" || request.method == "HEAD" else { return DemoResponse.methodNotAllowed() }
            return file(Array(components.dropFirst(2)), request: request)
        }
        guard ["GET", "HEAD", "POST"].contains(request.method) else { return DemoResponse.methodNotAllowed(allowing: "GET, HEAD, POST") }
        let arguments = CommonsArguments(request)
        let response: HTTPResponse
        do {
            response = try answer(arguments)
        } catch {
            response = error.response
        }
        return arguments.string("format") == "json" ? response : Self.htmlWrapped(response)
    }

    private func answer(_ arguments: CommonsArguments) throws(CommonsError) -> HTTPResponse {
        if let maxLag = try arguments.integer("maxlag"), CommonsError.replicaLag > maxLag { throw .maxLag(asked: maxLag) }
        guard let action = arguments.string("action") else { return Self.help }
        guard action == "query" else { throw .badValue("action", action) }
        let query = CommonsQuery(index: index, arguments: arguments, origin: origin, originals: originals)
        let body = try query.answer().data
        var cacheControl = "private, must-revalidate, max-age=0"
        if let maxAge = try arguments.integer("maxage"), maxAge > 0 {
            let seconds = min(maxAge, 86_400 * 30)
            cacheControl = "s-maxage=\(seconds), max-age=\(seconds), public"
        }
        return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", DemoResponse.jsonContentType), ("Cache-Control", cacheControl)]), body: body)
    }

    /// What a browser sees without `format=json`: the answer inside an HTML page (`jsonfm`).
    private static func htmlWrapped(_ response: HTTPResponse) -> HTTPResponse {
        guard response.headers["Content-Type"] == DemoResponse.jsonContentType else { return response }
        let json = CommonsMetadata.escaped(String(decoding: response.body, as: UTF8.self))
        let page = "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"><title>MediaWiki API result</title></head><body><pre>\(json)</pre></body></html>\n"
        var wrapped = response
        wrapped.headers["Content-Type"] = "text/html; charset=utf-8"
        wrapped.body = Data(page.utf8)
        return wrapped
    }

    private static var help: HTTPResponse {
        let page = "<!DOCTYPE html>\n<html><head><title>MediaWiki API help</title></head><body><p>Main module: use action=query&amp;format=json.</p></body></html>\n"
        return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "text/html; charset=utf-8")]), body: Data(page.utf8))
    }
}
