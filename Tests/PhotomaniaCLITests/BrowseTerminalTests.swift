import Foundation
import PhotomaniaCLI
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// The real program in a real terminal (tmux), against the built-in server over HTTP.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct BrowseTerminalTests {
    static func browse(_ server: DemoServer, _ arguments: [String] = [], columns: Int = 80, rows: Int = 24, jobControl: Bool = false) throws -> TmuxPane {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-browse-\(UUID().uuidString)").path
        return try TmuxPane(["--api", server.baseURL, "--cache-dir", cache, "browse"] + arguments, columns: columns, rows: rows, jobControl: jobControl, removing: [cache])
    }

    static func header(_ screen: [String]) -> String { screen.first ?? "" }

    /// Rows of thumbnails drawn with half blocks, counted per tile.
    static func drawnPictureRows(_ screen: [String]) -> Int {
        screen.reduce(0) { $0 + $1.split(separator: " ").filter { $0.contains("▀") }.count }
    }

    /// Page `number` is on screen with every visible thumbnail drawn (no `·` placeholder left).
    static func pageDrawn(_ number: Int, _ screen: [String]) -> Bool {
        let placeholders = screen.dropFirst().dropLast().reduce(0) { $0 + $1.split(separator: " ").filter { $0 == "·" }.count }
        return header(screen).contains("page \(number)/") && placeholders == 0 && drawnPictureRows(screen) > 0
    }

    @Test func pagesOpensDetailsGoesBackAndQuitsLeavingTheScreenAsItWas() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("page 1 with thumbnails") { Self.pageDrawn(1, $0) })
            #expect(pane.format("#{alternate_on}") == "1")
            #expect(pane.capture().contains { $0.contains("▶ ") }, "the first photo is selected")

            try pane.send("n")
            #expect(await pane.waitFor("page 2") { Self.header($0).contains("page 2/") && Self.drawnPictureRows($0) > 0 })
            try pane.send("l", "Enter")
            #expect(await pane.waitFor("details") { screen in
                screen.contains { $0.contains("rating ") } && !screen.contains { $0.contains("loading the picture") }
            })
            try pane.send("G")
            #expect(await pane.waitFor("the last comments at the bottom") { screen in
                Self.header(screen).hasSuffix("100%") && !screen.contains { $0.contains("loading comments") }
                    && screen.contains { $0.contains(" · 202") }
            })
            try pane.send("g")
            #expect(await pane.waitFor("the top again") { $0.contains { $0.contains("rating ") } })
            try pane.send("q")
            #expect(await pane.waitFor("back on page 2, second photo selected") { screen in
                Self.header(screen).contains("page 2/") && screen.contains { $0.contains("▶ ") } && !screen.contains { $0.contains("Comments (") }
            })
            try pane.send("q")
            #expect(await pane.waitFor("the shell screen back") { $0.contains("before-browse") && $0.contains("rc=0") })
            #expect(pane.exitStatus == 0)
            #expect(pane.format("#{alternate_on}") == "0")
            #expect(pane.format("#{cursor_flag}") == "1", "the cursor is visible again")
        }
    }

    @Test func ctrlCQuitsWith130AndRestoresTheScreen() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("page 1") { Self.header($0).contains("page 1/") })
            try pane.send("C-c")
            #expect(await pane.waitFor("the shell screen back") { $0.contains("rc=130") })
            #expect(pane.exitStatus == 130)
            #expect(pane.format("#{alternate_on}") == "0")
            #expect(pane.capture().contains("before-browse"))
        }
    }

    @Test func sigtermAndSighupEndItWithTheShellsCodesAndTheScreenRestored() async throws {
        for (signal, code) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            try await withDemoServer { server in
                let pane = try Self.browse(server)
                #expect(await pane.waitFor("page 1") { Self.header($0).contains("page 1/") })
                let pid = try #require(pane.programPID)
                kill(pid, signal)
                #expect(await pane.waitFor("exit after signal \(signal)") { $0.contains("rc=\(code)") })
                #expect(pane.format("#{alternate_on}") == "0")
            }
        }
    }

    @Test func ctrlZHandsTheTerminalBackAndContinuingRedraws() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server, jobControl: true)
            #expect(await pane.waitFor("page 1") { Self.header($0).contains("page 1/") })
            try pane.send("C-z")
            #expect(await pane.waitFor("the shell's job report while stopped") { $0.contains { $0.contains("Stopped") } })
            #expect(pane.format("#{alternate_on}") == "0")
            try pane.send("-l", "fg\n")
            #expect(await pane.waitFor("the browser back after fg") { Self.pageDrawn(1, $0) })
            #expect(pane.format("#{alternate_on}") == "1")
            try pane.send("q")
            #expect(await pane.waitFor("the shell back") { $0.last { !$0.isEmpty }?.hasPrefix("bash") == true })
            #expect(pane.format("#{alternate_on}") == "0")
        }
    }

    @Test func aResizeLaysTheGridOutAgain() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server, columns: 80, rows: 24)
            let stars = { (screen: [String]) in screen.map { $0.filter { $0 == "★" }.count }.max() ?? 0 }
            #expect(await pane.waitFor("four tiles a row at 80 columns") { stars($0) == 4 })
            try pane.resize(columns: 42, rows: 30)
            #expect(await pane.waitFor("two tiles a row at 42 columns") { screen in
                stars(screen) == 2 && screen.allSatisfy { displayWidth(of: $0) <= 42 } && Self.header(screen).contains("page 1/")
            })
            try pane.resize(columns: 12, rows: 2)
            #expect(await pane.waitFor("a note instead of a broken grid") { $0.first?.hasPrefix("window too") == true })
            try pane.resize(columns: 120, rows: 30)
            #expect(await pane.waitFor("six tiles a row at 120 columns") { stars($0) == 6 })
        }
    }

    @Test func goingBackToASeenPageMakesNoRequests() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("page 1 drawn") { Self.pageDrawn(1, $0) })
            // Seen whole: the tiles below the screen load after those on it, and `n` before they
            // came would cancel them, so that coming back would rightly fetch them.
            #expect(await settled(server))
            try pane.send("n")
            #expect(await pane.waitFor("page 2 drawn") { Self.pageDrawn(2, $0) })
            #expect(await settled(server))
            let before = server.statistics.requests
            try pane.send("p")
            #expect(await pane.waitFor("page 1 drawn") { Self.pageDrawn(1, $0) })
            #expect(await settled(server))
            #expect(server.statistics.requests == before, "page 1 and its thumbnails came from the caches")
        }
    }

    @Test func searchFeatureAndHelpKeys() async throws {
        try await withDemoServer { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("page 1") { Self.header($0).contains("popular") && Self.header($0).contains("page 1/") })
            try pane.send("f")
            #expect(await pane.waitFor("the next feature") { Self.header($0).contains("highest rated") && Self.header($0).contains("page 1/") })
            #expect(await pane.waitFor("thumbnails") { Self.drawnPictureRows($0) > 0 })
            try pane.send("?")
            #expect(await pane.waitFor("help") { $0.contains { $0.contains("first / last page") } })
            let help = pane.capture()
            #expect(help.count == 24 && help.last?.contains("any key goes back") == true && help.contains { $0.contains("Ctrl-C") }, "every key on 80×24")
            #expect(!help.contains { $0.contains("▀") || $0.contains("▶") || $0.contains("★") }, "nothing of the grid stays: \(help)")
            try pane.send("x")
            try pane.send("/")
            try pane.send("-l", "light")
            #expect(await pane.waitFor("the prompt") { $0.last?.contains("search: light") == true })
            try pane.send("Enter")
            #expect(await pane.waitFor("search results") { Self.header($0).contains("search “light”") && Self.header($0).contains("page 1/") })
            try pane.send("q")
            #expect(await pane.waitFor("back to the feature") { Self.header($0).contains("highest rated") }, "q goes back, as ? says")
            try pane.send("q")
            #expect(await pane.waitFor("back to popular") { Self.header($0).contains("popular") })
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    @Test func aServerErrorShowsInTheStatusLineAndRRetries() async throws {
        try await withDemoServer(faults: "path=/v1/photos+first=4:status=500") { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("the error in the status line") { $0.last?.contains("r retry") == true })
            try pane.send("r")
            #expect(await pane.waitFor("page 1 after the retry") { Self.header($0).contains("page 1/") && $0.last?.contains("r retry") == false })
            try pane.send("q")
            #expect(await pane.waitFor("exit") { $0.contains("rc=0") })
        }
    }

    /// The scenario: slow images, `n` pressed ten times quickly. The thumbnails of the
    /// pages skipped over are cancelled before they cost much: at most 10 % of the bytes sent.
    /// (How fast page 11 appears is measured by `make bench-browse`, not asserted here.)
    @Test func tenQuickPagesCancelTheThumbnailsOfThePagesSkipped() async throws {
        try await withDemoServer(faults: "path=/images/*:delay=0.3") { server in
            let pane = try Self.browse(server, ["--rpp", "6"])
            #expect(await pane.waitFor("page 1 drawn") { Self.pageDrawn(1, $0) })
            #expect(await settled(server))
            let before = server.statistics
            for _ in 0..<10 {
                try pane.send("n")
                try await Task.sleep(for: .milliseconds(30))
            }
            #expect(await pane.waitFor("page 11 drawn") { Self.pageDrawn(11, $0) })
            #expect(await settled(server))
            let after = server.statistics

            let api = APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL))
            var pageOf: [PhotoID: Int] = [:]
            for number in 1...12 {
                for photo in try await api.page(.photos(PhotoStreamQuery(), PageRequest(page: number, perPage: 6)), of: Photo.self).items { pageOf[photo.id] = number }
            }
            var bytesByPage: [Int: Int] = [:]
            for (path, bytes) in after.bodyBytesSentByPath where path.hasPrefix("/images/") {
                let sent = bytes - (before.bodyBytesSentByPath[path] ?? 0)
                guard sent > 0, let id = PhotoID(String(path.split(separator: "/")[1])), let page = pageOf[id] else { continue }
                bytesByPage[page, default: 0] += sent
            }
            let total = after.bodyBytesSent - before.bodyBytesSent
            let skipped = (2...10).reduce(0) { $0 + (bytesByPage[$1] ?? 0) }
            #expect((bytesByPage[11] ?? 0) > 0, "page 11's thumbnails came")
            #expect(Double(skipped) <= 0.1 * Double(total), "skipped pages cost \(skipped) of \(total) bytes (by page: \(bytesByPage))")
        }
    }

    @Test func turningThePageHangsUpTheThumbnailsTheOldPageWasWaitingFor() async throws {
        try await withDemoServer(faults: "path=/images/*:stall=100") { server in
            let pane = try Self.browse(server)
            #expect(await pane.waitFor("page 1 listed") { Self.header($0).contains("page 1/") && $0.contains { $0.contains("★") } })
            #expect(await eventually(timeout: 10) { server.statistics.requestsByPath.keys.contains { $0.hasPrefix("/images/") } })
            #expect(server.statistics.connectionsClosedByPeerMidResponse == 0)
            try pane.send("n")
            #expect(await pane.waitFor("page 2") { Self.header($0).contains("page 2/") })
            #expect(await eventually(timeout: 10) { server.statistics.connectionsClosedByPeerMidResponse > 0 }, "page 1's image transfers were hung up")
        }
    }

    @Test func withoutATerminalItSaysSoAndExits2() async throws {
        let (status, _, errors) = try await ChildProcess.run(["browse"])
        #expect(status == 2)
        #expect(errors.contains("browse needs a terminal"))
    }

    /// Waits until the server has had no new request for half a second.
    func settled(_ server: DemoServer) async -> Bool {
        var last = server.statistics.requests
        var quietSince = Date()
        return await eventually(timeout: 10) {
            let now = server.statistics.requests
            if now != last { (last, quietSince) = (now, Date()) }
            return Date().timeIntervalSince(quietSince) > 0.5
        }
    }
}
