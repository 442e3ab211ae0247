import Foundation
import PhotomaniaKit

/// `photomania cache stats | clear | prune`: the thumbnail cache on disk.
struct CacheCommand: Command {
    static let spec = CommandSpec(
        "cache",
        summary: "Show, trim or clear the thumbnail cache",
        positionals: [.required("ACTION", help: "stats, clear or prune", choices: ["stats", "clear", "prune"])],
        discussion: "The cache lives in ~/.cache/photomania/thumbnails (XDG_CACHE_HOME, or --cache-dir) and is capped at 100 MiB, oldest-used first out."
    )

    let action: String?

    init(_ parsed: ParsedCommandLine, settings: Settings) throws(UsageError) {
        action = parsed.positionals.first
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let directory = context.cacheDirectory
        let cache = DiskCache(directory: directory)
        switch action {
        case "clear":
            cache.removeAll()
            context.console.print("cleared \(directory)")
        case "prune":
            cache.prune()
            fallthrough
        default:
            let stats = cache.stats()
            context.console.print("\(formatCount(stats.files)) thumbnails · \(formatBytes(stats.bytes)) of \(formatBytes(cache.sizeLimit)) · \(directory)")
        }
        return .success
    }
}
