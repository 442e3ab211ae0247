import PhotomaniaKit

extension SelectionOptions {
    /// `download`: photo ids and photo URLs, or exactly one of `--feature`, `--search`, `--user`,
    /// `--gallery`, `--liked` or a page URL of a profile, gallery or liked photos. `-` (or
    /// `-i FILE`) adds the photos a list names (`InputList`).
    static func photosOrPage(_ parsed: ParsedCommandLine) throws(UsageError) -> SelectionArguments {
        var ids: [PhotoID] = []
        var pages: [PageURL] = []
        let inputFile = try parsed.ifDeclared(InputList.inputFile, otherwise: nil)
        var inputList = inputFile.map { $0 == "-" ? InputList.Source.standardInput : .file($0) }
        for text in try parsed[SelectionKeys.photosOrPages] {
            if text == "-" {
                guard inputList == nil || inputList == .standardInput else {
                    throw parsed.usageError("give one input list: '-' or '-i FILE'")
                }
                inputList = .standardInput
            } else if let page = try PageArguments.page(text, parsed) {
                if case .photo(let id) = page { ids.append(id) } else { pages.append(page) }
            } else {
                ids.append(try PageArguments.photoID(text, parsed))
            }
        }
        let feature = try feature(parsed)
        let search = try parsed[SelectionKeys.search]
        var user = try parsed[SelectionKeys.user].map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        var liked = try parsed[SelectionKeys.liked].map { text throws(UsageError) in try PageArguments.user(text, parsed) }
        var gallery = try parsed[SelectionKeys.gallery].map { text throws(UsageError) in try collection(text, gallery: nil, parsed) }
        var likedPage = false
        for page in pages {
            switch selection(of: page).selection {
            case .stream(.user, let named?, _): user = user ?? named
            case .stream(.userLiked, let named?, _): liked = liked ?? named
            case .stream(.userLiked, nil, _): likedPage = true
            case .collection(let collection, _): gallery = gallery ?? collection
            default: break
            }
        }
        var chosen = [!ids.isEmpty || inputList != nil, feature != nil, search != nil, user != nil && feature == nil, liked != nil || likedPage, gallery != nil]
        // Categories or an order alone are of the default stream, as in `photos`.
        let filtersAlone = !chosen.contains(true) && pages.isEmpty && (parsed.isGiven(SelectionKeys.category) || parsed.isGiven(SelectionKeys.exclude) || parsed.isGiven(SelectionKeys.sort))
        if filtersAlone { chosen[1] = true }
        guard chosen.filter({ $0 }).count == 1, pages.count <= 1 else {
            throw parsed.usageError(
                chosen.contains(true) ? "give photo ids or one of --feature, --search, --user, --gallery, --liked" : "say what to download: photo ids, a page URL, --feature, --search, --user, --gallery or --liked",
                hint: "e.g. 'photomania download 1006721' or 'photomania download --feature popular --limit 50'"
            )
        }
        if parsed[SelectionKeys.tag], search == nil { throw parsed.usageError("'--tag' goes with '--search TERM'") }
        if !ids.isEmpty || inputList != nil { return SelectionArguments(selection: .ids(ids), inputList: inputList) }
        if let search { return SelectionArguments(selection: .search(parsed[SelectionKeys.tag] ? .tag(search) : .term(search))) }
        if let liked { return SelectionArguments(selection: .photos(likedBy: liked)) }
        if likedPage { return SelectionArguments(selection: .stream(.userLiked), isLikedPage: true) }
        if let gallery { return SelectionArguments(selection: .collection(gallery)) }
        return SelectionArguments(selection: try stream(feature: feature, user: user, parsed) ?? .stream(.popular))
    }
}
