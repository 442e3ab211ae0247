/// Breaks `text` into lines of at most `width` columns at spaces. Existing line breaks are
/// kept; a single word wider than `width` gets a line of its own rather than being cut.
public func wrap(_ text: String, toWidth width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = displayWidth(of: String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        lines.append(line)
    }
    return lines
}
