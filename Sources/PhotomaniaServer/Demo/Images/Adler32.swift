/// zlib's Adler-32 (RFC 1950 §8.2), which closes the zlib stream inside a PNG.
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65_521
        var (low, high): (UInt32, UInt32) = (1, 0)
        var start = 0
        // 5,552 bytes is the most `high` can take before the modulo without overflowing.
        while start < bytes.count {
            let end = min(bytes.count, start + 5_552)
            for position in start..<end {
                low &+= UInt32(bytes[position])
                high &+= low
            }
            (low, high) = (low % modulus, high % modulus)
            start = end
        }
        return high << 16 | low
    }
}
