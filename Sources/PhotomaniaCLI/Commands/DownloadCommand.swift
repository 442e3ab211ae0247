import Foundation
import PhotomaniaKit
import Synchronization

/// `photomania download`: photos by id or by stream into `<id>.<name>` files, with progress,
/// resume, polite retries and the archive.
enum DownloadCommand {
    /// Sizes asked for when none is given, largest first: the first one offered is taken.
    static let preferredSizes: [ImageSize] = [.px2048, .px1600, .xlarge, .px1080, .large]

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let request = try DownloadRequest(context.parsed, config: context.settings)
        let directory = try prepareDirectory(request.directory)
        let archive = try openArchive(request, directory: directory)
        let api = try context.api()

        let engineReference = LateReference<DownloadEngine>()
        let display = ProgressDisplay(
            output: request.json ? context.console.standardOutput : context.console.standardError,
            mode: displayMode(context, json: request.json),
            width: { [console = context.console] in console.standardError.columns ?? 80 },
            sample: { engineReference.value?.status ?? DownloadStatus() }
        )
        let engine = DownloadEngine(
            session: api.session,
            options: DownloadOptions(
                directory: directory, jobs: request.jobs, retryPolicy: RetryPolicy(maxRetries: request.retries, maxDelay: 120),
                force: request.force, dryRun: request.dryRun, archive: archive, verifyDecoding: request.verify
            ),
            events: { display.handle($0) }
        )
        engineReference.value = engine
        let signals = InterruptSignals(onInterrupt: { engine.stop() }, onResize: { display.resized() }, onSecondInterrupt: { display.abandon() })
        defer { signals.restore() }

        let started = Date()
        display.start()
        let listing = DownloadListing(api: api, request: request, engine: engine)
        let outcome = await engine.run(listing.items())
        let listingFailure = listing.failure
        display.finish(summary: DownloadSummary(
            downloaded: outcome.downloaded, skipped: outcome.skipped, failedIDs: outcome.failedIDs,
            bytes: outcome.bytes, elapsed: Date().timeIntervalSince(started), interrupted: outcome.interrupted
        ))
        if request.dryRun { printDryRun(listing, context: context) }

        if outcome.interrupted { return .interrupted }
        if let listingFailure {
            _ = ErrorReport(listingFailure, program: context.parsed.spec.program).write(to: context.console.standardError)
            return outcome.downloaded + outcome.skipped > 0 ? .partial : ErrorReport.exitCode(for: listingFailure)
        }
        guard !outcome.failedIDs.isEmpty else { return .success }
        return outcome.downloaded + outcome.skipped > 0 ? .partial : .failure
    }

    private static func displayMode(_ context: CommandContext, json: Bool) -> ProgressDisplay.Mode {
        if json { return .jsonLines }
        if context.settings.quiet { return .quiet }
        return context.console.standardError.isTerminal ? .terminal(colors: context.settings.colors) : .plain
    }

    private static func prepareDirectory(_ path: String) throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: "cannot create the output directory '\(path)': \(error.localizedDescription)", hint: "pick another with -o DIR")
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func openArchive(_ request: DownloadRequest, directory: String) throws -> DownloadArchive? {
        guard request.useArchive, !request.dryRun else { return nil }
        let path = request.archivePath ?? directory + "/.photomania-archive.sqlite3"
        do {
            return try DownloadArchive(path: path)
        } catch {
            throw CommandFailure(message: "\(error)", hint: "give another --archive FILE, or --no-archive")
        }
    }

    private static func printDryRun(_ listing: DownloadListing, context: CommandContext) {
        for item in listing.listed {
            let name = DownloadFileName.make(photoID: item.photoID, contentDisposition: nil, finalURL: item.url, contentType: nil)
            context.console.print("\(item.photoID)\t\(name)\t\(item.url)")
        }
    }
}

/// A reference set once after creation, for two objects that need each other.
final class LateReference<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)

    var value: Value? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
