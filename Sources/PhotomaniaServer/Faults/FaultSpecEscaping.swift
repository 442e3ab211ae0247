import Foundation

/// Percent-escaping of the free-text values in a fault spec (globs, URLs, header values), so that
/// the spec's own separators can appear inside them.
enum FaultSpecEscaping {
    static let valueReserved: Set<Character> = ["%", ";", ","]
    static let globReserved: Set<Character> = ["%", ";", ",", ":", "+", "&"]

    /// Decodes `%XX` escapes; nil when an escape is broken or the bytes are not UTF-8.
    static func decode(_ text: String) -> String? {
        HTTPRequestTarget.percentDecoded(Substring(text), plusAsSpace: false)
    }

    /// Escapes the reserved characters, whitespace and control characters.
    static func encode(_ text: String, reserved: Set<Character>) -> String {
        var result = ""
        for character in text {
            let needsEscape = reserved.contains(character)
                || character.isWhitespace
                || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            guard needsEscape else {
                result.append(character)
                continue
            }
            for byte in String(character).utf8 {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
