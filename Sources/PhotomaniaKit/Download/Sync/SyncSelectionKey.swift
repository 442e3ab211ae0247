/// The text that names a selection in the archive's syncs: the same photos asked the same way
/// read the same, whether the user was given by name, id or page URL (the walk's selection has
/// them looked up). Read by people too (`archive syncs`).
enum SyncSelectionKey {
    static func of(_ selection: PhotoSelection, listing: DownloadPlan.Listing) -> String {
        var parts: [String]
        switch selection {
        case .stream(let feature, let user, let filter):
            parts = [feature.rawValue] + (user.map { ["user=" + text($0)] } ?? []) + words(filter)
        case .search(.term(let term), let filter):
            parts = ["search=" + quoted(term)] + words(filter)
        case .search(.tag(let tag), let filter):
            parts = ["tag=" + quoted(tag)] + words(filter)
        case .search(.query(let searched, let tags, let user), let filter):
            parts = (searched.map { ["search=" + quoted($0)] } ?? []) + (tags.isEmpty ? [] : ["tags=" + quoted(tags.joined(separator: ","))])
                + (user.map { ["user=" + text($0)] } ?? []) + words(filter)
        case .groupPool(let group, let filter):
            parts = ["group=" + group.lowercased()] + words(filter)
        case .collection(let collection, let filter):
            let reference = switch collection.reference {
            case .id(let id): id.description
            case .slug(let slug): slug
            }
            parts = ["collection=" + (collection.owner.map { text($0) + "/" } ?? "") + reference] + words(filter)
        case .ids(let ids):
            parts = ["ids=" + ids.map(\.description).joined(separator: ",")]
        }
        if listing.includeNSFW { parts.append("nsfw") }
        if let filter = listing.filter { parts.append("filter=" + quoted(filter.canonicalText)) }
        return parts.joined(separator: " ")
    }

    private static func words(_ filter: PhotoFilter) -> [String] {
        var words: [String] = []
        if !filter.only.isEmpty { words.append("only=" + filter.only.map(\.description).joined(separator: ",")) }
        if !filter.exclude.isEmpty { words.append("exclude=" + filter.exclude.map(\.description).joined(separator: ",")) }
        if let sort = filter.sort { words.append("sort=" + sort.rawValue + (filter.sortDirection.map { "," + $0.rawValue } ?? "")) }
        return words
    }

    private static func text(_ user: UserLookup) -> String {
        switch user {
        case .id(let id): id.description
        case .username(let name): name.lowercased()
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
