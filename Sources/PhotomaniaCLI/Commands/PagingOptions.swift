import PhotomaniaKit

/// `--page N | --pages A-B | --all` and `--rpp N`: the pages of a list to show and how many
/// items each holds, declared and read in one place.
struct PagingOptions: Sendable {
    static let page: Option<Int?> = .number("page", help: "Show page N (default 1)", in: 1...)
    static let pages: Option<PageRange?> = .value("pages", "A-B", help: "Walk pages A to B", expected: PageRange.expected, as: PageRange.init(argument:))
    static let all: Option<Bool> = .flag("all", help: "Walk every page")
    static let rpp: Option<Int?> = .number("rpp", help: "Photos per page, 1-100 (default 20)", in: 1...100)
    /// At most one of them: each says which pages on its own.
    static let exclusive = [page.name, pages.name, all.name]
    static let defaultPerPage = 20

    let pages: PageRange
    let perPage: Int

    init(_ parsed: ParsedCommandLine) throws(UsageError) {
        pages = try Self.range(parsed)
        perPage = try parsed[Self.rpp] ?? Self.defaultPerPage
    }

    /// `--all`, `--pages A-B` or `--page N`; page 1 when none is given.
    static func range(_ parsed: ParsedCommandLine) throws(UsageError) -> PageRange {
        try givenRange(parsed) ?? PageRange(first: 1, last: 1)
    }

    /// `--all`, `--pages A-B` or `--page N`; nil when none is given.
    static func givenRange(_ parsed: ParsedCommandLine) throws(UsageError) -> PageRange? {
        if parsed[all] { return PageRange(first: 1, last: nil) }
        if let range = try parsed[pages] { return range }
        return try parsed[page].map { PageRange(first: $0, last: $0) }
    }
}
