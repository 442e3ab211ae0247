import Foundation

/// How an answer goes on the wire, always with HTTP 200 (contract §1, §3.1): JSON with
/// `nojsoncallback=1`, else JSONP, `jsonFlickrApi({…})` or the `jsoncallback` name.
struct FlickrWireFormat {
    static let jsonContentType = "application/json; charset=utf-8"
    static let javascriptContentType = "text/javascript; charset=utf-8"
    static let defaultCallback = "jsonFlickrApi"

    /// Nil for plain JSON.
    let callback: String?

    init(_ arguments: FlickrArguments) {
        if arguments.string("nojsoncallback") == "1" {
            callback = nil
        } else {
            callback = arguments.string("jsoncallback").flatMap(Self.safeCallback) ?? Self.defaultCallback
        }
    }

    /// `{…members, "stat": "ok"}`.
    func ok(_ members: [String: FlickrValue]) -> HTTPResponse {
        var members = members
        members["stat"] = .string("ok")
        return answer(.object(members))
    }

    func fail(_ failure: FlickrFailure) -> HTTPResponse {
        answer(.object(["stat": .string("fail"), "code": .int(failure.code), "message": .string(failure.message)]))
    }

    /// A call without `format=json` would get XML from Flickr; this demo speaks JSON only, and
    /// says so in Flickr's XML error form.
    static func xmlFailure(_ failure: FlickrFailure) -> HTTPResponse {
        let message = failure.message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let body = "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<rsp stat=\"fail\">\n\t<err code=\"\(failure.code)\" msg=\"\(message)\" />\n</rsp>\n"
        return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", "text/xml; charset=utf-8")]), body: Data(body.utf8))
    }

    private func answer(_ value: FlickrValue) -> HTTPResponse {
        let json = value.jsonData
        guard let callback else {
            return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", Self.jsonContentType)]), body: json)
        }
        var body = Data((callback + "(").utf8)
        body.append(json)
        body.append(Data(")".utf8))
        return HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Type", Self.javascriptContentType)]), body: body)
    }

    /// A JavaScript identifier path of at most 64 characters (`cb`, `app.receive`); anything else
    /// could turn the answer into a script of the caller's choosing.
    private static func safeCallback(_ name: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.".unicodeScalars)
        guard name.count <= 64, let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != ".",
              name.unicodeScalars.allSatisfy(allowed.contains)
        else { return nil }
        return name
    }
}
