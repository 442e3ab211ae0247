import Foundation
import PhotomaniaKit

/// `photomania cache stats | clear | prune`: the thumbnail cache and the HTTP cache of API answers.
enum CacheCommands: CommandGroup {
    static let subcommands: [any Command.Type] = [CacheStatsCommand.self, CacheClearCommand.self, CachePruneCommand.self]
    static let spec = CommandSpec(
        "cache",
        summary: "Show, trim or clear the thumbnail and API answer caches",
        discussion: "Both live in ~/.cache/photomania (XDG_CACHE_HOME, or --cache-dir): thumbnails/ capped at 100 MiB, http.sqlite3 at 50 MiB, oldest-used first out. prune also drops API answers unused for 30 days.",
        examples: subcommands.flatMap { $0.spec.examples },
        subcommands: subcommands.map { $0.spec }
    )

    /// Both caches' counts, sizes and places, one line each.
    static func printStats(_ thumbnails: DiskCache, _ answers: HTTPCacheStore, _ context: CommandContext) async {
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
    }
}

/// `photomania cache stats`: how full both caches are, and how the API answers served.
struct CacheStatsCommand: Command {
    static let spec = CommandSpec("stats", summary: "Show how many thumbnails and API answers are kept, and the answers' hits and misses", examples: ["photomania cache stats"])

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {}

    func run(_ context: CommandContext) async throws -> ExitCode {
        await CacheCommands.printStats(DiskCache(directory: context.thumbnailDirectory), HTTPCacheStore(path: context.httpCachePath), context)
        return .success
    }
}

/// `photomania cache clear [--http | --thumbnails]`: empties both caches, or one.
struct CacheClearCommand: Command {
    static let http: Option<Bool> = .flag("http", help: "Only the API answers")
    static let thumbnails: Option<Bool> = .flag("thumbnails", help: "Only the thumbnails")
    static let spec = CommandSpec(
        "clear",
        summary: "Empty the thumbnail and API answer caches",
        options: [http.spec, thumbnails.spec],
        exclusive: [[http.name, thumbnails.name]],
        examples: ["photomania cache clear --http"]
    )

    let clearsHTTP: Bool
    let clearsThumbnails: Bool

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        clearsHTTP = !parsed[Self.thumbnails]
        clearsThumbnails = !parsed[Self.http]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let thumbnails = DiskCache(directory: context.thumbnailDirectory)
        let answers = HTTPCacheStore(path: context.httpCachePath)
        await BlockingWork.run { [clearsHTTP, clearsThumbnails] in
            if clearsThumbnails { thumbnails.removeAll() }
            if clearsHTTP { answers.removeAll() }
        }
        if clearsThumbnails { context.console.print("cleared \(context.thumbnailDirectory)") }
        if clearsHTTP { context.console.print("cleared \(context.httpCachePath)") }
        return .success
    }
}

/// `photomania cache prune`: trims both caches to their limits, then shows them.
struct CachePruneCommand: Command {
    static let spec = CommandSpec("prune", summary: "Trim both caches to their limits and drop API answers unused for 30 days, then show them")

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {}

    func run(_ context: CommandContext) async throws -> ExitCode {
        let thumbnails = DiskCache(directory: context.thumbnailDirectory)
        let answers = HTTPCacheStore(path: context.httpCachePath)
        await BlockingWork.run {
            thumbnails.prune()
            answers.prune()
        }
        await CacheCommands.printStats(thumbnails, answers, context)
        return .success
    }
}
