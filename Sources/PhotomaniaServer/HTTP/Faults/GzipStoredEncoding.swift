import Foundation

/// Bytes as one gzip member (RFC 1952) whose deflate stream (RFC 1951) holds them in stored,
/// uncompressed blocks: any gzip decoder reads it, and the server needs no zlib.
enum GzipStoredEncoding {
    static let maxBlockLength = 65_535

    /// ID1 ID2, CM = deflate, no flags, no modification time, XFL 0, OS unknown.
    private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF]

    static func encode(_ original: Data) -> Data {
        let bytes = [UInt8](original)
        let blockCount = max(1, (bytes.count + maxBlockLength - 1) / maxBlockLength)
        var encoded = header
        encoded.reserveCapacity(header.count + 5 * blockCount + bytes.count + 8)
        var start = 0
        repeat {
            let end = min(start + maxBlockLength, bytes.count)
            let length = UInt16(end - start)
            // BFINAL in bit 0, BTYPE 00 (stored) in bits 1-2; a stored block's head then pads to the byte.
            encoded.append(end == bytes.count ? 0x01 : 0x00)
            appendLittleEndian(length, to: &encoded)
            appendLittleEndian(~length, to: &encoded)
            encoded.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.count
        appendLittleEndian(CRC32.checksum(bytes), to: &encoded)
        appendLittleEndian(UInt32(truncatingIfNeeded: bytes.count), to: &encoded)
        return Data(encoded)
    }

    private static func appendLittleEndian(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
