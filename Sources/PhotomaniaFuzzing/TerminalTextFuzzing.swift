import Foundation
import PhotomaniaCLI

extension FuzzTarget {
    /// Server text on its way to a terminal: no control, escape or bidi character gets through.
    static let terminalText = FuzzTarget(name: "terminal-text", seedFolders: ["fuzz/terminal-text"], maxLength: 4096) { data throws(FuzzViolation) in
        let text = String(decoding: data, as: UTF8.self)
        let block = sanitizedForTerminal(text)
        try FuzzViolation.require(!block.unicodeScalars.contains { isControlOrBidi($0) && $0 != "\n" && $0 != "\t" }, "sanitised text keeps only newline and tab of the controls: \(block.debugDescription)")
        let line = sanitizedForTerminal(text, singleLine: true)
        try FuzzViolation.require(!line.unicodeScalars.contains(where: isControlOrBidi), "a sanitised line has no control character: \(line.debugDescription)")
    }
}
