/// How many terminal columns `text` takes: 2 for wide East Asian characters and emoji,
/// 0 for combining marks, zero-width and control characters, 1 for everything else.
public func displayWidth(of text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        return text.utf8.count
    }
    var total = 0
    for character in text {
        total += displayWidth(of: character)
    }
    return total
}

/// The width of one grapheme cluster, as a terminal draws it.
public func displayWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII {
        if first.value < 0x20 || first.value == 0x7F { return 0 }
        return scalars.contains(emojiVariationSelector) ? 2 : 1
    }
    if isZeroWidth(first) { return 0 }
    if scalars.contains(textVariationSelector) {
        return isEastAsianWide(first) ? 2 : 1
    }
    if first.properties.isEmojiPresentation || isEastAsianWide(first) {
        return 2
    }
    if scalars.contains(emojiVariationSelector), first.properties.isEmoji {
        return 2
    }
    return 1
}

private let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"
private let textVariationSelector: Unicode.Scalar = "\u{FE0E}"
private let softHyphen: Unicode.Scalar = "\u{AD}"

private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
        true
    case .format:
        scalar != softHyphen
    default:
        false
    }
}
