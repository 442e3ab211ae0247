/// URL- and file-name-friendly forms of titles and names.
enum DemoSlug {
    /// ASCII letters and digits joined by single dashes; `fallback` when nothing is left.
    static func make(_ text: String, fallback: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        var short = slug.prefix(80)
        while short.hasSuffix("-") { short = short.dropLast() }
        return short.isEmpty ? fallback : String(short)
    }
}
