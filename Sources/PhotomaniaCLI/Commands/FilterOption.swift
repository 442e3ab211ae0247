import PhotomaniaKit

/// `--filter EXPR` on photos, search, gallery, download and browse: only the listed photos the
/// expression holds for (`FilterExpression`). A mistake is a usage error that points at it:
/// ```
/// photomania: '--filter' is not a valid filter: unknown field 'widht'
///   widht > 1000
///   ^^^^^
/// hint: did you mean 'width'? Fields: id, title, …
/// ```
enum FilterOption {
    static let fieldList = FilterField.all.map(\.name).joined(separator: ", ")
    static let help = "Only photos for which EXPR holds, e.g. 'width >= 2000 && tags ~ sunset' "
        + "(==, !=, <, <=, >, >=, ~ contains, &&, ||, !, dates as 2024-05-01; fields: \(fieldList))"
    static let filter: Option<String?> = .text("filter", "EXPR", help: help)

    /// The expression given, parsed; nil without `--filter`.
    static func read(_ parsed: ParsedCommandLine) throws(UsageError) -> FilterExpression? {
        guard let text = try parsed[filter] else { return nil }
        do {
            return try FilterExpression(parsing: text)
        } catch {
            throw parsed.usageError("'--filter' is not a valid filter: \(error.description)\n" + pointer(at: error, in: text), hint: hint(for: error))
        }
    }

    /// The expression (at most 70 characters of it, around the mistake) and a caret line under
    /// the mistake.
    static func pointer(at error: FilterSyntaxError, in text: String) -> String {
        let characters = Array(sanitizedForTerminal(text, singleLine: true))
        let start = max(0, min(error.offset - 30, characters.count - 70))
        let end = min(characters.count, start + 70)
        let shown = String(characters[start..<end])
        let caret = String(repeating: " ", count: error.offset - start) + String(repeating: "^", count: max(1, min(error.length, end - error.offset)))
        return "  " + shown + "\n  " + caret
    }

    /// `widht` → "did you mean 'width'?", then the fields there are.
    static func hint(for error: FilterSyntaxError) -> String {
        let fields = "Fields: \(fieldList)."
        guard case .unknownField(let name) = error.problem,
              let likely = closestMatch(to: name, among: FilterField.all.map(\.name), ignoringCase: true)
        else { return fields }
        return "did you mean '\(likely)'? " + fields
    }
}
