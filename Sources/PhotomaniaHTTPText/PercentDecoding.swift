/// `%XX` escapes, as URLs, query strings, cache keys, fault specs and `filename*` carry them.
public enum PercentDecoding {
    /// The bytes `%XX` sequences stand for, other characters as their UTF-8, and `+` as a space
    /// when `plusAsSpace` (a query string's form encoding). A `%` not followed by two hex digits
    /// fails when `strict`, and is kept as a literal `%` otherwise. Bytes, not Characters: a
    /// combining mark after `%` makes one Character that is not "%".
    public static func bytes(of text: Substring, strict: Bool, plusAsSpace: Bool = false) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%") {
                if index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                    bytes.append(high << 4 | low)
                    index += 3
                    continue
                }
                if strict { return nil }
            }
            bytes.append(plusAsSpace && utf8[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : utf8[index])
            index += 1
        }
        return bytes
    }

    /// The text `text` stands for, decoded strictly; nil for a broken escape or bytes that are
    /// not UTF-8.
    public static func string(of text: Substring, plusAsSpace: Bool = false) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) || (plusAsSpace && text.utf8.contains(UInt8(ascii: "+"))) else { return String(text) }
        return bytes(of: text, strict: true, plusAsSpace: plusAsSpace).flatMap { String(validating: $0, as: UTF8.self) }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
