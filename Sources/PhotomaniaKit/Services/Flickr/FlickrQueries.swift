/// A page of a list: `page` from 1 and `per_page` (contract §4), each held to what the method
/// takes when the request is made (`FlickrMethod.perPageLimit`).
public struct FlickrPageRequest: Sendable, Hashable {
    public var page: Int
    /// Nil: the method's own default.
    public var perPage: Int?

    public init(page: Int = 1, perPage: Int? = nil) {
        self.page = page
        self.perPage = perPage
    }
}

/// A day, `YYYY-MM-DD`, for Explore.
public struct FlickrDay: Sendable, Hashable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil unless a real date from 2004 (Flickr's first year) to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (2004...9999).contains(year), (1...12).contains(month), (1...CivilDate.daysInMonth(month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `2024-05-27`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public var description: String {
        String(year) + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
    }
}

/// `flickr.photos.search`'s arguments (contract §7.2). Flickr refuses a search without a
/// limiting argument (a text, tags, a user, a date: code 3) and reaches no result past the 4,000th.
public struct FlickrSearch: Sendable, Hashable {
    public enum Sort: String, Sendable, Hashable, CaseIterable {
        case datePostedDescending = "date-posted-desc"
        case datePostedAscending = "date-posted-asc"
        case dateTakenDescending = "date-taken-desc"
        case dateTakenAscending = "date-taken-asc"
        case interestingnessDescending = "interestingness-desc"
        case interestingnessAscending = "interestingness-asc"
        case relevance
    }

    public var text: String?
    public var tags: [String]
    /// Every tag (`all`), rather than any of them.
    public var allTags: Bool
    public var user: String?
    public var sort: Sort?
    public var licenses: [Int]
    /// Unix seconds.
    public var minUploadDate: Int?
    public var maxUploadDate: Int?

    /// The most results any search reaches.
    public static let resultCap = 4000

    public init(
        text: String? = nil, tags: [String] = [], allTags: Bool = false, user: String? = nil, sort: Sort? = nil,
        licenses: [Int] = [], minUploadDate: Int? = nil, maxUploadDate: Int? = nil
    ) {
        self.text = text
        self.tags = tags
        self.allTags = allTags
        self.user = user
        self.sort = sort
        self.licenses = licenses
        self.minUploadDate = minUploadDate
        self.maxUploadDate = maxUploadDate
    }

    var arguments: [(name: String, value: String)] {
        var arguments: [(name: String, value: String)] = []
        if let text, !text.isEmpty { arguments.append(("text", text)) }
        if !tags.isEmpty {
            arguments.append(("tags", tags.joined(separator: ",")))
            if allTags { arguments.append(("tag_mode", "all")) }
        }
        if let user { arguments.append(("user_id", user)) }
        if let sort { arguments.append(("sort", sort.rawValue)) }
        if !licenses.isEmpty { arguments.append(("license", licenses.map(String.init).joined(separator: ","))) }
        if let minUploadDate { arguments.append(("min_upload_date", String(minUploadDate))) }
        if let maxUploadDate { arguments.append(("max_upload_date", String(maxUploadDate))) }
        return arguments
    }
}
