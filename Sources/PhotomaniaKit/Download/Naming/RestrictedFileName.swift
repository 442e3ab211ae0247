import Foundation

/// `--restrict-filenames`, after yt-dlp's: names of POSIX's portable characters only, ASCII
/// letters, digits, `.`, `_` and `-`, so no space, accent or character a shell treats specially.
/// Accents are dropped (`é` → `e`, `ß` → `ss`); every other run of characters becomes one `_`,
/// none beside a `.`, `-` or `_` nor at either end.
enum RestrictedFileName {
    /// The restricted form of a name that `FileNameSanitizer` already cleaned; nil when nothing
    /// is left.
    static func restrict(_ name: String) -> String? {
        var result = String.UnicodeScalarView()
        var pending = false
        for scalar in name.decomposedStringWithCompatibilityMapping.unicodeScalars where !isMark(scalar) {
            let replacement = spelled[scalar].map { Array($0.unicodeScalars) } ?? [scalar]
            for scalar in replacement {
                guard isKept(scalar) else {
                    pending = true
                    continue
                }
                if pending, let last = result.last, !isJoiner(last), !isJoiner(scalar) { result.append("_") }
                pending = false
                result.append(scalar)
            }
        }
        return FileNameSanitizer.sanitizeField(String(result))
    }

    /// Letters that no decomposition turns into ASCII, spelled as yt-dlp spells them.
    private static let spelled: [Unicode.Scalar: String] = [
        "Æ": "AE", "Ð": "D", "Ø": "O", "Œ": "OE", "Þ": "TH", "ß": "ss",
        "æ": "ae", "ð": "d", "ø": "o", "œ": "oe", "þ": "th", "Ł": "L", "ł": "l", "Đ": "D", "đ": "d",
    ]

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        NamingASCII.isAlphanumeric(scalar) || isJoiner(scalar)
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "-" || scalar == "_"
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
