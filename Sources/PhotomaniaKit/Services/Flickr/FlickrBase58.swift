/// flic.kr's short photo codes (contract §9): a photo id in base 58, big-endian, with the
/// alphabet `1–9 a–z A–Z` less `0 O I l`. Ids pass 2^32, so the arithmetic is 64-bit.
public enum FlickrBase58 {
    static let alphabet = Array("123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ".utf8)

    /// The most digits a 64-bit id takes (58^11 > 2^64).
    static let maxLength = 11

    public static func encode(_ id: UInt64) -> String {
        guard id > 0 else { return "1" }
        var value = id
        var digits: [UInt8] = []
        while value > 0 {
            digits.append(alphabet[Int(value % 58)])
            value /= 58
        }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// The id `code` spells; nil for an empty code, a byte outside the alphabet, a leading `1`
    /// (a zero digit: no id is written so), or a value past 64 bits.
    public static func decode(_ code: String) -> UInt64? {
        let bytes = code.utf8
        guard (1...maxLength).contains(bytes.count), bytes.first != alphabet[0] else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = digitValue[Int(byte)] else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 58)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// Each byte's digit, or nil.
    private static let digitValue: [UInt8?] = {
        var table = [UInt8?](repeating: nil, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()
}
