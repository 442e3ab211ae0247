import Foundation
import PhotomaniaServer

/// The toy's face: its streams by cursor, one photo, and each photo's JPEG, at `path`.
struct ToyFace: HTTPHandling {
    static let path = "/toy"
    /// Photos 1...7 are picks; the latest are 5...7 and 8, 9.
    static let streams = ["picks": Array(1...7), "latest": [9, 8, 7, 6, 5]]

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }) { first, _ in first }
        switch request.path {
        case Self.path + "/stream":
            guard let ids = query["name"].flatMap({ Self.streams[$0] }) else { return Self.json(["error": "no such stream"], status: 404) }
            let start = query["after"].flatMap { Int($0.dropFirst("after-".count)) }.flatMap { after in ids.firstIndex(of: after).map { $0 + 1 } } ?? 0
            let limit = max(1, Int(query["limit"] ?? "") ?? 3)
            let page = Array(ids.dropFirst(start).prefix(limit))
            let next: Any = start + page.count < ids.count ? "after-\(page.last ?? 0)" : NSNull()
            return Self.json(["photos": page.map(Self.photo), "next": next, "total": ids.count])
        case Self.path + "/photo":
            guard let id = query["id"].flatMap(Int.init), (1...9).contains(id) else { return Self.json(["error": "no such photo"], status: 404) }
            return Self.json(Self.photo(id))
        case let path where path.hasPrefix(Self.path + "/images/"):
            guard let id = Int(path.dropFirst((Self.path + "/images/").count).dropLast(".jpg".count)), (1...9).contains(id),
                  let jpeg = try? JPEGEncoder.encode(rgb: Self.pixels(id), width: 48, height: 32)
            else { return HTTPResponse(status: 404) }
            var headers = HTTPHeaderFields()
            headers["Content-Type"] = "image/jpeg"
            return HTTPResponse(status: 200, headers: headers, body: jpeg)
        default:
            return Self.json(["error": "no such call"], status: 404)
        }
    }

    private static func photo(_ id: Int) -> [String: Any] {
        ["id": id, "title": "Toy photo \(id)", "width": 48, "height": 32, "image": "\(path)/images/\(id).jpg"]
    }

    /// A picture of its own for each photo: a gradient whose hue its id sets.
    private static func pixels(_ id: Int) -> [UInt8] {
        var pixels: [UInt8] = []
        for index in 0..<(48 * 32) {
            pixels += [UInt8(id * 25 % 256), UInt8(index % 48 * 5), UInt8(index / 48 * 8)]
        }
        return pixels
    }

    private static func json(_ object: Any, status: Int = 200) -> HTTPResponse {
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: status, headers: headers, body: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }
}
