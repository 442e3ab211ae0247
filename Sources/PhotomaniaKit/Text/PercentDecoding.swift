enum PercentDecoding {
    /// The bytes `%XX` sequences stand for, other characters as their UTF-8. A `%` not followed by
    /// two hex digits fails when `strict`, and is kept as a literal `%` otherwise.
    static func bytes(of text: Substring, strict: Bool) -> [UInt8]? {
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
            bytes.append(utf8[index])
            index += 1
        }
        return bytes
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
