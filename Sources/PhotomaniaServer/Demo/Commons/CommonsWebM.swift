import Foundation

/// The opening of a WebM file as a Matroska muxer writes it: the EBML header, then a Segment
/// with its Info (timestamp scale, duration) and one VP8 video track, and no frames. Enough for
/// a client to tell the format, the size and the duration.
enum CommonsWebM {
    static let duration = 12.48
    private static let application = "photomania demo"

    static func header(width: Int, height: Int, trackUID: UInt64) -> Data {
        let ebml = element(0x1A45_DFA3, unsigned(0x4286, 1) + unsigned(0x42F7, 1) + unsigned(0x42F2, 4) + unsigned(0x42F3, 8)
            + string(0x4282, "webm") + unsigned(0x4287, 2) + unsigned(0x4285, 2))
        let info = element(0x1549_A966, unsigned(0x2A_D7B1, 1_000_000) + float(0x4489, duration * 1000)
            + string(0x4D80, application) + string(0x5741, application))
        let video = element(0xE0, unsigned(0xB0, UInt64(width)) + unsigned(0xBA, UInt64(height)))
        let track = element(0xAE, unsigned(0xD7, 1) + unsigned(0x73C5, trackUID) + unsigned(0x83, 1) + string(0x86, "V_VP8") + video)
        let segment = element(0x1853_8067, info + element(0x1654_AE6B, track))
        return Data(ebml + segment)
    }

    /// An element: its ID (marker bits included), its size as a variable-length integer, its body.
    private static func element(_ id: UInt32, _ body: [UInt8]) -> [UInt8] {
        var length = 1
        while body.count >= (1 << (7 * length)) - 1 { length += 1 }
        var size = (0..<length).reversed().map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) }
        size[0] |= UInt8(0x80 >> (length - 1))
        return minimalBigEndian(UInt64(id)) + size + body
    }

    private static func unsigned(_ id: UInt32, _ value: UInt64) -> [UInt8] {
        element(id, minimalBigEndian(value))
    }

    private static func string(_ id: UInt32, _ text: String) -> [UInt8] {
        element(id, Array(text.utf8))
    }

    private static func float(_ id: UInt32, _ value: Double) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(value.bitPattern)
        return element(id, bytes)
    }

    private static func minimalBigEndian(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(value)
        let significant = Array(bytes.drop { $0 == 0 })
        return significant.isEmpty ? [0] : significant
    }
}
