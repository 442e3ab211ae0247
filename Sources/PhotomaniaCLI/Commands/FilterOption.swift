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
    /// The fields the chosen service's photos carry.
    static var fieldList: String { PageArguments.chosen.capabilities.filterFields.map(\.name).joined(separator: ", ") }
    static var help: String {
        "Only photos for which EXPR holds, e.g. 'width >= 2000 && tags ~ sunset' "
            + "(==, !=, <, <=, >, >=, ~ contains, &&, ||, !, dates as 2024-05-01; fields: \(fieldList))"
    }
    static var filter: Option<String?> { .text("filter", "EXPR", help: help) }
    static let dateAfter: Option<String?> = .text(
        "date-after", "DATE", help: "Only photos uploaded on DATE (2024-05-01) or later; a list of the newest first stops at the first older one")
    static let dateBefore: Option<String?> = .text("date-before", "DATE", help: "Only photos uploaded before DATE (2024-05-01)")
    /// What a command that chooses among listed photos declares.
    static var specs: [OptionSpec] { [filter.spec, dateAfter.spec, dateBefore.spec] }

    /// `--filter` parsed, with `--date-after D` as `created >= D` and `--date-before D` as
    /// `created < D` joined to it by `&&`; nil when none is given.
    static func read(_ parsed: ParsedCommandLine) throws(UsageError) -> FilterExpression? {
        var parts: [FilterExpression] = []
        if let text = try parsed[filter] {
            do {
                parts.append(try FilterExpression(parsing: text))
            } catch {
                throw parsed.usageError("'--filter' is not a valid filter: \(error.description)\n" + pointer(at: error, in: text), hint: hint(for: error))
            }
        }
        for (option, comparison) in [(dateAfter, FilterExpression.Comparison.greaterOrEqual), (dateBefore, .less)] {
            guard let text = try parsed[option] else { continue }
            guard let day = FilterExpression.day(text) else {
                throw parsed.usageError("'--\(option.name)' takes a date like 2024-05-01, not '\(text.echoed)'")
            }
            parts.append(.compare(.created, comparison, day))
        }
        return parts.dropFirst().reduce(parts.first) { joined, part in joined.map { .and($0, part) } }
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
