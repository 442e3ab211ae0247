import Foundation
@testable import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// Status, events and clock values the progress tests share.
enum ProgressFixtures {
    static let t0 = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let mebibyte: Int64 = 1_048_576

    static func item(_ id: PhotoID, url: String? = nil) -> DownloadItem {
        DownloadItem(photoID: id, service: .fiveHundredPx, size: .large, url: url ?? "https://cdn.example/\(id).jpg?consumer_key=SECRET123")
    }

    static func transfer(_ id: PhotoID, name: String?, received: Int64, expected: Int64?, startedAgo: Double) -> DownloadStatus.Transfer {
        DownloadStatus.Transfer(
            item: item(id), fileName: name, receivedBytes: received, expectedBytes: expected,
            startedAt: t0.addingTimeInterval(-startedAgo))
    }

    /// Three active files (one not named yet), 12 of 400 settled, two failed, a host paused for 12 s.
    static var status: DownloadStatus {
        var status = DownloadStatus()
        status.active = [
            transfer(12345, name: "12345.4.jpg", received: 1_258_291, expected: 4_404_019, startedAgo: 3),
            transfer(12346, name: nil, received: 0, expected: nil, startedAgo: 1),
            transfer(12347, name: "Ålesund 東京 harbour at dawn.jpg", received: 512 * 1024, expected: 2 * mebibyte, startedAgo: 2),
        ]
        status.total = 400
        status.finished = 9
        status.skipped = 1
        status.failedIDs = [12, 40]
        status.bytesReceived = 88_289_690
        status.pausedHosts = ["cdn.example": (until: t0.addingTimeInterval(11.4), status: 429)]
        return status
    }

    /// A failure whose sentence carries `text` as it came, hostile bytes and all.
    static func failure(_ text: String) -> DownloadFailure {
        .notWhole(.jpeg, text)
    }

    static let failurePrefix = "the file is not a complete JPEG: "

    static var snapshot: ProgressSnapshot {
        ProgressSnapshot(status: status, bytesPerSecond: 12_373_197, etaSeconds: 26.2, now: t0)
    }
}

/// Lines as the eye sees them: colour codes and other escapes removed.
func visibleLines(_ text: String) -> [String] {
    sanitizedForTerminal(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// A screen grid that understands what the renderer writes: printable text, `\r`, `\n` (as a
/// terminal with ONLCR sees it), `ESC[nA`, `ESC[2K`, `ESC[J`, SGR and cursor visibility.
struct ScreenEmulator {
    let width: Int
    private(set) var rows: [[Character]] = [[]]
    private var row = 0
    /// The second cell of a wide character.
    private static let covered: Character = "\u{1}"
    private var column = 0

    init(width: Int) {
        self.width = width
    }

    mutating func apply(_ text: String) {
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{1B}": escape(&characters)
            default: put(character)
            }
        }
    }

    /// The screen, trailing blank lines dropped and trailing spaces trimmed.
    var lines: [String] {
        var text = rows.map { String($0.filter { $0 != Self.covered }).replacingOccurrences(of: "\u{0}", with: " ") }
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        while text.last?.isEmpty == true { text.removeLast() }
        return text
    }

    /// What a terminal that rewraps on resize shows: every line laid out again at `width`,
    /// the cursor at the start of the line it was on.
    func reflowed(toWidth width: Int) -> ScreenEmulator {
        var screen = ScreenEmulator(width: width)
        let cursorRow = row
        for (index, line) in rows.enumerated() {
            if index == cursorRow { break }
            screen.apply(String(line.filter { $0 != Self.covered }).replacingOccurrences(of: "\u{0}", with: " ") + "\n")
        }
        return screen
    }

    private mutating func lineFeed() {
        row += 1
        column = 0
        if row == rows.count { rows.append([]) }
    }

    private mutating func put(_ character: Character) {
        let cells = displayWidth(of: character)
        if column + cells > width { lineFeed() }
        while rows[row].count < column + cells { rows[row].append("\u{0}") }
        rows[row][column] = character
        for extra in 1..<max(cells, 1) { rows[row][column + extra] = Self.covered }
        column += cells
    }

    private mutating func escape(_ characters: inout Substring) {
        guard characters.popFirst() == "[" else { return }
        var parameters = ""
        while let next = characters.popFirst() {
            if next.isLetter {
                command(next, parameters)
                return
            }
            parameters.append(next)
        }
    }

    private mutating func command(_ final: Character, _ parameters: String) {
        switch final {
        case "A": row = max(0, row - (Int(parameters) ?? 1))
        case "K" where parameters == "2": rows[row] = []
        case "J":
            rows[row] = Array(rows[row].prefix(column))
            rows.removeSubrange((row + 1)...)
        default: break
        }
    }
}

@Suite struct ProgressSupportTests {
    @Test func emulatorMovesUpAndErases() {
        var screen = ScreenEmulator(width: 10)
        screen.apply("one\ntwo\nthree\n")
        screen.apply("\r\u{1B}[2A\u{1B}[2KTWO\n\u{1B}[J")
        #expect(screen.lines == ["one", "TWO"])
    }

    @Test func emulatorWrapsLongLines() {
        var screen = ScreenEmulator(width: 4)
        screen.apply("abcdef\u{1B}[31mg\u{1B}[0m\n")
        #expect(screen.lines == ["abcd", "efg"])
    }
}
