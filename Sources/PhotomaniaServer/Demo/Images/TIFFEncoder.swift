import Foundation

/// Encodes packed 8-bit RGB pixels as a baseline TIFF: little-endian, one IFD, uncompressed,
/// chunky, all rows in a single strip, 72 dpi.
enum TIFFEncoder {
    private enum FieldType: UInt16 {
        case short = 3, long = 4, rational = 5
    }

    static func encode(rgb: [UInt8], width: Int, height: Int) -> Data {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "TIFF needs width × height × 3 bytes")
        let entryCount = 13
        let directoryEnd = 8 + 2 + entryCount * 12 + 4
        let bitsOffset = directoryEnd
        let xResolutionOffset = bitsOffset + 6
        let yResolutionOffset = xResolutionOffset + 8
        let pixelOffset = yResolutionOffset + 8
        let entries: [(tag: UInt16, type: FieldType, count: UInt32, value: Int)] = [
            (256, .long, 1, width), (257, .long, 1, height), (258, .short, 3, bitsOffset), (259, .short, 1, 1), (262, .short, 1, 2),
            (273, .long, 1, pixelOffset), (277, .short, 1, 3), (278, .long, 1, height), (279, .long, 1, rgb.count),
            (282, .rational, 1, xResolutionOffset), (283, .rational, 1, yResolutionOffset), (284, .short, 1, 1), (296, .short, 1, 2),
        ]
        var output: [UInt8] = [0x49, 0x49, 42, 0]
        output.reserveCapacity(pixelOffset + rgb.count)
        output.appendLittleEndian(UInt32(8))
        output.appendLittleEndian(UInt16(entries.count))
        for entry in entries {
            output.appendLittleEndian(entry.tag)
            output.appendLittleEndian(entry.type.rawValue)
            output.appendLittleEndian(entry.count)
            if entry.type == .short, entry.count == 1 {
                output.appendLittleEndian(UInt16(entry.value))
                output.appendLittleEndian(UInt16(0))
            } else {
                output.appendLittleEndian(UInt32(entry.value))
            }
        }
        output.appendLittleEndian(UInt32(0))
        for _ in 0..<3 { output.appendLittleEndian(UInt16(8)) }
        for _ in 0..<2 {
            output.appendLittleEndian(UInt32(72))
            output.appendLittleEndian(UInt32(1))
        }
        precondition(output.count == pixelOffset && entries.count == entryCount)
        output += rgb
        return Data(output)
    }
}
