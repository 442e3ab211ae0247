import Foundation
import Testing

/// The kitty graphics commands in some output, parsed: each APC `ESC _G keys ; payload ESC \`
/// checked to be well-formed, chunked transmissions (`m=1` … `m=0`) joined into one command,
/// and the cursor position (`ESC [ row ; column H`) written last before each, 1-based.
struct KittyCommand {
    var keys: [String: String]
    var payload: Data
    var cursor: (row: Int, column: Int)?

    var action: String { keys["a"] ?? "T" }
    var id: UInt32? { keys["i"].flatMap { UInt32($0) } }
    func int(_ key: String) -> Int? { keys[key].flatMap { Int($0) } }

    static func parse(_ output: String) -> [KittyCommand] {
        var commands: [KittyCommand] = []
        var open: (keys: [String: String], base64: String, cursor: (row: Int, column: Int)?)?
        var cursor: (row: Int, column: Int)?
        let pattern = /\x{1B}\[(\d+);(\d+)H|\x{1B}_G([^;\x{1B}]*)(?:;([^\x{1B}]*))?\x{1B}\\/
        for match in output.matches(of: pattern) {
            if let row = match.1, let column = match.2 {
                cursor = (Int(row) ?? 0, Int(column) ?? 0)
                continue
            }
            let control = match.3 ?? ""
            let pairs = control.split(separator: ",").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
            #expect(pairs.allSatisfy { $0.count == 2 && $0[0].count == 1 && $0[1].allSatisfy { $0.isLetter || $0.isNumber } }, "key=value pairs: \(control)")
            let keys = Dictionary(pairs.filter { $0.count == 2 }.map { ($0[0], $0[1]) }) { $1 }
            #expect(keys["q"] == "2" || open != nil, "replies are kept off the input: \(control)")
            let base64 = String(match.4 ?? "")
            #expect(base64.allSatisfy { $0.isLetter || $0.isNumber || "+/=".contains($0) })
            #expect(base64.utf8.count <= 4096 && base64.utf8.count % 4 == 0)
            if var current = open {
                #expect(Set(keys.keys).isSubset(of: ["m", "q"]), "a continuation carries only m (and q)")
                current.base64 += base64
                open = current
            } else {
                open = (keys, base64, cursor)
            }
            if keys["m"] == "1" { continue }
            if let finished = open {
                let payload = Data(base64Encoded: finished.base64)
                #expect(payload != nil, "the payload is base64")
                commands.append(KittyCommand(keys: finished.keys, payload: payload ?? Data(), cursor: finished.cursor))
                open = nil
            }
        }
        #expect(open == nil, "the last chunk says m=0")
        let apcs = output.components(separatedBy: "\u{1B}_G").count - 1
        #expect(apcs == output.matches(of: /\x{1B}_G([^;\x{1B}]*)(?:;([^\x{1B}]*))?\x{1B}\\/).count, "no malformed APC")
        return commands
    }
}

extension [KittyCommand] {
    func with(action: String) -> [KittyCommand] { filter { $0.action == action } }
    var transmittedIDs: [UInt32] { with(action: "t").compactMap(\.id) }
    var placedIDs: [UInt32] { with(action: "p").compactMap(\.id) }
    /// Ids whose placements were taken off with the data kept (`d=i`), or deleted (`d=I`).
    func deleted(_ mode: String) -> [UInt32] { with(action: "d").filter { $0.keys["d"] == mode }.compactMap(\.id) }
}
