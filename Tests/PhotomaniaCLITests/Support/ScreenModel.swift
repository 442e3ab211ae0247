@testable import PhotomaniaCLI

/// A terminal screen as far as the browser's frames use one: the bytes `FrameWriter` sends go
/// in, the cells a user would see come out. It knows cursor moves (`CSI row;col H`), clearing
/// (`CSI 2J`), styles (ignored), wide characters, and autowrap as xterm does it: a line that
/// fills the last column waits at the margin, and one character more wraps to the next line,
/// scrolling the screen when that was the bottom line.
struct ScreenModel {
    let width: Int
    let height: Int
    private(set) var cells: [[String]]
    private var row = 0
    private var column = 0
    private var pendingWrap = false

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Each row as text, trailing spaces removed.
    var rows: [String] {
        cells.map { $0.joined().replacing(/\ +$/, with: "") }
    }

    mutating func feed(_ output: String) {
        var characters = output.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                put(character)
                continue
            }
            guard characters.next() == "[" else { continue }
            var parameters = ""
            while let next = characters.next() {
                guard let ascii = next.asciiValue, !(0x40...0x7E).contains(ascii) else {
                    control(final: next, parameters: parameters)
                    break
                }
                parameters.append(next)
            }
        }
    }

    private mutating func control(final: Character, parameters: String) {
        switch final {
        case "H":
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = min(max((numbers.first ?? 1) - 1, 0), height - 1)
            column = min(max((numbers.dropFirst().first ?? 1) - 1, 0), width - 1)
            pendingWrap = false
        case "J" where parameters == "2":
            cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        default:
            break
        }
    }

    private mutating func put(_ character: Character) {
        let cellWidth = displayWidth(of: character)
        guard cellWidth > 0 else { return }
        if pendingWrap || column + cellWidth > width {
            column = 0
            pendingWrap = false
            if row == height - 1 {
                cells.removeFirst()
                cells.append(Array(repeating: " ", count: width))
            } else {
                row += 1
            }
        }
        cells[row][column] = String(character)
        if cellWidth == 2 { cells[row][column + 1] = "" }
        column += cellWidth
        if column == width {
            column = width - 1
            pendingWrap = true
        }
    }
}
