import Foundation
@testable import PhotomaniaServer
import Testing

/// `photomania comment ID` on a terminal with no text: the text is written in `$EDITOR`, which
/// gets the terminal and the default signal handling, and lines starting with `#` are left out.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct CommentEditorTerminalTests {
    /// An `$EDITOR` command that writes a comment over the template, keeping one of its `#` lines.
    func editor(writing text: String, in folder: String) throws -> String {
        let path = folder + "/editor.sh"
        try Data("#!/bin/sh\n{ printf '%s\\n' '\(text)'; grep '^#' \"$1\"; } > \"$1.new\" && mv \"$1.new\" \"$1\"\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        // Read by sh, not executed: a process another test forks meanwhile may hold the file
        // open for writing, and executing it would then fail with "Text file busy".
        return "/bin/sh " + path
    }

    @Test func theTextWrittenInTheEditorIsSentWithoutItsHashLines() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let photo = try #require(server.catalog.photos.first { $0.userID != account.userID })
            let pane = try TmuxPane(
                account.options + ["comment", String(photo.id)],
                environment: ["EDITOR": try editor(writing: "written in the editor", in: account.folder)])
            #expect(await pane.waitFor("the comment sent") { $0.contains { $0.hasPrefix("commented on photo \(photo.id) (comment ") } })
            #expect(await pane.waitFor("exit 0") { $0.contains("rc=0") })
            let comments = try await ChildProcess.run(account.options + ["-q", "comments", String(photo.id), "--all", "--json"])
            #expect(comments.1.contains("written in the editor"))
            #expect(!comments.1.contains("Lines starting with"))
        }
    }

    @Test func anEditorThatFailsSendsNothing() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let photo = try #require(server.catalog.photos.first { $0.userID != account.userID })
            let pane = try TmuxPane(account.options + ["comment", String(photo.id)], environment: ["EDITOR": "false"])
            #expect(await pane.waitFor("the failure") { $0.joined().contains("the editor 'false' exited with status 1: nothing was sent to photo \(photo.id)") })
            #expect(await pane.waitFor("exit 1") { $0.contains("rc=1") })
        }
    }

    /// Ctrl-C while the editor is open stops the editor; photomania then removes its file, says so
    /// and exits 130, having sent nothing.
    @Test func ctrlCInTheEditorStopsEverythingAndSendsNothing() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let photo = try #require(server.catalog.photos.first { $0.userID != account.userID })
            let before = try await ChildProcess.run(account.options + ["-q", "comments", String(photo.id), "--all", "--json"]).1
            let pane = try TmuxPane(account.options + ["comment", String(photo.id)], columns: 300, environment: ["EDITOR": "sleep 30;"], jobControl: true)
            #expect(await eventually(timeout: 10) { Self.editorRuns() }, "the editor started")
            try pane.send("C-c")
            #expect(await pane.waitFor("exit 130", timeout: 5) { $0.contains("rc=130") })
            #expect(pane.screen().replacing("\n", with: "").contains("the editor 'sleep 30;' was interrupted: nothing was sent to photo \(photo.id)"))
            #expect(!Self.editorRuns())
            #expect(!Self.draftsLeft(by: pane), "the draft file is removed")
            let after = try await ChildProcess.run(account.options + ["-q", "comments", String(photo.id), "--all", "--json"]).1
            #expect(after == before)
        }
    }

    /// Whether photomania's draft files (`photomania-<pid>-<n>.txt`) made in this pane remain.
    static func draftsLeft(by pane: TmuxPane) -> Bool {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return files.contains { $0.hasPrefix("photomania-") && $0.hasSuffix(".txt") && (try? String(contentsOfFile: FileManager.default.temporaryDirectory.path + "/" + $0, encoding: .utf8))?.contains("Write your text for") == true }
    }

    /// Whether a `sleep 30` (the test's editor) is running.
    static func editorRuns() -> Bool {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.contains { pid in
            guard Int(pid) != nil, let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return false }
            return command == "sleep\u{0}30\u{0}"
        }
    }
}
