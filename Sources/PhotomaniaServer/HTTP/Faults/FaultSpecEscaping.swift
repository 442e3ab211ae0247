import Foundation
import PhotomaniaHTTPText

/// Percent-escaping of the free-text values in a fault spec (globs, URLs, header values), so that
/// the spec's own separators can appear inside them.
enum FaultSpecEscaping {
    static let valueReserved: Set<Unicode.Scalar> = ["%", ";", ","]
    static let globReserved: Set<Unicode.Scalar> = ["%", ";", ",", ":", "+", "&"]

    /// Decodes `%XX` escapes; nil when an escape is broken or the bytes are not UTF-8.
    static func decode(_ text: String) -> String? {
        PercentDecoding.string(of: Substring(text))
    }

    /// Escapes the reserved characters, whitespace and control characters, a scalar at a time:
    /// a combining mark must not hide a reserved character inside one `Character`.
    static func encode(_ text: String, reserved: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let needsEscape = reserved.contains(scalar) || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            guard needsEscape else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
