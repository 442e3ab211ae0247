import Foundation
import PhotomaniaKit
import Synchronization
import Testing

@testable import PhotomaniaCLI

extension TerminalQueryTests {
    /// The real binary on a pty whose far end a fake terminal plays: `photomania config` shows
    /// what the terminal's answer chose, and a pipe is never asked.
    @Suite(.enabled(if: ChildProcess.binaryExists)) struct OnTheCommandLine {
        private static let escape = "\u{1B}"

        /// `photomania ARGS` with stdin and stdout as given (the pty's near end by default) until
        /// it ends; how long it ran, and its stderr.
        private func run(
            _ arguments: [String], on terminal: FakeTerminal, input: SpawnedProcess.Stream? = nil, output: SpawnedProcess.Stream? = nil,
            environment: [String: String] = [:]
        ) async throws -> (status: Int32, elapsed: Duration, errors: String) {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-tty-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: base + ".err") }
            let env = ["HOME": "/nonexistent-photomania-test", "XDG_CONFIG_HOME": "/nonexistent-photomania-test", "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1"]
                .merging(ChildProcess.sanitizerOptions) { $1 }.merging(environment) { $1 }
            let start = ContinuousClock.now
            let child = try SpawnedProcess(
                ChildProcess.binary, arguments, environment: env, input: input ?? .file(terminal.slavePath), output: output ?? .file(terminal.slavePath),
                error: .file(base + ".err")
            )
            #expect(await eventually(timeout: 60) { !child.isRunning })
            let elapsed = ContinuousClock.now - start
            // What it wrote last reaches the fake terminal.
            try await Task.sleep(for: .milliseconds(100))
            return (child.terminationStatus, elapsed, (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
        }

        /// The `images` row of `config`'s table.
        private func imagesRow(_ output: String) -> String {
            output.split(separator: "\n").first { $0.hasPrefix("images") }.map(String.init) ?? "no images row in:\n\(output)"
        }

        @Test func configShowsSixelWhenTheAnswerLists4() async throws {
            let terminal = try FakeTerminal()
            terminal.setWindow(columns: 120, rows: 40, width: 0, height: 0)
            terminal.play([.awaitQuery, .send("\(Self.escape)[6;18;9t\(Self.escape)[?62;4;22c")])
            let result = try await run(["config"], on: terminal)
            #expect(result.status == 0, "\(result.errors)")
            #expect(terminal.output.hasPrefix("\(Self.escape)[16t\(Self.escape)[c"), "asked first, before any output")
            #expect(imagesRow(terminal.output).contains("sixel (detected, cells 9x18 px)"), "\(imagesRow(terminal.output))")
        }

        @Test func configShowsBlocksWhenTheTerminalNeverAnswers() async throws {
            let terminal = try FakeTerminal()
            terminal.setWindow(columns: 120, rows: 40, width: 1080, height: 720)
            terminal.play([.awaitQuery])
            let result = try await run(["config"], on: terminal)
            #expect(result.status == 0, "\(result.errors)")
            #expect(terminal.output.hasPrefix("\(Self.escape)[c"), "the window's pixels give the cell size: CSI c alone")
            #expect(imagesRow(terminal.output).contains("blocks (detected)"), "\(imagesRow(terminal.output))")
            #expect(result.elapsed < .seconds(10), "the deadline, and not much more: \(result.elapsed)")
        }

        @Test func windowsTerminalIsSixelWhenItCannotBeAsked() async throws {
            let terminal = try FakeTerminal()
            terminal.setWindow(columns: 120, rows: 40, width: 1080, height: 720)
            terminal.play([])
            let result = try await run(["config"], on: terminal, input: .null, environment: ["WT_SESSION": "6a1b"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(!terminal.output.contains("\(Self.escape)["), "stdin is no terminal: nothing is asked")
            #expect(imagesRow(terminal.output).contains("sixel (detected, cells 9x18 px)"), "\(imagesRow(terminal.output))")
        }

        @Test func aPipeIsNeverAsked() async throws {
            let terminal = try FakeTerminal()
            terminal.play([])
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-tty-\(UUID().uuidString).out").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try await run(["config"], on: terminal, output: .file(path))
            #expect(result.status == 0, "\(result.errors)")
            let written = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            #expect(terminal.output.isEmpty && !written.contains(Self.escape))
            #expect(tsvRows(written).contains { $0.first == "images" && $0.dropFirst().first == "none (detected)" }, "\(written)")
        }

        @Test(arguments: [(["--images", "blocks", "config"], [String: String]()), (["config"], ["PHOTOMANIA_IMAGES": "none"]), (["config"], ["TERM": "xterm-kitty"])])
        func aDecidedModeIsNeverAsked(arguments: [String], environment: [String: String]) async throws {
            let terminal = try FakeTerminal()
            terminal.setWindow(columns: 120, rows: 40, width: 0, height: 0)
            terminal.play([])
            let result = try await run(arguments, on: terminal, environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            #expect(!terminal.output.contains("\(Self.escape)[c") && !terminal.output.contains("\(Self.escape)[16t"), "\(terminal.output)")
        }

        /// A key typed while the terminal was asked goes back to the terminal's input, where the
        /// next reader (here the test, as a shell would) gets it — when the kernel lets the
        /// program give it back; else it is dropped, and never taken for an answer.
        @Test func aKeyTypedDuringTheQueryGoesBackToTheTerminal() async throws {
            let terminal = try FakeTerminal()
            terminal.setWindow(columns: 120, rows: 40, width: 1080, height: 720)
            terminal.play([.awaitQuery, .send("q\r"), .send("\(Self.escape)[?62;4;22c")])
            let result = try await run(["config"], on: terminal)
            #expect(result.status == 0, "\(result.errors)")
            #expect(imagesRow(terminal.output).contains("sixel (detected"), "\(imagesRow(terminal.output))")
            var entry = pollfd(fd: terminal.slave, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 500) == 1 {
                var buffer = [UInt8](repeating: 0, count: 16)
                let count = read(terminal.slave, &buffer, buffer.count)
                #expect(count > 0 && Array(buffer[..<max(count, 0)]) == Array("q\n".utf8), "the key as typed, Enter made a newline as the terminal's settings say")
            }
        }
    }

    /// The browser reads the keys typed during the query before any other.
    @Test func theKeyboardReadsTypedAheadKeysFirst() async throws {
        let terminal = try FakeTerminal()
        let keyboard = KeyboardInput(descriptor: terminal.slave, typedAhead: Array("jq".utf8))
        let keys = Mutex<[Key]>([])
        keyboard.start(onKeys: { new in keys.withLock { $0 += new } }, onEnd: {})
        #expect(await eventually(timeout: 5) { keys.withLock { $0.count } >= 2 })
        let seen = keys.withLock { $0 }
        #expect(Array(seen.prefix(2)) == [.character("j"), .character("q")])
        await BlockingWork.run { keyboard.stop() }
    }
}
