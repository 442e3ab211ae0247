import Foundation
import PhotomaniaKit
import Synchronization

/// What a command is built from, as gh's `Factory`: made once per run from the global options
/// (`Settings`), it makes what a command asks for the first time it is asked, and keeps it for
/// the rest of the run: the photo service of the chosen provider and API base (with the built-in
/// demo server's lifetime when no `--api` is given, the HTTP cache and the signed-in
/// credentials), the pictures and the thumbnail loaders. `finish()` ends what it started.
///
/// Tests give their own `makeService` (a service against a test server, say) and the commands
/// run on it unchanged.
final class Factory: Sendable {
    /// How the service is made, on first use.
    typealias ServiceMaker = @Sendable (Factory) throws -> any PhotoService

    let parsed: ParsedCommandLine
    let settings: Settings
    let console: Console
    /// Whether the command may sign in or write (`Command.writesDemoState`).
    let writesDemoState: Bool
    let demoServer: DemoServerLifetime
    /// Whether the built-in demo answers for the service (no `--api`, no key, no test's service).
    let answersFromBuiltInDemo: Bool
    /// Whether the command saves files (`Command.savesFiles`): then the demo says it answered
    /// even to a script.
    let savesFiles: Bool
    /// Whether the command reads keys itself (`Command.readsKeys`).
    let readsKeys: Bool
    /// Paces every API call of the run, whichever client sends it; nil: none is paced.
    let callPacer: CallPacer?
    private let makeService: ServiceMaker
    private let madeService = Mutex<(any PhotoService)?>(nil)
    private let loaders = Mutex<[ThumbnailLoader]>([])
    /// The HTTP cache's file, opened by the first client that keeps answers.
    let httpCacheStore = Mutex<HTTPCacheStore?>(nil)
    /// Whether "offline: showing the copy…" is still to be said: once a run is enough.
    let offlineNoticeDue = Mutex(true)
    /// How pictures are drawn, worked out once.
    private let drawing = Mutex<Task<PictureDrawing, Never>?>(nil)
    /// Keys typed while the terminal was asked, for a command that reads keys.
    private let typedKeys = Mutex<[UInt8]>([])

    init(
        parsed: ParsedCommandLine, settings: Settings, console: Console, writesDemoState: Bool = false, savesFiles: Bool = false, readsKeys: Bool = false,
        makeService: ServiceMaker? = nil
    ) {
        self.parsed = parsed
        self.settings = settings
        self.console = console
        self.writesDemoState = writesDemoState
        demoServer = DemoServerLifetime(statePath: settings.demoStatePath, writesState: writesDemoState)
        answersFromBuiltInDemo = makeService == nil && settings.api == .builtInDemo
        self.savesFiles = savesFiles
        self.readsKeys = readsKeys
        callPacer = settings.callBudget.map { CallPacer($0) }
        self.makeService = makeService ?? { factory in try factory.standardService() }
    }

    /// The photo service commands talk to: made on first use, the same one after.
    func service() throws -> any PhotoService {
        try madeService.withLock { made in
            if let made { return made }
            let service = try makeService(self)
            made = service
            return service
        }
    }

    /// How pictures are drawn here: `--images`, else what the environment and the terminal say.
    /// Worked out on first use and kept: the terminal is asked (`TerminalQuery`) at most once a
    /// run, on a blocking thread, and only when stdout is the real one. Keys typed meanwhile go
    /// to the command if it reads keys (`takeTypedKeys()`), else back to the terminal's input
    /// (`TerminalQuery.giveBack`).
    func pictures() async -> PictureDrawing {
        let task = drawing.withLock { task in
            if let task { return task }
            let made = Task { await self.detectPictures() }
            task = made
            return made
        }
        return await task.value
    }

    private func detectPictures() async -> PictureDrawing {
        let (requested, environment, readsKeys) = (settings.images, console.environment, readsKeys)
        let isTerminal = console.standardOutput.isTerminal
        let terminal = (console.standardOutput as? FileOutput).map { TerminalQuery(output: $0.descriptor) }
        let (drawing, typed) = await BlockingWork.run {
            let detected = PictureDrawing.detect(requested: requested, environment: environment, isTerminal: isTerminal, terminal: terminal)
            guard !readsKeys, let terminal, !detected.typed.isEmpty else { return detected }
            TerminalQuery.giveBack(detected.typed, to: terminal.input)
            return (detected.drawing, [])
        }
        typedKeys.withLock { $0 += typed }
        return drawing
    }

    /// The keys typed while the terminal was asked how to draw, in order; once (then empty).
    func takeTypedKeys() -> [UInt8] {
        typedKeys.withLock { keys in
            defer { keys = [] }
            return keys
        }
    }

    /// Thumbnails for this run: memory, the disk cache (`--cache-dir`), then the service's images.
    func thumbnailLoader(session: Session) -> ThumbnailLoader {
        let loader = ThumbnailLoader(session: session, disk: DiskCache(directory: thumbnailDirectory), offline: settings.cacheMode == .offline && settings.api != .builtInDemo)
        loaders.withLock { $0.append(loader) }
        return loader
    }

    var thumbnailDirectory: String { settings.cacheFolder + "/thumbnails" }
    var httpCachePath: String { settings.cacheFolder + "/http.sqlite3" }

    /// Ends what the run started: thumbnail work still running, then the demo server.
    func finish() async {
        for loader in loaders.withLock({ $0 }) { await loader.shutDown() }
        demoServer.stop()
    }
}
