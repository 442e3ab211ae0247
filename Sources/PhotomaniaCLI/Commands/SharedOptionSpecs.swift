import PhotomaniaKit

/// The options several commands declare alike, with the values they know: what completions
/// offer and what a typo is compared with (`--feature popualr` → "did you mean 'popular'?").
extension SharedOptions {
    static func featureOption(help: String) -> OptionSpec {
        SelectionKeys.feature.withHelp(help).spec
    }

    static func sizeOption(help: String) -> OptionSpec {
        size.withHelp(help).spec
    }

    /// `options` without those for what the chosen service does not do, so that its
    /// help shows only what it offers. The command line is read with them all, before the
    /// service is known (no `PageArguments.provider`): given, they are refused in its own words.
    static func offeredByChosen(_ options: [OptionSpec]) -> [OptionSpec] {
        let unoffered = unofferedByChosen
        return options.filter { !unoffered.contains($0.name) }
    }

    /// Exclusive groups of options, without the options `offeredByChosen` leaves out.
    static func offeredByChosen(exclusive groups: [[String]]) -> [[String]] {
        let unoffered = unofferedByChosen
        return groups.map { $0.filter { !unoffered.contains($0) } }.filter { $0.count > 1 }
    }

    private static var unofferedByChosen: Set<String> {
        guard let capabilities = PageArguments.provider?.capabilities else { return [] }
        var unoffered: Set<String> = []
        if !capabilities.filtersByCategory { unoffered.formUnion([SelectionKeys.category.name, SelectionKeys.exclude.name]) }
        if !capabilities.features.contains(.userLiked) { unoffered.insert(SelectionKeys.liked.name) }
        if !capabilities.listsGroupPools { unoffered.insert(SelectionKeys.group.name) }
        if !capabilities.searchesOtherMedia { unoffered.insert(SelectionKeys.allMedia.name) }
        if !capabilities.pagesByNumber { unoffered.formUnion([PagingOptions.page.name, PagingOptions.pages.name]) }
        if !capabilities.searchesByTerm, !capabilities.searchesByTag { unoffered.formUnion([SelectionKeys.search.name, SelectionKeys.tag.name]) }
        if !capabilities.features.contains(where: \.needsUser) { unoffered.insert(SelectionKeys.user.name) }
        if capabilities.signIn != .password { unoffered.formUnion([LoginCommand.username.name, LoginCommand.passwordStdin.name]) }
        if capabilities.signIn != .oauthVerifier { unoffered.formUnion(VerifierLogin.options.map(\.name)) }
        if capabilities.sorts.isEmpty { unoffered.formUnion([SelectionKeys.sort.name, SelectionKeys.ascending.name, SelectionKeys.descending.name]) }
        return unoffered
    }

    /// A command's examples with the chosen service: `ownExamples` (the default service's ids)
    /// and its own for the registry's default service, else those the chosen service declares.
    static func examples(_ command: String, _ ownExamples: [String]) -> [String] {
        let chosen = PageArguments.chosen
        let declared = chosen.access.examples[command] ?? []
        return chosen.name == ServiceRegistry.current.defaultEntry.name ? ownExamples + declared : declared
    }

    /// The page URLs the chosen service reads, a row each: the URL and what it names.
    static var pageURLSection: HelpSection {
        let chosen = PageArguments.chosen
        return .rows("\(chosen.access.title) page URLs", chosen.pageForms.map { form in
            guard let open = form.range(of: " (", options: .backwards), form.hasSuffix(")") else { return .init(form, "") }
            return .init(String(form[..<open.lowerBound]), String(form[open.upperBound...].dropLast()))
        })
    }

    static let categoryOption = SelectionKeys.category.spec
    static let excludeOption = SelectionKeys.exclude.spec

    /// `--sort FIELD` of a photo list: every photo order but search relevance (`search` adds it).
    static func sortOption(help: String = "Sort by " + streamSorts, search: Bool = false) -> OptionSpec {
        (search ? SelectionKeys.searchSort : SelectionKeys.sort).withHelp(help).spec
    }

    /// `--asc` and `--desc`, on every sorted listing; `direction` reads them.
    static func sortDirectionOptions(descending: String = "Sort descending", ascending: String = "Sort ascending") -> [OptionSpec] {
        [SelectionKeys.ascending.withHelp(ascending).spec, SelectionKeys.descending.withHelp(descending).spec]
    }

    /// `--asc`, `--desc` or neither (the API's default).
    static func direction(_ parsed: ParsedCommandLine) -> SortDirection? {
        if parsed[SelectionKeys.ascending] { return .ascending }
        return parsed[SelectionKeys.descending] ? .descending : nil
    }

    /// `Black and White` → `black-and-white`: one word that `Category(argument:)` accepts.
    static let categoryWords = Category.all.map { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") }
}
