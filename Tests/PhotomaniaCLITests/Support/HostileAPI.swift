import Foundation
import PhotomaniaServer

/// What a hostile server puts in every text field: a clipboard write (OSC 52), a screen clear,
/// the 8-bit CSI U+009B, and bidi controls that would reorder what follows them.
enum Hostile {
    static let text = "Safe\u{1B}]52;c;b3duZWQ=\u{07}\u{1B}[2J\u{9B}31mRed\u{202E}gpj.exe\u{202C}\u{2066}x\u{2069}\u{200F}\u{061C}\u{200E}end"
    /// `text` as a terminal may show it once neutralised.
    static let visible = "SafeRedgpj.exexend"
    static let url = "http://127.0.0.1:9/i/4242.jpg?\u{1B}]52;c;b3duZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{202E}gnp"
    static let photoID = 4242
    /// A photo id the server answers with a 404 whose message is `text`.
    static let missingPhotoID = 4243
    static let username = "mallory"

    /// Every scalar in `output` that could steer a terminal: ESC, the C1 controls, bidi controls.
    static func leaks(in output: String) -> [String] {
        output.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x1B, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }
}

/// An API whose every answer carries `Hostile.text` in its names, description, comment and
/// profile, and `Hostile.url` as the photo's image; unknown photos get a hostile error message.
struct HostileAPIHandler: HTTPHandling {
    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/v1/photos", "/v1/photos/search":
            return json(["current_page": 1, "total_pages": 1, "total_items": 1, "photos": [Self.photo]])
        case "/v1/users/show":
            return json(["user": Self.user])
        case "/v1/photos/\(Hostile.photoID)/comments":
            return json(["current_page": 1, "total_pages": 1, "total_items": 1, "comments": [Self.comment]])
        case "/v1/photos/\(Hostile.photoID)":
            return json(["photo": Self.photo, "comments": []])
        default:
            return json(["error": Hostile.text, "status": 404], status: 404)
        }
    }

    private func json(_ object: [String: Any], status: Int = 200) -> HTTPResponse {
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "application/json"
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    static var user: [String: Any] {
        [
            "id": 77, "username": Hostile.username, "fullname": Hostile.text, "city": Hostile.text,
            "about": Hostile.text, "equipment": ["camera": [Hostile.text]],
        ]
    }

    static var photo: [String: Any] {
        [
            "id": Hostile.photoID, "name": Hostile.text, "description": Hostile.text, "camera": Hostile.text,
            "location": Hostile.text, "url": "/photo/4242/" + Hostile.text, "rating": 91.5,
            "width": 1200, "height": 800, "image_url": [Hostile.url], "images": [["size": 2048, "url": Hostile.url]],
            "user": user,
        ]
    }

    static var comment: [String: Any] {
        ["id": 1, "user_id": 77, "body": Hostile.text, "created_at": "2024-05-01T10:00:00Z", "user": user]
    }
}

/// Runs `body` against a loopback server with `HostileAPIHandler`, given its `--api` URL.
func withHostileAPI<T>(_ body: (String) async throws -> T) async throws -> T {
    let server = try HTTPServer(handler: HostileAPIHandler())
    defer { server.stop() }
    return try await body("http://127.0.0.1:\(server.port)/v1")
}
