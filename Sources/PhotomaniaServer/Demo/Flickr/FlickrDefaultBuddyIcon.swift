import Foundation

/// Flickr's default buddy icon, `https://www.flickr.com/images/buddyicon.gif`, for people with
/// no icon of their own (contract §6.2): here `/images/buddyicon.gif`, a 48×48 grey silhouette.
enum FlickrDefaultBuddyIcon {
    static let pathComponents = ["images", "buddyicon.gif"]
    static let side = 48

    static let gif: Data = {
        var pixels: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                let head = (x - 24) * (x - 24) + (y - 18) * (y - 18) <= 81
                let shoulders = Double((x - 24) * (x - 24)) / 289 + Double((y - 46) * (y - 46)) / 196 <= 1
                pixels.append(head || shoulders ? 1 : 0)
            }
        }
        return encodeGIF(width: side, height: side, palette: [(0xE0, 0xE0, 0xE0), (0x9A, 0x9A, 0x9A)], pixels: pixels)
    }()

    /// A GIF89a of up to four colours whose image data is LZW in its simplest valid form: a
    /// clear code before every two pixels, so that every code stays three bits wide.
    static func encodeGIF(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], pixels: [UInt8]) -> Data {
        func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        var bytes = Array("GIF89a".utf8) + little(width) + little(height) + [0x91, 0, 0]
        for index in 0..<4 {
            let color = index < palette.count ? palette[index] : (0, 0, 0)
            bytes += [color.0, color.1, color.2]
        }
        bytes += [0x2C] + little(0) + little(0) + little(width) + little(height) + [0, 2]
        let clear: UInt32 = 4, end: UInt32 = 5
        var codes: [UInt32] = []
        for (index, pixel) in pixels.enumerated() {
            if index.isMultiple(of: 2) { codes.append(clear) }
            codes.append(UInt32(pixel & 3))
        }
        codes.append(end)
        var data: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for code in codes {
            buffer |= code << bits
            bits += 3
            while bits >= 8 {
                data.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { data.append(UInt8(buffer & 0xFF)) }
        var offset = 0
        while offset < data.count {
            let count = min(255, data.count - offset)
            bytes.append(UInt8(count))
            bytes += data[offset..<(offset + count)]
            offset += count
        }
        bytes += [0, 0x3B]
        return Data(bytes)
    }
}
