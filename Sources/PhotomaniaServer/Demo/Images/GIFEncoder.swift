import Foundation

/// Encodes packed RGB pixels as a GIF89a with a fixed 3-3-2 palette of 256 colours. The LZW
/// stream sends every pixel as a literal 9-bit code, with a clear code before the table would
/// need 10 bits: larger than the pixels, but every decoder reads it.
enum GIFEncoder {
    /// Literals after a clear code that keep the decoder's table below 512 entries.
    static let literalsPerClear = 254

    static func encode(rgb: [UInt8], width: Int, height: Int) -> Data {
        precondition(width > 0 && height > 0 && width <= 0xFFFF && height <= 0xFFFF && rgb.count == width * height * 3, "GIF needs width × height × 3 bytes")
        var output = Array("GIF89a".utf8)
        output.appendLittleEndian(UInt16(width))
        output.appendLittleEndian(UInt16(height))
        output += [0xF7, 0, 0]
        output += palette
        output.append(0x2C)
        output.appendLittleEndian(UInt16(0))
        output.appendLittleEndian(UInt16(0))
        output.appendLittleEndian(UInt16(width))
        output.appendLittleEndian(UInt16(height))
        output += [0, 8]
        let codes = lzw(indexes(rgb))
        var start = 0
        while start < codes.count {
            let end = min(codes.count, start + 255)
            output.append(UInt8(end - start))
            output += codes[start..<end]
            start = end
        }
        output += [0, 0x3B]
        return Data(output)
    }

    /// Entry `r << 5 | g << 2 | b`: three bits of red and green, two of blue.
    static let palette: [UInt8] = (0..<256).flatMap { (entry: Int) -> [UInt8] in
        let red: Int = (entry >> 5) * 255 / 7
        let green: Int = ((entry >> 2) & 7) * 255 / 7
        let blue: Int = (entry & 3) * 255 / 3
        return [UInt8(red), UInt8(green), UInt8(blue)]
    }

    /// The nearest palette entry of every pixel.
    static func indexes(_ rgb: [UInt8]) -> [UInt8] {
        (0..<(rgb.count / 3)).map { (pixel: Int) -> UInt8 in
            let red: Int = (Int(rgb[pixel * 3]) * 7 + 127) / 255
            let green: Int = (Int(rgb[pixel * 3 + 1]) * 7 + 127) / 255
            let blue: Int = (Int(rgb[pixel * 3 + 2]) * 3 + 127) / 255
            return UInt8(red << 5 | green << 2 | blue)
        }
    }

    private static func lzw(_ indexes: [UInt8]) -> [UInt8] {
        let (clear, end) = (256, 257)
        var output: [UInt8] = []
        output.reserveCapacity(indexes.count * 9 / 8 + 16)
        var buffer = 0
        var bits = 0
        func put(_ code: Int) {
            buffer |= code << bits
            bits += 9
            while bits >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        for (position, index) in indexes.enumerated() {
            if position % literalsPerClear == 0 { put(clear) }
            put(Int(index))
        }
        put(end)
        if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
        return output
    }
}
