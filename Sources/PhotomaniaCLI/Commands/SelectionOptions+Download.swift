import PhotomaniaKit

/// One of the selections a `download` run walks in turn.
enum DownloadSelection: Sendable {
    /// The photos one selection lists.
    case photos(SelectionArguments)
    /// Every collection of one kind a user has (a Flickr albums page), each walked as a selection
    /// of its own, with the options' categories and order.
    case collections(of: UserLookup, GalleryKind, PhotoFilter)
}

extension SelectionOptions {
    /// `download`: photo ids and page URLs, as many as given, or exactly one of `--feature`,
    /// `--search`, `--user`, `--gallery`, `--liked` or `--group`. Each page URL is a selection
    /// of its own; the photo ids, with those of `-` (or `-i FILE`, `InputList`), are one, where
    /// the first of them is. Every text is read before anything is asked of a service.
    static func downloadSelections(_ parsed: ParsedCommandLine) throws(UsageError) -> LinkedArguments<[DownloadSelection]> {
        try LinkedArguments { () throws(UsageError) in try downloadSelectionsNow(parsed) }
    }

    private static func downloadSelectionsNow(_ parsed: ParsedCommandLine) throws(UsageError) -> [DownloadSelection] {
        var selections = try positionalSelections(parsed)
        let fromOptions = try optionSelection(parsed, alongside: !selections.isEmpty)
        if parsed[SelectionKeys.tag], !parsed.isGiven(SelectionKeys.search) { throw parsed.usageError("'--tag' goes with '--search TERM'") }
        if parsed.declares(SelectionKeys.allMedia), parsed[SelectionKeys.allMedia], !parsed.isGiven(SelectionKeys.search) {
            throw parsed.usageError("'--all-media' goes with '--search TERM'")
        }
        if let fromOptions { selections = [.photos(fromOptions)] }
        if parsed[DownloadOptions.sync], selections.count > 1 || selections.contains(where: { if case .collections = $0 { true } else { false } }) {
            throw parsed.usageError("'--sync' keeps the record of one selection at a time", hint: "sync each page URL in a run of its own")
        }
        var filtered: [DownloadSelection] = []
        for selection in selections {
            switch selection {
            case .photos(var arguments):
                arguments.selection = try Self.filtered(arguments.selection, parsed)
                filtered.append(.photos(arguments))
            case .collections(let owner, let kind, _):
                filtered.append(.collections(of: owner, kind, try listFilter(parsed, search: false)))
            }
        }
        return filtered
    }

    /// The photo ids, lists and page URLs given, in order.
    private static func positionalSelections(_ parsed: ParsedCommandLine) throws(UsageError) -> [DownloadSelection] {
        var selections: [DownloadSelection] = []
        var ids: [PhotoID] = []
        var idsAt: Int?
        let inputFile = try parsed.ifDeclared(InputList.inputFile, otherwise: nil)
        var inputList = inputFile.map { $0 == "-" ? InputList.Source.standardInput : .file($0) }
        for text in try parsed[SelectionKeys.photosOrPages] {
            if text == "-" {
                guard inputList == nil || inputList == .standardInput else {
                    throw parsed.usageError("give one input list: '-' or '-i FILE'")
                }
                inputList = .standardInput
                idsAt = idsAt ?? selections.count
                continue
            }
            switch try PageArguments.page(text, parsed) {
            case .photo(let id)?:
                ids.append(id)
            case .collections(let user, let kind)?:
                selections.append(.collections(of: .username(user), kind, PhotoFilter()))
                continue
            case let page?:
                selections.append(.photos(selection(of: page)))
                continue
            case nil:
                ids.append(try PageArguments.photoID(text, parsed))
            }
            idsAt = idsAt ?? selections.count
        }
        if inputList != nil { idsAt = idsAt ?? selections.count }
        if let idsAt { selections.insert(.photos(SelectionArguments(selection: .ids(ids), inputList: inputList)), at: idsAt) }
        return selections
    }

    /// The one selection the options name; nil when they name none. With `alongside` (photo ids
    /// or page URLs are given), naming one is a mistake.
    private static func optionSelection(_ parsed: ParsedCommandLine, alongside: Bool) throws(UsageError) -> SelectionArguments? {
        let (feature, user) = try userStream(parsed)
        let search = try parsed[SelectionKeys.search]
        let liked = try parsed[SelectionKeys.liked].map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        let gallery = try parsed[SelectionKeys.gallery].map { text throws(UsageError) in try collection(text, gallery: nil, parsed) }
        let group = try groupPool(parsed)
        var chosen = [feature != nil, search != nil, user != nil && feature == nil, liked != nil, gallery != nil, group != nil]
        // Categories or an order alone are of the default stream, as in `photos`.
        let filtersAlone = !chosen.contains(true) && !alongside
            && (parsed.isGiven(SelectionKeys.category) || parsed.isGiven(SelectionKeys.exclude) || parsed.isGiven(SelectionKeys.sort))
        if filtersAlone { chosen[0] = true }
        let options = "--feature, --search, --user, --gallery, --liked or --group"
        if alongside, chosen.contains(true) {
            throw parsed.usageError("give photo ids and page URLs, or one of \(options)", hint: "a run walks page URLs in turn, or one selection its options name")
        }
        guard !alongside else { return nil }
        guard chosen.filter({ $0 }).count == 1 else {
            throw parsed.usageError(
                chosen.contains(true) ? "give photo ids or one of \(options)" : "say what to download: photo ids, page URLs, \(options)",
                hint: "e.g. 'photomania download 1006721' or 'photomania download --feature popular --limit 50'"
            )
        }
        if let search { return SelectionArguments(selection: .search(parsed[SelectionKeys.tag] ? .tag(search) : .term(search))) }
        if let liked { return SelectionArguments(selection: .photos(likedBy: liked)) }
        if let gallery { return SelectionArguments(selection: .collection(gallery)) }
        if let group { return SelectionArguments(selection: group) }
        return SelectionArguments(selection: try stream(feature: feature, user: user, parsed) ?? .stream(PageArguments.chosen.capabilities.defaultFeature))
    }
}
