/// The text of the HTML a server sends (descriptions, comments, Commons's author fields): tags
/// dropped, `<br>` and paragraphs as line breaks, links as `text (url)`, character references
/// decoded; malformed markup kept as text. What reaches a terminal is sanitised after this.
public enum HTMLText {
    public static func text(of html: String, showingLinks: Bool = true) -> String {
        var converter = HTMLConverter(Array(html.unicodeScalars), showsLinks: showingLinks)
        converter.run()
        return String(String.UnicodeScalarView(converter.output))
    }

    /// The text on one line, its runs of white space one space, links as their text alone (a
    /// name, a title); nil when there is none.
    public static func line(of html: String) -> String? {
        let words = text(of: html, showingLinks: false).split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
