import Foundation

/// `flickr.photos.search` (contract §7.2) over the listed photos.
extension FlickrFace {
    /// No search reaches past this many results; a page starting beyond is code 20.
    static let searchLimit = 4000
    /// `tag_mode=all` takes at most this many tags (code 1).
    static let allTagsLimit = 20

    /// `text` (every word in the title, description or tags, ignoring case and accents; `-word`
    /// excludes), `tags` (any of them, or all with `tag_mode=all`; `-tag` excludes), `user_id`,
    /// `min_`/`max_upload_date`, `min_`/`max_taken_date`, `license`, `has_geo`, and `sort`.
    /// One of the first five is needed (code 3 otherwise).
    func search(_ arguments: FlickrArguments) throws(FlickrFailure) -> [String: FlickrValue] {
        let filter = try FlickrSearchFilter(arguments, catalog: catalog)
        let matches = catalog.photos.filter { Self.isListed($0) && filter.matches($0) }
        let paging = arguments.paging()
        let (offset, overflow) = (paging.page - 1).multipliedReportingOverflow(by: paging.perPage)
        guard !overflow, offset < Self.searchLimit else { throw FlickrFailure(20, "Excessive photo offset in search") }
        return photosPage(filter.sorted(matches), arguments, cap: Self.searchLimit, countsBeyondCap: true)
    }
}

/// What a search asks of a photo, read once from the arguments.
struct FlickrSearchFilter {
    private let words: [String]
    private let excludedWords: [String]
    private let tags: [String]
    private let excludedTags: [String]
    private let allTags: Bool
    private let userID: Int?
    private let uploaded: ClosedRange<Date>
    private let taken: ClosedRange<Date>
    private let licenses: Set<Int>?
    private let hasGeo: Bool?
    private let sort: String
    /// The catalog has no machine tags, so a search for any finds nothing.
    private let machineTags: Bool

    init(_ arguments: FlickrArguments, catalog: DemoCatalog) throws(FlickrFailure) {
        let textWords = (arguments.string("text") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        words = textWords.filter { !$0.hasPrefix("-") }
        excludedWords = textWords.filter { $0.hasPrefix("-") && $0.count > 1 }.map { String($0.dropFirst()) }
        let tagList = arguments.list("tags")
        tags = tagList.filter { !$0.hasPrefix("-") }.map(FlickrFace.normalizedTag)
        excludedTags = tagList.filter { $0.hasPrefix("-") }.map { FlickrFace.normalizedTag(String($0.dropFirst())) }
        allTags = arguments.string("tag_mode")?.lowercased() == "all"
        if allTags, tags.count > FlickrFace.allTagsLimit { throw FlickrFailure(1, "Too many tags in ALL query") }
        if let nsid = arguments.string("user_id") {
            guard let user = catalog.user(nsid: nsid) else { throw FlickrFailure(2, "Unknown user") }
            userID = user.id
        } else {
            userID = nil
        }
        let dates = ["min_upload_date", "max_upload_date", "min_taken_date", "max_taken_date"].map { arguments.string($0).flatMap(FlickrDates.parse) }
        uploaded = (dates[0] ?? .distantPast)...max(dates[0] ?? .distantPast, dates[1] ?? .distantFuture)
        taken = (dates[2] ?? .distantPast)...max(dates[2] ?? .distantPast, dates[3] ?? .distantFuture)
        let licenseList = arguments.list("license").compactMap { Int($0) }
        licenses = licenseList.isEmpty ? nil : Set(licenseList)
        hasGeo = arguments.string("has_geo").map { $0 == "1" }
        sort = arguments.string("sort")?.lowercased() ?? "date-posted-desc"
        machineTags = arguments.string("machine_tags") != nil
        guard !textWords.isEmpty || !tagList.isEmpty || userID != nil || dates.contains(where: { $0 != nil }) || machineTags else {
            throw FlickrFailure(3, "Parameterless searches have been disabled. Please use flickr.photos.getRecent instead.")
        }
    }

    func matches(_ photo: DemoPhoto) -> Bool {
        if machineTags { return false }
        if let userID, photo.userID != userID { return false }
        guard uploaded.contains(photo.createdAt), taken.contains(photo.takenAt ?? photo.createdAt) else { return false }
        if let licenses, !licenses.contains(photo.flickrLicense) { return false }
        if let hasGeo, hasGeo != (photo.location != nil) { return false }
        let photoTags = Set(FlickrFace.normalizedTags(of: photo))
        if !tags.isEmpty {
            guard allTags ? tags.allSatisfy(photoTags.contains) : tags.contains(where: photoTags.contains) else { return false }
        }
        if excludedTags.contains(where: photoTags.contains) { return false }
        return words.allSatisfy { score($0, in: photo) > 0 } && !excludedWords.contains { score($0, in: photo) > 0 }
    }

    /// `sort`: `date-posted-desc` (the default), `-asc`, `date-taken-asc`/`-desc`,
    /// `interestingness-desc`/`-asc`, `relevance` (title over tags over description).
    func sorted(_ photos: [DemoPhoto]) -> [DemoPhoto] {
        switch sort {
        case "date-posted-asc": DemoPhotoSort.createdAt.sorted(photos, ascending: true)
        case "date-taken-asc": DemoPhotoSort.takenAt.sorted(photos, ascending: true)
        case "date-taken-desc": DemoPhotoSort.takenAt.sorted(photos, ascending: false)
        case "interestingness-desc": DemoPhotoSort.rating.sorted(photos, ascending: false)
        case "interestingness-asc": DemoPhotoSort.rating.sorted(photos, ascending: true)
        case "relevance" where !words.isEmpty: byRelevance(photos)
        default: DemoPhotoSort.createdAt.sorted(photos, ascending: false)
        }
    }

    /// The best scores first, ties newest first.
    private func byRelevance(_ photos: [DemoPhoto]) -> [DemoPhoto] {
        let scored: [(photo: DemoPhoto, score: Int)] = photos.map { photo in
            (photo, words.reduce(0) { total, word in total + score(word, in: photo) })
        }
        return scored.sorted { left, right in
            left.score != right.score ? left.score > right.score : left.photo.id > right.photo.id
        }.map(\.photo)
    }

    /// 3 for a word in the title, 2 in a tag, 1 in the description, summed; 0 for none.
    private func score(_ word: String, in photo: DemoPhoto) -> Int {
        func has(_ text: String) -> Bool { text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        return (has(photo.name) ? 3 : 0) + (photo.tags.contains(where: has) ? 2 : 0) + (has(photo.description) ? 1 : 0)
    }
}
