import Foundation
import Testing

/// A real terminal for the interactive browser: a tmux server on a socket of its own with one
/// pane of a fixed size, driven with `send-keys` and read with `capture-pane`, as fzf's tests do.
final class TmuxPane {
    static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { executable != nil && ChildProcess.binaryExists }

    private let socket = "photomania-test-\(UUID().uuidString.prefix(8))"
    private let statusFile: String

    /// Starts `arguments` (photomania's) in a `columns`×`rows` pane; the pane's shell prints a
    /// line before it and `rc=N` after it, so a test sees the screen it returns to.
    /// With `jobControl`, the command is typed into an interactive bash instead, so that Ctrl-Z
    /// stops it as a job and `fg` continues it.
    /// Files the test made for this pane (a cache folder), removed with it.
    private let leftovers: [String]
    /// `XDG_DATA_HOME` for the pane (the built-in server's state), with its `XDG_CACHE_HOME` inside, removed with it.
    private let dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-pane-data-\(UUID().uuidString)").path

    /// With `recording`, every byte the program writes is appended to that file as well
    /// (`pipe-pane`), from its first: it starts only once the pipe is set up.
    init(
        _ arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:], jobControl: Bool = false,
        recording: String? = nil, removing leftovers: [String] = [], shellLine: String? = nil
    ) throws {
        self.leftovers = leftovers
        statusFile = FileManager.default.temporaryDirectory.appendingPathComponent(socket + ".rc").path
        var env = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "HOME": "/nonexistent-photomania-test", "LANG": "C.UTF-8", "XDG_DATA_HOME": dataFolder, "XDG_CACHE_HOME": dataFolder + "/cache"]
        env.merge(environment) { $1 }
        // With `shellLine`, that line (as a person types it) runs in bash instead of photomania.
        let program = shellLine.map { ["bash", "-o", "pipefail", "-c", $0] } ?? [ChildProcess.binary] + arguments
        let command = (["env"] + env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + program)
            .map(Self.quote).joined(separator: " ")
        let line = "\(command); echo \"rc=$?\" | tee \(Self.quote(statusFile))"
        var script = jobControl ? "echo before-browse; exec bash --norc --noprofile -i" : "echo before-browse; \(line); sleep 600"
        let gate = statusFile + ".go"
        if recording != nil { script = "while [ ! -e \(Self.quote(gate)) ]; do sleep 0.02; done; " + script }
        try Self.startServer(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", String(columns), "-y", String(rows), "sh", "-c", script])
        let deadline = Date().addingTimeInterval(10)
        while format("#{session_name}") != "t" && Date() < deadline { usleep(10_000) }
        if let recording {
            try tmux(["pipe-pane", "-o", "-t", "t", "cat >> " + Self.quote(recording)])
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
        }
        if jobControl { try send("-l", line + "\n") }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: statusFile)
        try? FileManager.default.removeItem(atPath: statusFile + ".go")
        try? FileManager.default.removeItem(atPath: dataFolder)
        for path in leftovers { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Keys as tmux names them (`n`, `Enter`, `C-c`, `Escape`, `Down`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    /// The screen as text, trailing spaces removed.
    func capture() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "t"])) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacing(/\ +$/, with: "") }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    func screen() -> String { capture().joined(separator: "\n") }

    /// `#{alternate_on}` and friends.
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "t", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", String(columns), "-y", String(rows)])
    }

    /// The program's exit status once the pane's shell printed it.
    var exitStatus: Int32? {
        (try? String(contentsOfFile: statusFile, encoding: .utf8)).flatMap { Int32($0.replacing("rc=", with: "").trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The pid of the program (the pane shell's child), for sending it signals.
    var programPID: Int32? {
        guard let shell = Int32(format("#{pane_pid}")) else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    /// Polls the screen until `condition` holds; on timeout, records the screen in the failure.
    func waitFor(_ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool) async -> Bool {
        if await eventually(timeout: timeout, { condition(capture()) }) { return true }
        Issue.record("waited \(timeout) s for \(what); the screen was:\n\(String(repeating: ">", count: 80))\n\(screen())\n\(String(repeating: "<", count: 80))")
        return false
    }

    /// Starts the tmux server with no signal blocked (the test process's threads block SIGTERM,
    /// and a server started with that mask would not hear `kill-server`), inheriting nothing. The
    /// client that starts it ends once the server runs.
    private static func startServer(_ arguments: [String]) throws {
        try SpawnedProcess(executable ?? "/usr/bin/tmux", arguments).waitUntilExit()
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try SpawnedProcess(Self.executable ?? "/usr/bin/tmux", ["-L", socket] + arguments, output: .file(output)).waitUntilExit()
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
