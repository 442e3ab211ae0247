import Foundation

/// File name extensions: finding one in a name, and choosing one for an image media type.
enum FileNameExtension {
    /// The `.ext` ending `name`: 1 to 8 ASCII letters or digits, at least one a letter, after a dot
    /// that does not start the name. `IMG_2024.05.01` has none; `photo.jpeg` has `.jpeg`.
    static func of(_ name: String) -> Substring? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let body = name[name.index(after: dot)...]
        guard (1...8).contains(body.utf8.count),
              body.unicodeScalars.allSatisfy(NamingASCII.isAlphanumeric),
              body.unicodeScalars.contains(where: NamingASCII.isLetter)
        else { return nil }
        return name[dot...]
    }

    /// `.jpg` for `image/jpeg` (parameters and case ignored), nil for a type with no known extension.
    static func forContentType(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        // A media type is a token: it holds no spaces, only the optional ones around it.
        let mediaType = (contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").filter { $0 != " " && $0 != "\t" }
        switch mediaType.lowercased() {
        case "image/jpeg", "image/jpg", "image/pjpeg": return ".jpg"
        case "image/png": return ".png"
        case "image/gif": return ".gif"
        case "image/webp": return ".webp"
        case "image/avif": return ".avif"
        case "image/heic": return ".heic"
        case "image/heif": return ".heif"
        default: return nil
        }
    }
}
