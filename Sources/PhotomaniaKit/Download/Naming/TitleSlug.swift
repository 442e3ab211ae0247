import Foundation

/// A title as a file name's word: `Embrace at Dusk` → `embrace-at-dusk`, `Café, Lisboa!` →
/// `café-lisboa`; letters and digits of any script, lowercased, every other run of characters one
/// `-`, at most `maxCharacters` characters.
enum TitleSlug {
    static let maxCharacters = 80

    /// Nil when the title holds no letter or digit.
    static func make(_ title: String) -> String? {
        var slug = ""
        var pendingDash = false
        for character in title.precomposedStringWithCanonicalMapping.lowercased() {
            guard let first = character.unicodeScalars.first,
                  first.properties.isAlphabetic || first.properties.numericType != nil
            else {
                pendingDash = true
                continue
            }
            if pendingDash, !slug.isEmpty { slug.append("-") }
            pendingDash = false
            guard slug.count < maxCharacters else { break }
            slug.append(character)
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? nil : slug
    }
}
