import Foundation

/// Encodes packed 8-bit RGB pixels as PNG: IHDR, one IDAT holding a zlib stream of "stored"
/// (uncompressed) deflate blocks with every row unfiltered, IEND.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(rgb: [UInt8], width: Int, height: Int) -> Data {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "PNG needs width × height × 3 bytes")
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]
        let rowBytes = width * 3
        var rows: [UInt8] = []
        rows.reserveCapacity(height * (rowBytes + 1))
        for row in 0..<height {
            rows.append(0)
            rows += rgb[(row * rowBytes)..<((row + 1) * rowBytes)]
        }
        var output = signature
        appendChunk("IHDR", header, to: &output)
        appendChunk("IDAT", zlibStored(rows), to: &output)
        appendChunk("IEND", [], to: &output)
        return Data(output)
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4) of at most 65,535 bytes.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        output.reserveCapacity(bytes.count + bytes.count / 65_535 * 5 + 11)
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65_535)
            let length = UInt16(end - start)
            output.append(end == bytes.count ? 1 : 0)
            output.appendLittleEndian(length)
            output.appendLittleEndian(~length)
            output += bytes[start..<end]
            start = end
        } while start < bytes.count
        output.appendBigEndian(Adler32.checksum(bytes))
        return output
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        output.appendBigEndian(UInt32(data.count))
        output += typed
        output.appendBigEndian(CRC32.checksum(typed))
    }
}
