/// A key press as the browser understands it, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace
    /// Ctrl plus a letter, e.g. `.control("c")` for Ctrl-C.
    case control(Character)
}

/// Turns terminal input bytes into keys. An ESC alone is ambiguous (Esc, or the start of an
/// arrow key's sequence): it is held until more bytes come or `flush()` says none will.
struct KeyParser {
    private var pending: [UInt8] = []

    /// The keys completed by `bytes`; an unfinished escape sequence waits for the next call.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, length) = Self.decode(pending[...]) {
            pending.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// No more bytes came soon after an ESC: it was the Esc key.
    mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        pending.removeFirst()
        return [.escape] + feed([])
    }

    var isWaiting: Bool { !pending.isEmpty }

    /// One key from the front of `bytes` and how many bytes it used (a nil key: bytes to skip);
    /// nil when the bytes so far may be the start of a longer sequence.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let rest = bytes.dropFirst()
        guard let introducer = rest.first else { return nil }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (.escape, 1)  // Esc followed by an ordinary key (Alt+key): Esc, then the key
        }
        // CSI: parameter bytes 0x30–0x3F, then a final byte 0x40–0x7E.
        var index = rest.index(after: rest.startIndex)
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index = bytes.index(after: index) }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let length = index - bytes.startIndex + 1
        guard (0x40...0x7E).contains(final) else { return (.escape, 1) }
        let parameters = String(decoding: bytes[rest.index(after: rest.startIndex)..<index], as: UTF8.self)
        let key: Key? = switch (Character(Unicode.Scalar(final)), parameters) {
        case ("A", _): .up
        case ("B", _): .down
        case ("C", _): .right
        case ("D", _): .left
        case ("H", _), ("~", "1"), ("~", "7"): .home
        case ("F", _), ("~", "4"), ("~", "8"): .end
        case ("~", "5"): .pageUp
        case ("~", "6"): .pageDown
        default: nil
        }
        return (key, length)
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = switch first {
        case 0x00..<0x80: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first != "\u{FFFD}" else { return (nil, 1) }
        return (.character(character), length)
    }
}
