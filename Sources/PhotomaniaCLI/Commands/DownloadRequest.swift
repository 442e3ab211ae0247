import Foundation
import PhotomaniaKit

/// What `photomania download` was asked to fetch, checked.
struct DownloadRequest {
    enum Source {
        case ids([Int])
        case stream(PhotoStreamQuery)
        case search(SearchQuery)
    }

    var source: Source
    var pages: PageRange
    var limit: Int?
    var size: ImageSize?
    var showNSFW: Bool
    var directory: String
    var jobs: Int
    var retries: Int
    var useArchive: Bool
    var archivePath: String?
    var force: Bool
    var verify: Bool
    var dryRun: Bool
    var json: Bool

    /// Listing pages are fetched at the API's maximum page size.
    static let perPage = 100

    /// The `image_size` values to ask for.
    var sizesToRequest: [ImageSize] { size.map { [$0] } ?? DownloadCommand.preferredSizes }

    init(_ parsed: ParsedCommandLine, config: Settings) throws(UsageError) {
        let ids = try parsed.ints("ID", range: 1...)
        let feature = try parsed.value("feature", as: Feature.init(argument:), expected: "a feature such as popular or editors")
        let search = parsed.value("search")
        let user = parsed.value("user").map(UserLookup.init)
        let sources = [!ids.isEmpty, feature != nil, search != nil, user != nil && feature == nil].filter { $0 }.count
        guard sources == 1 else {
            throw parsed.usageError(
                sources == 0 ? "say what to download: photo ids, --feature, --search or --user" : "give photo ids or one of --feature, --search, --user",
                hint: "e.g. 'photomania download 1006721' or 'photomania download --feature popular --limit 50'"
            )
        }
        if !ids.isEmpty {
            source = .ids(ids)
        } else if let search {
            source = .search(SearchQuery(term: .term(search), rpp: Self.perPage))
        } else {
            let chosen = feature ?? .user
            if chosen.needsUser, user == nil { throw parsed.usageError("'--feature \(chosen.rawValue)' needs '--user NAME'") }
            source = .stream(PhotoStreamQuery(feature: chosen, user: user, rpp: Self.perPage))
        }
        pages = parsed.flag("all") ? PageRange(first: 1, last: nil) : try parsed.pageRange("pages") ?? PageRange(first: 1, last: parsed.value("limit") == nil ? 1 : nil)
        limit = try parsed.int("limit", range: 1...)
        size = try parsed.value("size", as: ImageSize.init(argument:), expected: "a size id such as 4 or 2048, or tiny/small/medium/large/xlarge")
        showNSFW = parsed.flag("nsfw")
        directory = parsed.value("output") ?? config.downloadDirectory ?? "."
        jobs = try parsed.int("jobs", range: 1...64) ?? config.jobs ?? 6
        retries = try parsed.int("retries", range: 0...20) ?? 3
        useArchive = !parsed.flag("no-archive")
        archivePath = parsed.value("archive")
        force = parsed.flag("force")
        verify = parsed.flag("verify")
        dryRun = parsed.flag("dry-run")
        json = parsed.flag("json")
        if size == nil, let configured = config.downloadSize { size = configured }
    }
}
