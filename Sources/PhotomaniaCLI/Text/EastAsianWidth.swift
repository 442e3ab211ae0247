/// Whether the scalar is East Asian Wide or Fullwidth (UAX #11). Emoji are decided
/// separately through their emoji presentation property, so they are not listed here.
func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
        let middle = (low + high) / 2
        let range = wideRanges[middle]
        if value < range.lowerBound {
            high = middle - 1
        } else if value > range.upperBound {
            low = middle + 1
        } else {
            return true
        }
    }
    return false
}

private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation, ideographic space
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0xA4CF,  // CJK unified ideographs, Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x16FF0...0x16FF1,
    0x17000...0x18CFF,  // Tangut, Khitan
    0x18D00...0x18D08,
    0x1AFF0...0x1B2FF,  // Kana supplements, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B and later
    0x30000...0x3FFFD,
]
