import Foundation

/// Text made safe for roff (man(7)): every character printed as itself.
enum Roff {
    /// Escapes backslashes (`\e`), every `-` (`\-`, so options copy as ASCII minus), non-ASCII
    /// characters (`\[u00B7]`, needing no input encoding), and a `.` or `'` that starts a line
    /// (`\&.`, else roff reads a request). Newlines are kept as line breaks of the source.
    static func text(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var result = ""
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\\": result += "\\e"
                case "-": result += "\\-"
                case _ where scalar.value > 0x7E || (scalar.value < 0x20 && scalar != "\t"):
                    result += "\\[u" + hex(scalar.value) + "]"
                default: result.unicodeScalars.append(scalar)
                }
            }
            if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
            return result
        }.joined(separator: "\n")
    }

    /// One argument of a macro such as `.SS` or `.TH`: escaped and double-quoted.
    static func argument(_ text: String) -> String {
        "\"" + Roff.text(text).replacingOccurrences(of: "\"", with: "\\(dq").replacingOccurrences(of: "\n", with: " ") + "\""
    }

    static func bold(_ text: String) -> String { "\\fB" + Roff.text(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + Roff.text(text) + "\\fR" }

    /// Paragraphs separated by blank lines become `.PP` blocks; a source line that would be
    /// empty (a request of its own in roff) is never written.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .flatMap { [".PP"] + Roff.text($0).split(separator: "\n").map(String.init).filter { !$0.isEmpty } }
    }

    /// `.TP` items: the term on the tag line, the text below.
    static func item(_ term: String, _ text: String) -> [String] {
        [".TP", term] + Roff.text(text).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Lines kept as written (`.nf`), indented: commands to copy.
    static func literal(_ lines: [String]) -> [String] {
        [".PP", ".RS 4", ".nf"] + lines.map(Roff.text) + [".fi", ".RE"]
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
