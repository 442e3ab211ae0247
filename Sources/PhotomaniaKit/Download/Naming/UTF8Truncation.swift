enum UTF8Truncation {
    /// The longest run of whole grapheme clusters from the start of `text` that fits in `maxBytes`
    /// of UTF-8, so neither a multi-byte sequence nor a character with its combining marks is cut.
    static func prefix(of text: Substring, maxBytes: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let size = text[index].utf8.count
            guard used + size <= maxBytes else { break }
            used += size
            end = text.index(after: index)
        }
        return text[..<end]
    }
}
