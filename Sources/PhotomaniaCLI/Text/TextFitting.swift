public enum TextAlignment: Sendable, Equatable {
    case left
    case right
}

/// Cuts `text` to at most `width` columns, ending it with `…` when anything was cut.
/// Never splits a grapheme cluster; a wide character that would not fit is left out whole.
public func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard displayWidth(of: text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
        let characterWidth = displayWidth(of: character)
        if used + characterWidth > width - 1 { break }
        kept.append(character)
        used += characterWidth
    }
    while kept.last?.isWhitespace == true {
        kept.removeLast()
    }
    return kept + "…"
}

/// Adds spaces to reach `width` columns; text already that wide or wider is returned as is.
public func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
    let missing = width - displayWidth(of: text)
    guard missing > 0 else { return text }
    let spaces = String(repeating: " ", count: missing)
    return alignment == .left ? text + spaces : spaces + text
}

/// Exactly `width` columns: truncated with `…` or padded.
public func fit(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
    pad(truncate(text, toWidth: width), toWidth: width, alignment: alignment)
}
