import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// `browse --images kitty|iterm` in a real terminal: tmux shows no such pictures, so the bytes
/// the program writes are recorded and parsed; the screen checks the text around them.
/// Not under ThreadSanitizer (`make sanitize` sets TSAN_OPTIONS): decoding a page of large
/// thumbnails there takes longer than these steps can wait; BrowseKittyTests check the same bytes.
@Suite(
    .serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"),
    .enabled(if: ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil, "too slow to time under ThreadSanitizer")
)
struct BrowseKittyTerminalTests {
    static func count(_ needle: String, in path: String) -> Int {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.components(separatedBy: needle).count - 1
    }

    @Test func picturesAreSentOnceMovedOnScrollPlacedAgainOnRedrawAndDeletedOnQuit() async throws {
        try await withDemoServer { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-kitty-\(UUID().uuidString)").path
            let recording = folder + ".bytes"
            let arguments = ["--api", server.baseURL, "--cache-dir", folder, "--images", "kitty", "browse"]
            let pane = try TmuxPane(arguments, recording: recording, removing: [folder, recording])

            #expect(await pane.waitFor("page 1 listed") { BrowseTerminalTests.header($0).contains("page 1/") })
            #expect(await eventually(timeout: 30) { Self.count("a=p,", in: recording) >= 8 }, "the 8 tiles in view placed")
            let screen = pane.capture()
            #expect(!screen.joined().contains("▀"), "no half blocks under the pictures")
            #expect(screen.contains { $0.contains("▶ ") }, "captions drawn")

            try pane.send("j", "j")
            #expect(await pane.waitFor("scrolled to the third row") { BrowseTerminalTests.header($0).contains("photo 9/") })
            #expect(await eventually(timeout: 30) { Self.count("a=d,d=i,", in: recording) >= 4 }, "the first row taken off")
            let placedBefore = Self.count("a=p,", in: recording)
            try pane.send("C-l")
            #expect(await eventually(timeout: 30) { Self.count("a=p,", in: recording) >= placedBefore + 8 }, "Ctrl-L places them again")

            try pane.send("q")
            #expect(await pane.waitFor("the shell screen back") { $0.contains { $0.contains("rc=0") } })
            let output = try String(contentsOfFile: recording, encoding: .utf8)
            let commands = KittyCommand.parse(output)
            let sent = commands.transmittedIDs
            #expect(sent.count >= 12 && Set(sent).count == sent.count, "each image transmitted once: \(sent)")
            #expect(commands.with(action: "t").allSatisfy { $0.int("s") ?? 0 > 18 }, "more than a half block's pixels")
            #expect(Set(commands.placedIDs).isSubset(of: sent))
            let deleteAll = try #require(commands.firstIndex { $0.action == "d" && $0.keys["d"] == "A" })
            #expect(!commands[deleteAll...].contains { $0.action == "t" || $0.action == "p" }, "nothing placed after the end")
            #expect(Set(Array(commands[deleteAll...]).deleted("I")) == Set(sent), "every image deleted on quit")
            let leave = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
            #expect(!output[leave.upperBound...].contains("\u{1B}_G"), "nothing drawn on the shell's screen")
        }
    }

    @Test func ctrlZDeletesThePicturesAndFgSendsThemAgain() async throws {
        try await withDemoServer { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-kitty-\(UUID().uuidString)").path
            let recording = folder + ".bytes"
            let arguments = ["--api", server.baseURL, "--cache-dir", folder, "--images", "kitty", "browse"]
            let pane = try TmuxPane(arguments, jobControl: true, recording: recording, removing: [folder, recording])
            #expect(await eventually(timeout: 30) { Self.count("a=p,", in: recording) >= 8 }, "the 8 tiles in view placed")
            try pane.send("C-z")
            #expect(await pane.waitFor("the shell's job report while stopped") { $0.contains { $0.contains("Stopped") } })
            let stopped = KittyCommand.parse(try String(contentsOfFile: recording, encoding: .utf8))
            let sent = stopped.transmittedIDs
            let deleteAll = try #require(stopped.firstIndex { $0.action == "d" && $0.keys["d"] == "A" })
            #expect(Set(Array(stopped[deleteAll...]).deleted("I")) == Set(sent), "every image deleted before the shell is back")

            try pane.send("-l", "fg\n")
            #expect(await eventually(timeout: 30) { Self.count("a=t,", in: recording) >= sent.count + 8 }, "sent again after fg")
            try pane.send("q")
            #expect(await pane.waitFor("the shell back") { $0.last { !$0.isEmpty }?.hasPrefix("bash") == true })
        }
    }

    @Test func iTermPicturesAreDrawnOverTheTilesAndThePhotoAndTheTextAroundThemStays() async throws {
        try await withDemoServer { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-iterm-\(UUID().uuidString)").path
            let recording = folder + ".bytes"
            let arguments = ["--api", server.baseURL, "--cache-dir", folder, "--images", "iterm", "browse"]
            let pane = try TmuxPane(arguments, recording: recording, removing: [folder, recording])
            #expect(await eventually(timeout: 30) { Self.count("1337;File=", in: recording) >= 8 }, "the 8 tiles in view drawn")
            let grid = pane.capture()
            #expect(!grid.joined().contains("▀") && grid.contains { $0.contains("▶ ") }, "captions, no half blocks")

            let drawnBefore = Self.count("1337;File=", in: recording)
            try pane.send("Enter")
            #expect(await pane.waitFor("the photo's screen") { $0.contains { $0.contains("uploaded") } })
            #expect(await eventually(timeout: 30) { Self.count("1337;File=", in: recording) > drawnBefore }, "the photo's picture drawn")
            #expect(!pane.capture().joined().contains("▀"), "no half blocks on the photo's screen")

            try pane.send("q", "q")
            #expect(await pane.waitFor("the shell screen back") { $0.contains { $0.contains("rc=0") } })
            let draws = ITermCommand.parse(try String(contentsOfFile: recording, encoding: .utf8)).draws
            #expect(draws.allSatisfy { if case .draw(_, _, let file) = $0.kind { (try? JPEGDecoder.info(of: file)) != nil } else { false } }, "every picture a JPEG")
        }
    }
}
