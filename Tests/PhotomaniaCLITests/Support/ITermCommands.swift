import Foundation
import Testing

/// What some output does with iTerm2 pictures, parsed: each inline image (`ESC ] 1337 ; File=
/// args : base64 BEL`) and each erase of cells (`ESC [ n X`), at the cursor position written
/// last before it (`ESC [ row ; column H`, 1-based).
struct ITermCommand {
    enum Kind {
        case draw(columns: Int, rows: Int, file: Data)
        case erase(cells: Int)
    }

    var kind: Kind
    var row: Int
    var column: Int

    var isDraw: Bool { if case .draw = kind { true } else { false } }

    static func parse(_ output: String) -> [ITermCommand] {
        var commands: [ITermCommand] = []
        var cursor = (row: 0, column: 0)
        let pattern = /\x{1B}\[(\d+);(\d+)H|\x{1B}\[(\d+)X|\x{1B}\]1337;File=([^:\x{07}]*):([^\x{07}]*)\x{07}/
        for match in output.matches(of: pattern) {
            if let row = match.1, let column = match.2 {
                cursor = (Int(row) ?? 0, Int(column) ?? 0)
            } else if let cells = match.3 {
                commands.append(ITermCommand(kind: .erase(cells: Int(cells) ?? 0), row: cursor.row, column: cursor.column))
            } else if let arguments = match.4, let base64 = match.5 {
                let pairs = arguments.split(separator: ";").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
                let keys = Dictionary(pairs.filter { $0.count == 2 }.map { ($0[0], $0[1]) }) { $1 }
                let file = Data(base64Encoded: String(base64))
                #expect(file != nil, "the file is base64")
                #expect(keys["inline"] == "1" && keys["preserveAspectRatio"] == "1")
                #expect(keys["size"].flatMap { Int($0) } == file?.count, "size= is the file's length")
                let kind = Kind.draw(columns: keys["width"].flatMap { Int($0) } ?? 0, rows: keys["height"].flatMap { Int($0) } ?? 0, file: file ?? Data())
                commands.append(ITermCommand(kind: kind, row: cursor.row, column: cursor.column))
            }
        }
        #expect(output.components(separatedBy: "\u{1B}]1337;").count - 1 == commands.filter(\.isDraw).count, "no malformed image")
        return commands
    }
}

extension [ITermCommand] {
    var draws: [ITermCommand] { filter(\.isDraw) }
    var drawnAt: [[Int]] { draws.map { [$0.row, $0.column] } }
    var erasedAt: [[Int]] { filter { !$0.isDraw }.map { [$0.row, $0.column] } }
}
