import Foundation

/// The on-disk form of one cache entry: a 20-byte header, then the payload.
///
///     0..<4    magic "PMT1"
///     4..<12   payload length, UInt64 big-endian
///     12..<20  first 8 bytes of the payload's SHA-256, big-endian
///
/// A file that is shorter or longer than its header says, or whose payload does not match
/// the checksum, decodes to nil.
enum DiskCacheEntry {
    static let magic: [UInt8] = Array("PMT1".utf8)
    static let headerSize = 20

    static func encode(_ payload: Data) -> Data {
        var file = Data(capacity: headerSize + payload.count)
        file.append(contentsOf: magic)
        append(UInt64(payload.count), to: &file)
        append(checksum(of: payload), to: &file)
        file.append(payload)
        return file
    }

    static func decode(_ file: Data) -> Data? {
        let bytes = [UInt8](file)
        guard bytes.count >= headerSize, Array(bytes[0..<4]) == magic else { return nil }
        let length = readUInt64(bytes, at: 4)
        guard length == UInt64(bytes.count - headerSize) else { return nil }
        let payload = Data(bytes[headerSize...])
        guard readUInt64(bytes, at: 12) == checksum(of: payload) else { return nil }
        return payload
    }

    static func checksum(of payload: Data) -> UInt64 {
        UInt64(SHA256.hex(of: payload).prefix(16), radix: 16) ?? 0
    }

    private static func append(_ value: UInt64, to data: inout Data) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }

    private static func readUInt64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
