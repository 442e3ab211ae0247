import CLinux
import Foundation
import PhotomaniaKit

/// Writing a text in the user's editor (`$VISUAL`, `$EDITOR`, else `vi`), the way git asks
/// for a commit message: a temporary file holding `template`, the editor run on it through
/// `sh` (so `EDITOR="code --wait"` works), its text read back once the editor exits.
enum TextEditor {
    struct Failure: Error {
        let message: String
        /// The editor was ended by Ctrl-C (or another signal).
        var interrupted = false
    }

    static func edit(_ template: String, environment: [String: String]) async throws -> String {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        let folder = FileManager.default.temporaryDirectory.path
        let path = folder + "/photomania-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        guard FileManager.default.createFile(atPath: path, contents: Data(template.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw Failure(message: "cannot write a temporary file in \(folder)")
        }
        defer { unlink(path) }
        let status = try await BlockingWork.run { () throws(Failure) -> Int32 in try run(editor, on: path) }
        guard status < 128 else { throw Failure(message: "the editor '\(editor)' was interrupted", interrupted: true) }
        guard status == 0 else { throw Failure(message: "the editor '\(editor)' exited with status \(status)") }
        guard let text = FileManager.default.contents(atPath: path) else { throw Failure(message: "cannot read back \(path)") }
        return String(decoding: text, as: UTF8.self)
    }

    /// Runs the editor with the default signal handling and no blocked signals, so Ctrl-C stops
    /// it, while this process ignores SIGINT and SIGQUIT until it is over (as git does), so that
    /// it can remove the file and say what happened.
    private static func run(_ editor: String, on path: String) throws(Failure) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = ["/bin/sh", "-c", editor + " \"$@\"", editor, path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let ignored = (interrupt: signal(SIGINT, SIG_IGN), quit: signal(SIGQUIT, SIG_IGN))
        defer {
            signal(SIGINT, ignored.interrupt)
            signal(SIGQUIT, ignored.quit)
        }
        // Nothing but the terminal is inherited: not libcurl's wake-up sockets, not a pipe or a
        // socket another thread opens meanwhile.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw Failure(message: "cannot start the editor '\(editor)': \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7f == 0
        return exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
