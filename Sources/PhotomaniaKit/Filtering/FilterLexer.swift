/// The words of a `--filter` expression: field names and bare values, quoted texts, operators
/// and parentheses, each with where it stands (in characters).
struct FilterToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case word(String)
        case quoted(String)
        case symbol(String)
        case end
    }

    let kind: Kind
    let offset: Int
    let length: Int

    /// How an error names it: `'>'`, `the end`.
    var shown: String {
        switch kind {
        case .word(let word): "'\(Self.shortened(word))'"
        case .quoted(let text): "'\(Self.shortened(text))' in quotes"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "the end"
        }
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}

enum FilterLexer {
    /// Two-character symbols first, so `<=` is not `<` then `=`; a lone `=` reads as `==`.
    private static let symbols = ["==", "!=", "<=", ">=", "!~", "&&", "||", "<", ">", "~", "!", "(", ")", "="]
    private static let stops: Set<Character> = ["(", ")", "!", "=", "<", ">", "~", "&", "|", "'", "\""]

    static func tokens(_ text: String) throws(FilterSyntaxError) -> [FilterToken] {
        let characters = Array(text)
        var tokens: [FilterToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                let (value, end) = try quoted(characters, from: index)
                tokens.append(FilterToken(kind: .quoted(value), offset: index, length: end - index))
                index = end
            } else if let symbol = symbols.first(where: { matches($0, characters, at: index) }) {
                tokens.append(FilterToken(kind: .symbol(symbol == "=" ? "==" : symbol), offset: index, length: symbol.count))
                index += symbol.count
            } else if stops.contains(character) {
                throw FilterSyntaxError(problem: .expected("an operator", found: "'\(character)'"), offset: index, length: 1)
            } else {
                let start = index
                while index < characters.count, !characters[index].isWhitespace, !stops.contains(characters[index]) { index += 1 }
                tokens.append(FilterToken(kind: .word(String(characters[start..<index])), offset: start, length: index - start))
            }
        }
        tokens.append(FilterToken(kind: .end, offset: characters.count, length: 1))
        return tokens
    }

    private static func matches(_ symbol: String, _ characters: [Character], at index: Int) -> Bool {
        let symbolCharacters = Array(symbol)
        guard index + symbolCharacters.count <= characters.count else { return false }
        return Array(characters[index..<index + symbolCharacters.count]) == symbolCharacters
    }

    /// A text in the quotes that open at `start`; a backslash keeps the next character as it is.
    private static func quoted(_ characters: [Character], from start: Int) throws(FilterSyntaxError) -> (String, end: Int) {
        let quote = characters[start]
        var value = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == quote { return (value, index + 1) }
            if character == "\\", index + 1 < characters.count {
                index += 1
            }
            value.append(characters[index])
            index += 1
        }
        throw FilterSyntaxError(problem: .unterminatedText, offset: start, length: characters.count - start)
    }
}
