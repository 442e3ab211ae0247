/// The file keywords of a search (CirrusSearch's `filetype:` and `filemime:`): each keeps the
/// files whose media type (`bitmap`, `drawing`, `video`, `audio`, `multimedia`, `office`…) or
/// MIME type is one of its `|`-separated values, quoted or not, case aside; a `-` in front
/// drops those files instead. Every keyword must hold.
struct CommonsSearchFilter {
    private struct Condition {
        let byMime: Bool
        let values: Set<String>
        let negated: Bool
    }

    private var conditions: [Condition] = []

    /// Keeps `word` as a condition if it is a file keyword; false for a plain word.
    mutating func take(_ word: String) -> Bool {
        let negated = word.hasPrefix("-")
        let keyword = negated ? word.dropFirst() : Substring(word)
        guard let colon = keyword.firstIndex(of: ":") else { return false }
        let name = keyword[..<colon].lowercased()
        guard name == "filetype" || name == "filemime" else { return false }
        let values = keyword[keyword.index(after: colon)...].split(separator: "|").map {
            $0.trimmingCharacters(in: ["\""]).lowercased()
        }
        conditions.append(Condition(byMime: name == "filemime", values: Set(values), negated: negated))
        return true
    }

    func accepts(_ file: CommonsFile) -> Bool {
        conditions.allSatisfy { condition in
            let value = condition.byMime ? file.format.mime : file.format.mediaType.lowercased()
            return condition.values.contains(value) != condition.negated
        }
    }
}
