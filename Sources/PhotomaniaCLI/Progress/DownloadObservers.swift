import PhotomaniaKit
import Synchronization

/// What hears a `download` run: the progress display, and when asked for, the saved paths on
/// stdout (when stdout is not a terminal and there is no `--json`, as gallery-dl does, so that
/// `photomania download … | xargs …` works).
final class DownloadObservers: DownloadObserver, Sendable {
    let display: ProgressDisplay
    let paths: SavedPaths?

    init(display: ProgressDisplay, paths: SavedPaths?) {
        self.display = display
        self.paths = paths
    }

    func downloadStarted(status: @escaping @Sendable () -> DownloadStatus) {
        display.downloadStarted(status: status)
    }

    func handle(_ event: DownloadEvent) {
        display.handle(event)
        if case .finished(_, let fileName, _) = event { paths?.print(fileName) }
    }
}

/// Each saved file's path on stdout, one a line (or each ended by a NUL with `--print0`, for
/// `xargs -0`), as each finishes: the folder as given to `-o` (relative if it was) joined with
/// the file's name.
final class SavedPaths: Sendable {
    private let output: any TextOutput
    private let folder: String
    private let terminator: String
    private let lock = Mutex(())

    init(output: any TextOutput, folder: String, nulTerminated: Bool = false) {
        self.output = output
        self.folder = folder
        terminator = nulTerminated ? "\0" : "\n"
    }

    /// Whether a run prints saved paths: not on a terminal unless asked for with `--print0`, not
    /// with `--json`, not a dry run (which lists what it would fetch instead).
    static func wanted(standardOutput: any TextOutput, json: Bool, dryRun: Bool, print0: Bool = false) -> Bool {
        (!standardOutput.isTerminal || print0) && !json && !dryRun
    }

    func path(_ fileName: String) -> String {
        if fileName.hasPrefix("/") { return fileName }
        return folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
    }

    func print(_ fileName: String) {
        let line = path(fileName) + terminator
        // A pipe, not a terminal: the name's bytes as they are on disk, for `xargs`.
        lock.withLock { _ in output.write(TerminalText(withOwnEscapeCodes: line)) }
    }
}
