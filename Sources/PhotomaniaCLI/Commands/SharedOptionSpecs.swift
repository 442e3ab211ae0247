import PhotomaniaKit

/// The options several commands declare alike, with the values they know: what completions
/// offer and what a typo is compared with (`--feature popualr` → "did you mean 'popular'?").
extension SharedOptions {
    static func featureOption(help: String) -> OptionSpec {
        .value("feature", "F", short: "f", help: help, known: Feature.allCases.map(\.rawValue))
    }

    static func sizeOption(help: String) -> OptionSpec {
        size.withHelp(help).spec
    }

    static let categoryOption = OptionSpec.repeatable("category", "NAME", help: "Only this category, by name or id", known: categoryWords)
    static let excludeOption = OptionSpec.repeatable("exclude", "NAME", help: "Leave out this category", known: categoryWords)

    /// `--sort FIELD` of a photo list: every photo order but search relevance (`search` adds it).
    static func sortOption(help: String = "Sort by " + streamSorts, search: Bool = false) -> OptionSpec {
        .value("sort", "FIELD", help: help, known: SortField.allCases.filter { search || !$0.isSearchOnly }.map(\.rawValue))
    }

    /// `--asc` and `--desc`, on every sorted listing; `direction` reads them.
    static func sortDirectionOptions(descending: String = "Sort descending", ascending: String = "Sort ascending") -> [OptionSpec] {
        [.flag("asc", help: ascending), .flag("desc", help: descending)]
    }

    /// `--asc`, `--desc` or neither (the API's default).
    static func direction(_ parsed: ParsedCommandLine) -> SortDirection? {
        if parsed.flag("asc") { return .ascending }
        return parsed.flag("desc") ? .descending : nil
    }

    /// `Black and White` → `black-and-white`: one word that `Category(argument:)` accepts.
    static let categoryWords = Category.all.map { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") }
}
