import Foundation
import PhotomaniaKit
import Testing

/// A real terminal whose pixels a test reads: `xterm -ti vt340` (sixel graphics) on an X server
/// of its own, Xvfb on a free display, running one command line. Xvfb keeps its screen in a file
/// (`-fbdir`: an XWD image that the server draws in), so a screenshot is a read of that file, and
/// no window manager, `xwd` or pointer (`-nocursor`) is involved. The window sits at the top left
/// of a black root (`-br`) in a fixed font, so its cells are a fixed number of pixels.
///
/// Every process it starts ends with it: xterm (whose end hangs up the command's shell) and Xvfb.
final class XvfbTerminal {
    static let xvfb = "/usr/bin/Xvfb"
    static let xterm = "/usr/bin/xterm"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: xvfb) && FileManager.default.isExecutableFile(atPath: xterm) && ChildProcess.binaryExists
    }

    static let columns = 100
    static let rows = 40
    /// Larger than the window (800×680 pixels in DejaVu Sans Mono 10 at 96 dpi), so it fits whole.
    private static let screen = (width: 1280, height: 800)

    /// Why the terminal cannot run on this machine (Xvfb does not start): the test is skipped.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the window showed once the command had finished.
    struct Screen {
        /// The window's pixels, `columns`×`rows` cells of `cellWidth`×`cellHeight`.
        let window: RGBImage
        let cellWidth: Int
        let cellHeight: Int
        /// The command's exit status.
        let status: Int32
    }

    let display: Int
    private let folder: URL
    private let server: SpawnedProcess
    private var terminal: SpawnedProcess?

    /// Starts Xvfb, or throws `Unavailable` with what it said. Call `run` next.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-xvfb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // `-displayfd 1`: Xvfb picks a free display and writes its number to stdout (a file here)
        // once it takes connections, so parallel tests and other X servers never collide.
        let numberFile = folder.appendingPathComponent("display").path
        server = try SpawnedProcess(
            Self.xvfb,
            ["-displayfd", "1", "-screen", "0", "\(Self.screen.width)x\(Self.screen.height)x24", "-nolisten", "tcp", "-br", "-nocursor", "-dpi", "96",
             "-fbdir", folder.path],
            environment: ["PATH": "/usr/bin:/bin"], input: .null, output: .file(numberFile), error: .file(folder.appendingPathComponent("xvfb.log").path))
        let deadline = Date().addingTimeInterval(15)
        var number: Int?
        while number == nil && server.isRunning && Date() < deadline {
            number = (try? String(contentsOfFile: numberFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if number == nil { usleep(20_000) }
        }
        guard let number else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("xvfb.log"), encoding: .utf8)) ?? ""
            let why = server.isRunning ? "no display after 15 s" : "exit \(server.terminationStatus)"
            Self.end(server)
            try? FileManager.default.removeItem(at: folder)
            // Its last words (after the usage, for a bad option), without the bare "(EE)" lines.
            let words = log.split(separator: "\n").filter { !$0.isEmpty && $0 != "(EE) " && $0 != "(EE)" }.suffix(2).joined(separator: " ")
            throw Unavailable(description: "Xvfb did not start (\(why)): \(words)")
        }
        display = number
    }

    /// Starts Xvfb and xterm running `command`, or skips the test (`Test.cancel`) where Xvfb cannot start.
    static func startOrSkip(running command: [String], environment: [String: String] = [:]) throws -> XvfbTerminal {
        let terminal: XvfbTerminal
        do {
            terminal = try XvfbTerminal()
        } catch let unavailable as Unavailable {
            try Test.cancel(Comment(rawValue: unavailable.description))
        }
        try terminal.run(command, environment: environment)
        return terminal
    }

    deinit {
        if let terminal { Self.end(terminal) }
        Self.end(server)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Opens the xterm window running `command` (a path and its arguments) with a bare environment
    /// plus `environment`; its data and cache folders are inside this terminal's folder. xterm
    /// takes `COLORTERM` out of its child's environment, so `environment` is given by env(1) inside.
    func run(_ command: [String], environment: [String: String] = [:]) throws {
        precondition(terminal == nil, "one command a terminal")
        let data = folder.appendingPathComponent("data").path
        let childEnvironment = [
            "DISPLAY": ":\(display)", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent-photomania-test", "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": "/nonexistent-photomania-test", "XDG_DATA_HOME": data, "XDG_CACHE_HOME": data + "/cache",
            "XVFB_TERMINAL_DONE": doneFile,
        ].merging(ChildProcess.sanitizerOptions) { $1 }
        // After the command: hide the cursor (not a picture), then ask for a status report
        // (DSR, `CSI 5 n`): xterm answers once it has taken every byte before the question, so
        // the screen is drawn when the answer is read. Then the status goes to the done file, and
        // the shell waits to be hung up by xterm's end.
        let script = #""$@"; status=$?; printf '\033[?25l'; stty -echo -icanon min 1 time 0; printf '\033[5n'; head -c 4 >/dev/null; "#
            + #"echo "$status" > "$XVFB_TERMINAL_DONE"; exec sleep 600"#
        let options = [
            "-ti", "vt340", "-tn", "xterm", "-u8", "-ut", "+sb", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-b", "0", "-bw", "0",
            "-fa", "DejaVu Sans Mono", "-fs", "10", "-bg", "white", "-fg", "black",
            // A VT340 has 16 colour registers, which xterm's man page gives as its default for
            // vt340; photos need more. Sixel scrolling (the default) draws at the cursor.
            "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*sixelScrolling: true",
        ]
        terminal = try SpawnedProcess(
            Self.xterm, options + ["-e", "/usr/bin/env"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["/bin/sh", "-c", script, "sh"] + command,
            environment: childEnvironment,
            input: .null, output: .file(folder.appendingPathComponent("xterm.log").path), error: .file(folder.appendingPathComponent("xterm.err").path))
    }

    /// The window once the command has finished and xterm has drawn all it wrote: after the done
    /// file, the screen is read until two reads 100 ms apart agree.
    func finishedScreen(timeout: Double = 60) async throws -> Screen {
        let done = await eventually(timeout: timeout) { (try? String(contentsOfFile: doneFile, encoding: .utf8))?.hasSuffix("\n") == true }
        guard done, let status = (try? String(contentsOfFile: doneFile, encoding: .utf8)).flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            throw Failure(description: "the command in xterm did not finish within \(timeout) s (xterm \(terminal?.isRunning == true ? "running" : "ended")): \(log)")
        }
        let screenFile = folder.appendingPathComponent("Xvfb_screen0")
        var previous = try Data(contentsOf: screenFile)
        for _ in 0..<50 {
            try await Task.sleep(for: .milliseconds(100))
            let current = try Data(contentsOf: screenFile)
            if current == previous { break }
            previous = current
        }
        let screen = try XWD.decode(previous)
        return try window(of: screen, status: status)
    }

    /// What xterm and Xvfb wrote to their logs, for a failure's message.
    var log: String {
        ["xterm.err", "xterm.log", "xvfb.log"].compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { "\(name): \($0.suffix(600))" }
        }.joined(separator: "\n")
    }

    private var doneFile: String { folder.appendingPathComponent("done").path }

    /// The window's part of the screen: the window is at the top left of a black root, so it ends
    /// where the last pixel that is not black is (its blank bottom line and its right column of
    /// cells always have some of the white background).
    private func window(of screen: RGBImage, status: Int32) throws -> Screen {
        var (right, bottom) = (0, 0)
        for y in 0..<screen.height {
            for x in 0..<screen.width where screen.pixel(x: x, y: y) != (0, 0, 0) {
                right = max(right, x + 1)
                bottom = max(bottom, y + 1)
            }
        }
        guard right > 0, right % Self.columns == 0, bottom % Self.rows == 0 else {
            throw Failure(description: "the window is \(right)×\(bottom) pixels, not \(Self.columns)×\(Self.rows) whole cells: \(log)")
        }
        var pixels = [UInt8]()
        pixels.reserveCapacity(right * bottom * 3)
        for y in 0..<bottom {
            let start = y * screen.width * 3
            pixels += screen.pixels[start..<(start + right * 3)]
        }
        return Screen(
            window: RGBImage(width: right, height: bottom, pixels: pixels), cellWidth: right / Self.columns, cellHeight: bottom / Self.rows, status: status)
    }

    /// SIGTERM (xterm then hangs up its shell; Xvfb removes its socket), up to 3 s to go, then
    /// SIGKILL as the process is released.
    private static func end(_ process: SpawnedProcess) {
        process.signal(SIGTERM)
        for _ in 0..<150 where process.isRunning { usleep(20_000) }
        process.signal(SIGKILL)
        process.waitUntilExit()
    }
}
