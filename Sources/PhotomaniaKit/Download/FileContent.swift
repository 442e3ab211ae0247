import Foundation

/// What a downloaded file must hold to count as whole, beyond its length and the SHA-1 a service
/// may state: a JPEG's markers, a PNG's last chunk, or for any other type (a TIFF, a PDF, a
/// video) its bytes as they came.
public enum FileContent: Sendable, Hashable {
    case jpeg
    case png
    /// Another media type the service names, e.g. `application/pdf`.
    case other(mime: String)

    /// By the media type a service states for the file; none said means a JPEG, as photos are.
    public init(mime: String?) {
        guard let mime = mime.map(Self.mediaType), !mime.isEmpty else {
            self = .jpeg
            return
        }
        switch mime {
        case "image/jpeg", "image/jpg", "image/pjpeg": self = .jpeg
        case "image/png": self = .png
        default: self = .other(mime: mime)
        }
    }

    /// `JPEG`, `PNG`, `PDF`, `SVG`, `WEBM`…: what a sentence calls such a file.
    public var name: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .other(let mime):
            let subtype = mime.split(separator: "/").last.map(String.init) ?? mime
            let bare = subtype.split(separator: "+").first.map(String.init) ?? subtype
            return (bare.hasPrefix("x-") ? String(bare.dropFirst(2)) : bare).uppercased()
        }
    }

    /// `image/jpeg`, `image/png`, `application/pdf`…
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .other(let mime): mime
        }
    }

    /// Why a response of `contentType` cannot be this file (an error page, say); nil when it can.
    func refusal(ofContentType contentType: String) -> String? {
        let sent = Self.mediaType(contentType)
        if sent.hasPrefix("image/") || sent == "application/octet-stream" { return nil }
        if case .other(let mime) = self, sent == mime { return nil }
        return "the server sent \(sent) instead of " + (self == .jpeg || self == .png ? "an image" : name)
    }

    /// Why the open file at `descriptor` is not whole; nil when it is (or when its type has no
    /// structure photomania checks).
    func damage(descriptor: Int32) -> String? {
        switch self {
        case .jpeg:
            let markers = JPEGIntegrity.check(descriptor: descriptor)
            return markers == .complete ? nil : markers.description
        case .png:
            return PNGIntegrity.damage(descriptor: descriptor)
        case .other:
            return nil
        }
    }

    /// `image/PNG; charset=…` → `image/png`.
    private static func mediaType(_ value: String) -> String {
        (value.split(separator: ";").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }
}
