/// Whether the name a URL ends in says anything a person would recognise. Image servers name
/// files after sizes, ids and hashes (`2048.jpg`, `4.jpg`, `1080x720.jpg`, `m2048`, `v2`,
/// `9f86d081884c7d65.jpg`, `IMG_1234.jpg`), which tell one photo from another only by number.
enum ReadableName {
    /// True when some word of the name's stem (its extension left out; words split at anything
    /// but a letter or digit) is one a person reads: not a number, a size, a hash, an id with a
    /// few letters, or a word image servers use for any picture.
    static func isReadable(_ name: String) -> Bool {
        let stem = FileNameExtension.of(name).map { name[..<$0.startIndex] } ?? name[...]
        var word = String.UnicodeScalarView()
        var found = false
        func endWord() {
            if !word.isEmpty, !isMeaningless(word) { found = true }
            word = String.UnicodeScalarView()
        }
        for scalar in stem.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.append(scalar)
            } else {
                endWord()
            }
        }
        endWord()
        return found
    }

    /// Words of an image URL that name no picture in particular.
    static let genericWords: Set<String> = [
        "img", "image", "images", "photo", "photos", "pic", "picture", "file", "download", "media",
        "original", "orig", "full", "large", "medium", "small", "thumb", "thumbnail", "square", "sq",
        "preview", "default", "raw", "hd", "hq", "max", "size", "crop", "resized", "scaled", "dsc", "dscn", "dscf",
    ]

    private static func isMeaningless(_ word: String.UnicodeScalarView) -> Bool {
        guard word.allSatisfy(\.isASCII) else { return false }
        let text = String(word).lowercased()
        if genericWords.contains(text) { return true }
        let digits = word.filter(NamingASCII.isDigit).count
        let letters = word.count - digits
        // `b`, `m`, `sq`: the size letters of `12345_b.jpg` or `m=2048`.
        if digits == 0 { return word.count <= 2 }
        // `2048`, `v2`, `m2048`, `1080p`, `1080x720`, `2048px`, `4k`, `img001`: a number with a few letters.
        if letters <= 2 || (letters <= 3 && digits >= 3) { return true }
        // A hash or a token: hex digits, or long and mixing letters with digits.
        return (word.count >= 8 && word.allSatisfy(\.properties.isASCIIHexDigit)) || word.count >= 16
    }
}
