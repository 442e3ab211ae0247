/// The CRC-32 of gzip, zlib and PNG (ISO-HDLC): reflected polynomial 0xEDB88320, register
/// preset to all ones and inverted at the end.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var remainder = UInt32(index)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB8_8320 : remainder >> 1
        }
        return remainder
    }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var register: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            register = table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
        }
        return ~register
    }
}
