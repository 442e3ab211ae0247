import PhotomaniaKit

/// The options several commands declare alike, with the values they know: what completions
/// offer and what a typo is compared with (`--feature popualr` → "did you mean 'popular'?").
extension SharedOptions {
    static func featureOption(help: String) -> OptionSpec {
        SelectionOptions.feature.withHelp(help).spec
    }

    static func sizeOption(help: String) -> OptionSpec {
        size.withHelp(help).spec
    }

    static let categoryOption = SelectionOptions.category.spec
    static let excludeOption = SelectionOptions.exclude.spec

    /// `--sort FIELD` of a photo list: every photo order but search relevance (`search` adds it).
    static func sortOption(help: String = "Sort by " + streamSorts, search: Bool = false) -> OptionSpec {
        (search ? SelectionOptions.searchSort : SelectionOptions.sort).withHelp(help).spec
    }

    /// `--asc` and `--desc`, on every sorted listing; `direction` reads them.
    static func sortDirectionOptions(descending: String = "Sort descending", ascending: String = "Sort ascending") -> [OptionSpec] {
        [SelectionOptions.ascending.withHelp(ascending).spec, SelectionOptions.descending.withHelp(descending).spec]
    }

    /// `--asc`, `--desc` or neither (the API's default).
    static func direction(_ parsed: ParsedCommandLine) -> SortDirection? {
        if parsed[SelectionOptions.ascending] { return .ascending }
        return parsed[SelectionOptions.descending] ? .descending : nil
    }

    /// `Black and White` → `black-and-white`: one word that `Category(argument:)` accepts.
    static let categoryWords = Category.all.map { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") }
}
