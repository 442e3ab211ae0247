import Foundation

/// Turns a name a server suggested into one safe to create inside the output directory.
enum FileNameSanitizer {
    /// The cleaned name, or nil when nothing usable is left.
    ///
    /// Only the text after the last `/` or `\` is kept, so no name can climb out of the directory.
    /// Controls (C0, DEL, C1), line and paragraph separators and bidirectional formatting
    /// characters are dropped: the last could make `gpj.exe` display as `exe.jpg`. Characters
    /// that Windows, macOS or FAT forbid become `_`. Leading dots and whitespace go (no hidden
    /// files), as do trailing ones (Windows drops them silently). The result is NFC.
    static func sanitize(_ raw: String) -> String? {
        let all = raw.unicodeScalars
        let lastComponent = all.lastIndex(where: { $0 == "/" || $0 == "\\" }).map { all[all.index(after: $0)...] } ?? all[...]
        return clean(lastComponent)
    }

    /// A value put into a name template (`{title}`, `{user}`, …), or nil when nothing usable is
    /// left: cleaned like `sanitize`, but a `/` or `\` in it is kept as `_` rather than cutting
    /// the text, since a title such as `AC/DC` is text, not a path. It never holds a separator.
    static func sanitizeField(_ raw: String) -> String? {
        clean(raw.unicodeScalars[...])
    }

    private static func clean(_ lastComponent: Substring.UnicodeScalarView) -> String? {
        let kept = cleanScalars(lastComponent)
        // ASCII is already NFC: only other text is composed (and cleaned again after).
        let cleaned = kept.utf8.allSatisfy { $0 < 0x80 } ? kept : cleanScalars(kept.precomposedStringWithCanonicalMapping.unicodeScalars)
        let scalars = Array(cleaned.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isStrippedAtEdge($0) }),
              let last = scalars.lastIndex(where: { !isStrippedAtEdge($0) })
        else { return nil }
        let name = String(String.UnicodeScalarView(scalars[first...last]))
        return name == "." || name == ".." ? nil : name
    }

    private static func cleanScalars(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars where !isDropped(scalar) {
            result.append(isForbidden(scalar) ? "_" : scalar)
        }
        return String(result)
    }

    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        "/\\:*?\"<>|".unicodeScalars.contains(scalar)
    }

    private static func isStrippedAtEdge(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar.properties.isWhitespace
    }
}
