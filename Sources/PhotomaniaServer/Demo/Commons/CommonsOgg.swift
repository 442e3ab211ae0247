import Foundation

/// An Ogg Opus stream of silence (RFC 7845): a page with the OpusHead packet, one with
/// OpusTags, then one page of 20 ms packets that hold no frame data, which decoders play as
/// silence. Ogg pages carry their own CRC-32 (polynomial 0x04C11DB7, not reflected).
enum CommonsOgg {
    static let packetCount = 240
    /// Seconds: 20 ms a packet.
    static let duration = Double(packetCount) / 50
    private static let preSkip = 312
    private static let samplesPerPacket = 960

    static func silence(serial: UInt32) -> Data {
        var head = Array("OpusHead".utf8) + [1, 1]
        head.appendLittleEndian(UInt16(preSkip))
        head.appendLittleEndian(UInt32(48_000))
        head.appendLittleEndian(UInt16(0))
        head.append(0)
        let vendor = Array("photomania demo".utf8)
        var tags = Array("OpusTags".utf8)
        tags.appendLittleEndian(UInt32(vendor.count))
        tags += vendor
        tags.appendLittleEndian(UInt32(0))
        let silentPacket: [UInt8] = [0xF8]
        let granule = UInt64(preSkip + packetCount * samplesPerPacket)
        let pages = page(flags: 0x02, granule: 0, serial: serial, sequence: 0, packets: [head])
            + page(flags: 0, granule: 0, serial: serial, sequence: 1, packets: [tags])
            + page(flags: 0x04, granule: granule, serial: serial, sequence: 2, packets: Array(repeating: silentPacket, count: packetCount))
        return Data(pages)
    }

    private static func page(flags: UInt8, granule: UInt64, serial: UInt32, sequence: UInt32, packets: [[UInt8]]) -> [UInt8] {
        var lacing: [UInt8] = []
        for packet in packets {
            lacing += Array(repeating: 255, count: packet.count / 255)
            lacing.append(UInt8(packet.count % 255))
        }
        precondition(lacing.count <= 255, "one Ogg page holds at most 255 segments")
        var bytes = Array("OggS".utf8) + [0, flags]
        bytes.appendLittleEndian(granule)
        bytes.appendLittleEndian(serial)
        bytes.appendLittleEndian(sequence)
        bytes.appendLittleEndian(UInt32(0))
        bytes.append(UInt8(lacing.count))
        bytes += lacing + packets.joined()
        let crc = checksum(bytes)
        for offset in 0..<4 { bytes[22 + offset] = UInt8(truncatingIfNeeded: crc >> (8 * offset)) }
        return bytes
    }

    private static let crcTable: [UInt32] = (0..<256).map { entry in
        var value = UInt32(entry) << 24
        for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        let table = crcTable
        var crc: UInt32 = 0
        for byte in bytes { crc = (crc << 8) ^ table[Int((crc >> 24) ^ UInt32(byte))] }
        return crc
    }
}
