import Foundation
import PhotomaniaKit

/// `photomania cache stats | clear | prune`: the thumbnail cache and the HTTP cache of API answers.
struct CacheCommand: Command {
    static let spec = CommandSpec(
        "cache",
        summary: "Show, trim or clear the thumbnail and API answer caches",
        options: [
            .flag("http", help: "clear: only the API answers"),
            .flag("thumbnails", help: "clear: only the thumbnails"),
        ],
        positionals: [.required("ACTION", help: "stats, clear or prune", choices: ["stats", "clear", "prune"])],
        exclusive: [["http", "thumbnails"]],
        discussion: "Both live in ~/.cache/photomania (XDG_CACHE_HOME, or --cache-dir): thumbnails/ capped at 100 MiB, http.sqlite3 at 50 MiB, oldest-used first out. prune also drops API answers unused for 30 days.",
        examples: ["photomania cache stats", "photomania cache clear --http"]
    )

    let action: String?
    let clearsHTTP: Bool
    let clearsThumbnails: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        action = parsed.positionals.first
        clearsHTTP = !parsed.flag("thumbnails")
        clearsThumbnails = !parsed.flag("http")
        if action != "clear", parsed.flag("http") || parsed.flag("thumbnails") {
            throw parsed.usageError("'--http' and '--thumbnails' go with 'clear'")
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let thumbnails = DiskCache(directory: context.thumbnailDirectory)
        let answers = HTTPCacheStore(path: context.httpCachePath)
        switch action {
        case "clear":
            await BlockingWork.run {
                if clearsThumbnails { thumbnails.removeAll() }
                if clearsHTTP { answers.removeAll() }
            }
            if clearsThumbnails { context.console.print("cleared \(context.thumbnailDirectory)") }
            if clearsHTTP { context.console.print("cleared \(context.httpCachePath)") }
            return .success
        case "prune":
            await BlockingWork.run {
                thumbnails.prune()
                answers.prune()
            }
        default:
            break
        }
        let (files, stats) = await BlockingWork.run { (thumbnails.stats(), answers.stats()) }
        context.console.print("\(counted(files.files, "thumbnail")) · \(formatBytes(files.bytes)) of \(formatBytes(thumbnails.sizeLimit)) · \(context.thumbnailDirectory)")
        let counts = HTTPCacheCounter.allCases.map { counter in
            switch counter {
            case .hits: counted(stats[counter], "hit")
            case .misses: counted(stats[counter], "miss", plural: "misses")
            case .revalidated, .offline: "\(formatCount(stats[counter])) \(counter.rawValue)"
            }
        }.joined(separator: ", ")
        context.console.print("\(counted(stats.entries, "API answer")) · \(formatBytes(stats.bytes)) of \(formatBytes(answers.sizeLimit)) · \(counts) · \(context.httpCachePath)")
        return .success
    }
}
