import Foundation
import PhotomaniaKit

/// What every command says the same way: notices, a list's closing line, an archive's repair.
extension Factory {
    /// A list's closing line (`page 1/9 · 82 photos`): under the output on a terminal; on stderr
    /// when stdout is data (a pipe, or `--json`), where `--quiet` silences it.
    func printSummary(_ line: String, json: Bool) {
        if console.standardOutput.isTerminal && !json {
            console.print(wrap(line, toWidth: console.width).joined(separator: "\n"))
        } else if !settings.quiet {
            console.standardError.write(line + "\n")
        }
    }

    /// An archive just opened, after saying so if its write-ahead log was damaged.
    func opened(_ archive: DownloadArchive) -> DownloadArchive {
        if archive.lostDamagedLog {
            notice("the archive's log \(archive.path)-wal was damaged: the downloads recorded there are no longer in the archive; 'photomania archive import' records the files again")
        }
        return archive
    }

    /// A line on stderr that `--quiet` silences; on a terminal, broken at spaces to its width,
    /// so that the terminal never breaks a URL or a word.
    func notice(_ text: String) {
        guard !settings.quiet else { return }
        let line = "photomania: \(text)"
        let standardError = console.standardError
        guard standardError.isTerminal, let width = standardError.columns else { return standardError.write(line + "\n") }
        standardError.write(wrap(line, toWidth: width).joined(separator: "\n") + "\n")
    }
}
