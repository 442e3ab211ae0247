/// The number a flic.kr code spells: base 58, big-endian, in the alphabet `1–9 a–z A–Z` less
/// `0 O I l` (contract §9). The client's `FlickrBase58` reads them the same way; this server
/// does not import the client.
enum FlickrShortCode {
    private static let alphabet = Array("123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ".utf8)

    /// The number `code` spells; nil for an empty code, a leading zero digit (`1`), a byte
    /// outside the alphabet, or more than fits in 63 bits.
    static func number(_ code: String) -> Int? {
        guard (1...11).contains(code.utf8.count), code.utf8.first != alphabet[0] else { return nil }
        var value = 0
        for byte in code.utf8 {
            guard let digit = alphabet.firstIndex(of: byte) else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 58)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }
}
