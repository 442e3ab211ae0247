import Foundation
import Testing

@testable import PhotomaniaCLI
import PhotomaniaKit

private let examplesCanRun = TmuxPane.available && FileManager.default.isExecutableFile(atPath: "/usr/bin/jq")
    && FileManager.default.isExecutableFile(atPath: "/bin/bash")

/// Every example a person is shown — each line of the README's `sh` blocks, in order, and the
/// Examples of every command's `--help` (which the man page prints too) — typed into bash as
/// written, against the built-in demo, in a home folder of its own. Each must exit 0; a
/// download that is not a dry run must download something (an example that only skips shows
/// nothing of what it claims).
@Suite(.serialized, .enabled(if: examplesCanRun, "needs the built photomania, bash, tmux and jq"))
struct DocumentedExamplesTests {
    @Test func theREADMEsExamplesRunInOrder() async throws {
        let examples = try DocumentedExamples.readme()
        #expect(examples.count > 60, "the README's sh blocks were not found")
        let home = try ExampleHome()
        for example in examples { await home.run(example) }
    }

    @Test func everyCommandsHelpExamplesRun() async throws {
        let examples = try await DocumentedExamples.help()
        #expect(examples.count > 40, "no Examples sections were found")
        let home = try ExampleHome()
        // The examples of the commands that need a signed-in user assume one, as their help says.
        await home.run(DocumentedExample(line: "echo demo | photomania login --username demo --password-stdin", place: "setup"))
        for example in examples { await home.run(example) }
    }
}

struct DocumentedExample: CustomStringConvertible {
    var line: String
    /// Where it is written: `README.md:123` or `photo --help`.
    var place: String

    var description: String { "\(place): \(line)" }

    /// The line without its trailing `# comment`.
    var command: String {
        guard let range = line.range(of: #"\s+#\s"#, options: .regularExpression) else { return line }
        return String(line[..<range.lowerBound])
    }

    var isDownload: Bool { command.contains("photomania") && command.contains(" download ") && !command.contains("--dry-run") }
    /// A sync may rightly fetch nothing: it says it is up to date.
    var isSync: Bool { isDownload && command.contains(" --sync") }
    /// It takes over the terminal: it runs in tmux, and is driven by keys.
    var isInteractive: Bool {
        command.hasPrefix("photomania browse") || command == "photomania login" || command == Self.flickrLogin || command.wholeMatch(of: /photomania comment \d+/) != nil
    }
    /// Signing in to the built-in demo's Flickr face in one run: its page is open while `login`
    /// waits for the code.
    static let flickrLogin = "photomania --provider flickr login"
    /// It runs until stopped: it is started in the background and stopped when the home is.
    var servesPort: Int? {
        guard command.hasPrefix("photomania serve") else { return nil }
        return command.firstMatch(of: /--port (\d+)/).flatMap { Int($0.1) }
    }
}

enum DocumentedExamples {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// README lines that build or test photomania itself: not examples of using it.
    static let buildLines: Set<String> = [
        "make demo", "make test", "make install", "make install PREFIX=/usr/local", "make uninstall", "make fuzz", "make sanitize",
    ]

    /// README lines that reach a live service, which needs a network no test uses: the one
    /// exception to "every example runs here".
    static let liveLines: Set<String> = [
        "photomania --provider commons --api https://commons.wikimedia.org/w/api.php photos --rpp 5",
    ]

    static func readme() throws -> [DocumentedExample] {
        let text = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
        var examples: [DocumentedExample] = []
        var inShell = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            guard inShell, !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let example = DocumentedExample(line: String(line), place: "README.md:\(index + 1)")
            if example.command.hasPrefix("make ") {
                #expect(buildLines.contains(example.command), "a new make line in the README: \(example) (run it here, or list it as a build line)")
                continue
            }
            if liveLines.contains(example.command) { continue }
            examples.append(example)
        }
        return examples
    }

    /// The lines under "Examples:" in `photomania COMMAND --help`, command by command in the
    /// order `--help` lists them.
    static func help() async throws -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        // Each service's help has its own examples: every one of them runs.
        for service in ServiceRegistry.standard.entries.map(\.name.rawValue) {
            for command in PhotomaniaCommandLine.spec.commands.map(\.name) {
                let (status, output, errors) = try await ChildProcess.run(["--provider", service, command, "--help"])
                #expect(status == 0, "\(command) --help: \(errors)")
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
                guard let start = lines.firstIndex(of: "Examples:") else { continue }
                for line in lines[(start + 1)...] {
                    guard line.hasPrefix("  ") else { break }
                    let example = line.trimmingCharacters(in: .whitespaces)
                    guard !examples.contains(where: { $0.line == example }) else { continue }
                    examples.append(DocumentedExample(line: example, place: "--provider \(service) \(command) --help"))
                }
            }
        }
        return examples
    }
}

/// A home folder a person could have: photomania on the `PATH`, an `$EDITOR`, `$PASSWORD` set
/// (the README pipes it to `login`), and a working folder the examples run in.
final class ExampleHome {
    private let folder: TemporaryDirectory
    let home: String
    let work: String
    let environment: [String: String]
    /// `serve` examples still running, and the second demo server that stands in for the proxy
    /// an example names.
    private var servers: [Int: ChildProcess] = [:]

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.path + "/home"
        work = home + "/work"
        let bin = folder.path + "/bin"
        for path in [work, bin] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: bin + "/photomania", withDestinationPath: ChildProcess.binary)
        let editor = bin + "/write-comment"
        try "#!/bin/sh\necho 'Written in the editor' > \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        environment = [
            "HOME": home, "PATH": bin + ":/usr/bin:/bin", "LANG": "C.UTF-8", "PASSWORD": "demo", "EDITOR": editor,
            "XDG_CONFIG_HOME": home + "/.config", "XDG_CACHE_HOME": home + "/.cache", "XDG_DATA_HOME": home + "/.local/share",
        ]
    }

    deinit {
        for server in servers.values { server.interrupt() }
        withExtendedLifetime(folder) {}
    }

    func run(_ example: DocumentedExample) async {
        if let port = example.servesPort {
            await serve(port: port, line: example.command, for: example)
            return
        }
        // The README's proxy example names a proxy on 8501: a second demo server answers as one.
        if example.command.contains("127.0.0.1:8501"), servers[8501] == nil {
            await serve(port: 8501, line: "photomania serve --port 8501", for: example)
        }
        if example.isInteractive {
            await runInTerminal(example)
            return
        }
        do {
            let (status, output, errors) = try await ChildProcess.run(
                ["-o", "pipefail", "-c", "cd \(work) && " + example.line], executable: "/bin/bash", environment: environment)
            #expect(status == 0, "\(example)\nexit \(status.map(String.init) ?? "none (killed after 60 s)")\n\(errors)\(output.prefix(2000))")
            if example.isSync {
                #expect(errors.contains(" new") || errors.contains("up to date"), "\(example) says nothing of what is new:\n\(errors)")
            } else if example.isDownload {
                #expect(!errors.contains("downloaded 0 ·"), "\(example) downloads nothing:\n\(errors)")
            }
        } catch {
            Issue.record("\(example): \(error)")
        }
    }

    private func serve(port: Int, line: String, for example: DocumentedExample) async {
        do {
            let server = try ChildProcess(["-c", "cd \(work) && exec " + line], executable: "/bin/bash", environment: environment)
            servers[port] = server
            let listening = await eventually(timeout: 30) { server.standardOutput.contains("127.0.0.1:\(port)") || !server.isRunning }
            #expect(listening && server.isRunning, "\(example) does not serve:\n\(server.standardError)")
        } catch {
            Issue.record("\(example): \(error)")
        }
    }

    /// What a person does at Flickr's `login`: opens the page it prints (here with curl), and
    /// types the code the page shows at the prompt.
    private func typeTheCodeItsPageShows(_ pane: TmuxPane, _ example: DocumentedExample) async throws {
        guard await pane.waitFor("the code prompt", timeout: 30, { $0.contains { $0.contains("Code:") } }),
              let page = pane.capture().compactMap({ $0.firstMatch(of: /http:\S+\/oauth\/authorize\S+/) }).first.map({ String($0.0) })
        else { return }
        let (_, html, _) = try await ChildProcess.run(["-s", page], executable: "/usr/bin/curl")
        guard let code = html.firstMatch(of: /<code id="oauth_verifier">([0-9-]+)<\/code>/)?.1 else {
            Issue.record("\(example): no code on \(page)")
            return
        }
        try pane.send("-l", String(code))
        try pane.send("Enter")
        #expect(!pane.screen().contains(String(code)), "the code is echoed:\n\(pane.screen())")
    }

    /// `browse`: the first grid, then `q` until it is left (a search or a gallery may have been
    /// stepped into); `login`: a user name and a password typed at its prompts; `comment ID`:
    /// the text from `$EDITOR`, which a terminal opens.
    private func runInTerminal(_ example: DocumentedExample) async {
        do {
            let pane = try TmuxPane([], columns: 200, rows: 30, environment: environment, shellLine: "cd \(work) && " + example.line)
            if example.command.hasPrefix("photomania browse") {
                guard await pane.waitFor("the first page of \(example)", timeout: 30, { $0.contains { $0.contains("page 1") } }) else { return }
                for _ in 0..<4 where pane.exitStatus == nil {
                    try pane.send("q")
                    _ = await eventually(timeout: 3) { pane.exitStatus != nil }
                }
            } else if example.command == "photomania login" {
                guard await pane.waitFor("the user name prompt", timeout: 30, { $0.contains { $0.contains("User name:") } }) else { return }
                try pane.send("-l", "demo")
                try pane.send("Enter")
                guard await pane.waitFor("the password prompt", timeout: 30, { $0.contains { $0.contains("Password") } }) else { return }
                try pane.send("-l", "demo")
                try pane.send("Enter")
            } else if example.command == DocumentedExample.flickrLogin {
                try await typeTheCodeItsPageShows(pane, example)
            }
            let finished = await eventually(timeout: 30) { pane.exitStatus != nil }
            #expect(finished && pane.exitStatus == 0, "\(example)\nexit \(pane.exitStatus.map(String.init) ?? "none")\n\(pane.screen())")
        } catch {
            Issue.record("\(example): \(error)")
        }
    }
}
