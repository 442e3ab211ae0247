import Foundation
import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

/// `login --provider flickr` in one run, as the real program: the page on its own stderr line,
/// the code read from a pipe (a script) or typed unseen at a real terminal (tmux).
@Suite(.serialized, .enabled(if: ChildProcess.binaryExists, "needs the built photomania"))
struct FlickrLoginOneRunTests {
    /// The sign-in page's line of what the program printed.
    static func pageLine(_ text: some StringProtocol) -> String? {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("http") && $0.contains("/oauth/authorize?") }
    }

    @Test func theCodeWrittenToStandardInputSignsIn() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let child = try PromptedChild(account.options + ["login", "--no-browser"])
            #expect(await eventually(timeout: 30) { Self.pageLine(child.standardError) != nil }, "\(child.standardError)")
            let errors = child.standardError
            #expect(errors.hasPrefix("Open this page, let photomania in, and type the code it shows:\n"), "\(errors)")
            let url = try #require(Self.pageLine(errors))
            #expect(child.isRunning, "it waits for the code")
            try child.type(try await verifierShown(at: url) + "\n")
            #expect(await child.exitStatus() == 0, "\(child.standardError)")
            let said = child.standardOutput
            #expect(said.hasPrefix("signed in to ") && said.hasSuffix(" as \(server.flickrDemoUser.username)\n"), "\(said)")
            let who = await account.run(["whoami"])
            #expect(who.status == 0 && who.standardOutput.hasPrefix(server.flickrDemoUser.username + " "), "\(who.standardError)")
        }
    }

    @Test func noCodeOnStandardInputIsExit2AndKeepsNothing() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let (status, output, errors) = try await ChildProcess.run(account.options + ["login", "--no-browser"], input: "")
            #expect(status == 2)
            #expect(output.isEmpty)
            #expect(errors.contains("no code given: not signed in"), "\(errors)")
            #expect(try account.flickrAccount() == nil)
        }
    }

    @Test(.enabled(if: TmuxPane.available, "needs tmux"))
    func atATerminalTheCodeIsAskedForAndNotShown() async throws {
        try await withDemoServer { server in
            let account = try FlickrLoginAccount(server)
            defer { account.remove() }
            let pane = try TmuxPane(account.options + ["login", "--no-browser"], columns: 250, rows: 12)
            #expect(await pane.waitFor("the page and the prompt") { screen in
                screen.contains { $0.hasPrefix("Code:") } && Self.pageLine(screen.joined(separator: "\n")) != nil
            })
            let url = try #require(Self.pageLine(pane.screen()))
            let code = try await verifierShown(at: url)
            try pane.send("-l", code)
            try await Task.sleep(for: .milliseconds(300))
            #expect(!pane.screen().contains(code) && !pane.screen().contains(code.filter(\.isNumber)), "the typed code is not echoed: \(pane.screen())")
            try pane.send("Enter")
            #expect(await pane.waitFor("signed in") { screen in
                screen.contains { $0.contains("rc=0") } && screen.contains { $0.contains("signed in to ") && $0.contains(" as \(server.flickrDemoUser.username)") }
            })
            #expect(!pane.screen().contains(code), "\(pane.screen())")
            #expect(try account.flickrAccount()?["username"] == server.flickrDemoUser.username)
        }
    }
}

/// The real photomania with its standard input a pipe the test writes to when it chooses (as a
/// person or a script answers a prompt), its stdout and stderr files read while it runs.
private final class PromptedChild {
    private let process = Process()
    private let input = Pipe()
    private let outputPath: String
    private let errorPath: String
    private let dataFolder: String

    init(_ arguments: [String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-prompted-\(UUID().uuidString)").path
        (outputPath, errorPath, dataFolder) = (base + ".out", base + ".err", base + ".data")
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: ChildProcess.binary)
        process.arguments = arguments
        process.environment = ["HOME": "/nonexistent-photomania-test", "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": dataFolder, "XDG_CACHE_HOME": dataFolder + "/cache"]
            .merging(ChildProcess.sanitizerOptions) { $1 }
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        try? input.fileHandleForReading.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? input.fileHandleForWriting.close()
        for path in [outputPath, errorPath, dataFolder] { try? FileManager.default.removeItem(atPath: path) }
    }

    var isRunning: Bool { process.isRunning }
    var standardOutput: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// Writes `text` to the program's standard input and closes it.
    func type(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try input.fileHandleForWriting.close()
    }

    /// The exit status, or nil if it was still running after `timeout` (then it is killed).
    func exitStatus(timeout: Double = 60) async -> Int32? {
        guard await eventually(timeout: timeout, { !process.isRunning }) else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
