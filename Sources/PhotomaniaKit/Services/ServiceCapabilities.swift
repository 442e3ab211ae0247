/// What a photo service does, so that a command asking for anything else is told so before any
/// request, in one sentence (`UnsupportedByService`).
public struct ServiceCapabilities: Sendable, Hashable {
    /// The streams it lists (a user's among them).
    public var features: [Feature]
    /// The orders its listings take.
    public var sorts: [SortField]
    /// Whether listings filter by category (`--category`, `--exclude`).
    public var filtersByCategory: Bool
    /// Searching by keyword, and by tag.
    public var searchesByTerm: Bool
    public var searchesByTag: Bool
    /// Searching by a text, tags and a user at once (`SearchTerm.query`, a search page's URL).
    public var searchesByQuery: Bool
    /// Listing a group's pool (`PhotoSelection.groupPool`).
    public var listsGroupPools: Bool
    /// Whether comments come with their replies threaded under them.
    public var nestedComments: Bool
    public var people: [PeopleSelection.Kind]
    /// The writes on a photo it takes (a like is a vote on 500px).
    public var photoActions: [PhotoAction]
    /// How a user signs in; nil: no one does (it takes no writes either).
    public var signIn: SignInMethod?
    /// Whether a like is the same mark as a favorite (Flickr's faves): `vote` adds a favorite.
    public var likesAreFavorites: Bool
    /// The streams listed newest upload first when no sort is given (a user's photos).
    public var newestUploadsFirst: [Feature]
    /// The streams that take in new photos at their front, though not in upload order (a
    /// person's faves, the latest faved first).
    public var newestAdditionsFirst: [Feature]
    /// The facts of its photos that `--filter` may test, in the order they are named.
    public var filterFields: [FilterField]
    /// Whether a collection is named within its owner's (500px's slugs); else its id alone names it.
    public var collectionsNeedOwner: Bool
    /// Whether its lists start at any page number (`--page`, `--pages`); else they go on by cursor from the first.
    public var pagesByNumber: Bool
    /// Whether its search can find drawings, documents, video and audio as well as pictures (`--all-media`).
    public var searchesOtherMedia: Bool
    /// Why it has no such capability, in its own words, where a bare "cannot" would puzzle.
    public var whyNot: [CapabilityKind: String] = [:]

    public init(
        features: [Feature], sorts: [SortField], filtersByCategory: Bool, searchesByTerm: Bool, searchesByTag: Bool,
        nestedComments: Bool, people: [PeopleSelection.Kind], photoActions: [PhotoAction], signIn: SignInMethod?,
        likesAreFavorites: Bool = false, newestUploadsFirst: [Feature] = [], newestAdditionsFirst: [Feature] = [],
        searchesByQuery: Bool = false, listsGroupPools: Bool = false, filterFields: [FilterField] = FilterField.all,
        collectionsNeedOwner: Bool = true, pagesByNumber: Bool = true, searchesOtherMedia: Bool = false
    ) {
        self.searchesOtherMedia = searchesOtherMedia
        self.pagesByNumber = pagesByNumber
        self.collectionsNeedOwner = collectionsNeedOwner
        self.searchesByQuery = searchesByQuery
        self.listsGroupPools = listsGroupPools
        self.filterFields = filterFields
        self.newestAdditionsFirst = newestAdditionsFirst
        self.features = features
        self.sorts = sorts
        self.filtersByCategory = filtersByCategory
        self.searchesByTerm = searchesByTerm
        self.searchesByTag = searchesByTag
        self.nestedComments = nestedComments
        self.people = people
        self.photoActions = photoActions
        self.signIn = signIn
        self.likesAreFavorites = likesAreFavorites
        self.newestUploadsFirst = newestUploadsFirst
    }

    /// What `service` would refuse of `selection`, first found; nil when it lists it all.
    public func refusal(of selection: PhotoSelection, by service: ServiceName) -> UnsupportedByService? {
        let refuse = { (asked: String, offered: [String]) in UnsupportedByService(service: service.rawValue, cannot: asked, offers: offered) }
        switch selection {
        case .stream(let feature, _, _) where !features.contains(feature):
            return refuse("list the '\(feature.rawValue)' stream", features.map(\.rawValue))
        case .search(.term, _) where !searchesByTerm:
            return refuse("search by keyword", searchesByTag ? ["search by tag"] : [])
        case .search(.tag, _) where !searchesByTag:
            return refuse("search by tag", searchesByTerm ? ["search by keyword"] : [])
        case .search(.query, _) where !searchesByQuery:
            return refuse("search by a text, tags and a user at once", [searchesByTerm ? "search by keyword" : nil, searchesByTag ? "search by tag" : nil].compactMap { $0 })
        case .groupPool where !listsGroupPools:
            return refuse("list a group's pool", [])
        default:
            break
        }
        guard let filter = selection.filter else { return nil }
        if !filtersByCategory, !filter.only.isEmpty || !filter.exclude.isEmpty {
            return refuse("filter photos by category", [searchesByTag ? "search by tag" : nil, searchesByTerm ? "search by keyword" : nil].compactMap { $0 })
        }
        if filter.allMedia, !searchesOtherMedia {
            return refuse("search for other media than photos", [])
        }
        if let sort = filter.sort, !sorts.contains(sort) {
            return refuse("sort by \(sort.rawValue)", sorts.map(\.rawValue))
        }
        return nil
    }

    public func refusal(of people: PeopleSelection.Kind, by service: ServiceName) -> UnsupportedByService? {
        guard !self.people.contains(people) else { return nil }
        return UnsupportedByService(service: service.rawValue, cannot: people.doing, offers: self.people.map(\.listed))
    }

    public func refusal(of action: PhotoAction, by service: ServiceName) -> UnsupportedByService? {
        guard !photoActions.contains(action) else { return nil }
        return UnsupportedByService(service: service.rawValue, cannot: action.rawValue + " photos", offers: photoActions.map(\.rawValue))
    }

    /// The first field of `filter` its photos do not carry, refused with the fields they do.
    public func refusal(of filter: FilterExpression, by service: ServiceName) -> UnsupportedByService? {
        guard let missing = FilterField.all.first(where: { filter.fields.contains($0) && !filterFields.contains($0) }) else { return nil }
        return UnsupportedByService(service: service.rawValue, cannot: "filter by \(missing.name)", offers: filterFields.map(\.name))
    }

    /// The stream listed when none is named: the first declared.
    public var defaultFeature: Feature { features.first ?? .popular }

    /// What it offers, as the refusal of a capability it lacks names it.
    public var offered: [String] {
        ["the streams " + features.map(\.rawValue).joined(separator: ", ")]
            + (searchesByTerm ? ["search by keyword"] : []) + (searchesByTag ? ["search by tag"] : [])
    }

    /// The streams `browse`'s `f` steps through: those that need no user, in the order declared.
    public var streamsWithoutUser: [Feature] { features.filter { !$0.needsUser } }

    public func refusalOfNestedComments(by service: ServiceName) -> UnsupportedByService? {
        nestedComments ? nil : UnsupportedByService(service: service.rawValue, cannot: "thread replies under comments", offers: ["comments in one flat list"])
    }

    public func refusal(of method: SignInMethod, by service: ServiceName) -> UnsupportedByService? {
        guard method != signIn else { return nil }
        return UnsupportedByService(service: service.rawValue, cannot: "sign in " + method.how, offers: signIn.map { ["signing in " + $0.how] } ?? offered)
    }

    /// Whether `selection` lists the newest uploads first: a stream that does so by itself, or
    /// any selection sorted by upload time, newest first.
    public func listsNewestUploadsFirst(_ selection: PhotoSelection) -> Bool {
        if let filter = selection.filter, let sort = filter.sort { return sort == .createdAt && filter.sortDirection != .ascending }
        guard case .stream(let feature, _, let filter) = selection, filter.sortDirection != .ascending else { return false }
        return newestUploadsFirst.contains(feature)
    }

    /// Whether a photo new to `selection` is listed before every photo it held already, so that
    /// a walk for what is new may end at the first photo it has (`download --sync`).
    public func addsNewPhotosFirst(_ selection: PhotoSelection) -> Bool {
        if listsNewestUploadsFirst(selection) { return true }
        guard case .stream(let feature, _, let filter) = selection, filter.sort == nil, filter.sortDirection != .ascending else { return false }
        return newestAdditionsFirst.contains(feature)
    }
}
