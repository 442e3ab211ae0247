import Foundation
import PhotomaniaKit

/// X Window Dump files (XWD, version 7), as `xwd` writes them and as Xvfb keeps its screens under
/// `-fbdir`: a header of 25 big-endian 32-bit fields, the window's name, a colour map of 12-byte
/// entries, then the pixels as ZPixmap rows of `bytes_per_line`. True colour only: 24 or 32 bits
/// a pixel in the header's byte order, each channel where its mask says, as on a 24-bit screen.
enum XWD {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The pixels as 8-bit RGB.
    static func decode(_ data: Data) throws(Failure) -> RGBImage {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw Failure(description: "an XWD header has 100 bytes; the file has \(bytes.count)") }
        func field(_ index: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
        }
        let (headerSize, version, format, width, height) = (field(0), field(1), field(2), field(4), field(5))
        let (byteOrder, bitsPerPixel, bytesPerLine, visualClass) = (field(7), field(11), field(12), field(13))
        let masks = [field(14), field(15), field(16)]
        let colors = field(19)
        guard version == 7, format == 2 else { throw Failure(description: "XWD version \(version), format \(format): only version 7 ZPixmap is read") }
        guard [24, 32].contains(bitsPerPixel), [4, 5].contains(visualClass), masks.allSatisfy({ $0 != 0 }) else {
            throw Failure(description: "XWD of \(bitsPerPixel) bits a pixel, visual class \(visualClass): only true colour is read")
        }
        let start = headerSize + colors * 12
        guard width > 0, height > 0, bytesPerLine >= width * bitsPerPixel / 8, start + bytesPerLine * height <= bytes.count else {
            throw Failure(description: "XWD of \(width)×\(height) at \(bytesPerLine) bytes a line does not fit in \(bytes.count) bytes")
        }
        // Each channel: its shift and its largest value (a mask of 8 bits gives 255).
        let channels = masks.map { mask in (shift: mask.trailingZeroBitCount, maximum: mask >> mask.trailingZeroBitCount) }
        let pixelBytes = bitsPerPixel / 8
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let offset = start + y * bytesPerLine + x * pixelBytes
                var value = 0
                for index in 0..<pixelBytes {
                    // byte_order 0 is LSBFirst: the first byte is the lowest.
                    let byte = Int(bytes[offset + (byteOrder == 0 ? pixelBytes - 1 - index : index)])
                    value = value << 8 | byte
                }
                for (channel, (shift, maximum)) in channels.enumerated() {
                    let level = (value >> shift) & maximum
                    pixels[(y * width + x) * 3 + channel] = UInt8(maximum == 255 ? level : level * 255 / maximum)
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
