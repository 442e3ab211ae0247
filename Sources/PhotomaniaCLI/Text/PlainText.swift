import PhotomaniaKit

/// Turning the HTML a server sends (photo descriptions, comments) into text for a terminal.
public enum PlainText {
    /// Strips tags, turns `<br>` and paragraphs into line breaks, writes links as
    /// `text (url)`, decodes character references, normalises `\r\n`, collapses runs of
    /// spaces, keeps at most one blank line in a row, trims, and removes terminal controls.
    /// Malformed markup (`<` without `>`, `&` without `;`) is kept as text.
    public static func fromHTML(_ html: String) -> String {
        tidy(sanitizedForTerminal(HTMLText.text(of: html)))
    }

    /// Collapses spaces within lines, trims them, and keeps at most one blank line in a row.
    static func tidy(_ text: String) -> String {
        var lines: [String] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" })
            let line = words.joined(separator: " ")
            if line.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(line)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
