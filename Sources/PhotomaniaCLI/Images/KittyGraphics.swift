import Foundation
import PhotomaniaKit

/// Kitty graphics protocol: raw 24-bit RGB sent in base64 chunks, placed over a cell box.
enum KittyGraphics {
    static let chunkSize = 4096

    /// Transmits and displays `image` scaled by the terminal to `columns`×`rows` cells. `q=2`
    /// keeps the terminal's replies off stdin; `id`, when given, lets the caller delete it later;
    /// `keepCursor` (`C=1`) leaves the cursor where it was instead of moving it past the image.
    static func encode(_ image: RGBImage, columns: Int, rows: Int, id: UInt32? = nil, keepCursor: Bool = false) -> String {
        var keys = "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),q=2"
        if let id { keys += ",i=\(id)" }
        if keepCursor { keys += ",C=1" }
        return chunked(keys, image)
    }

    /// Transmits `image` as image `id` without showing it (`a=t`): `place` shows it later, as
    /// often as wanted, without sending the pixels again.
    static func transmit(_ image: RGBImage, id: UInt32) -> String {
        chunked("a=t,i=\(id),f=24,s=\(image.width),v=\(image.height),q=2", image)
    }

    /// Shows image `id`, already transmitted, over `columns`×`rows` cells from the cursor, which
    /// stays where it is. Placing again with the same `placement` moves the one shown.
    static func place(id: UInt32, placement: UInt32 = 1, columns: Int, rows: Int) -> String {
        "\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
    }

    /// Deletes the placements and the stored data of image `id`.
    static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Takes image `id` off the screen and keeps its data for placing it again.
    static func deletePlacements(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\"
    }

    /// Deletes every placement on the screen, and the data of those images.
    static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// The pixels in APC commands of at most `chunkSize` base64 characters; the first carries
    /// `keys`, and each says whether more follow (`m=1`) or not (`m=0`).
    private static func chunked(_ keys: String, _ image: RGBImage) -> String {
        let chunks = chunks(of: Data(image.pixels).base64EncodedString())
        var output = ""
        for (number, chunk) in chunks.enumerated() {
            let more = number < chunks.count - 1 ? 1 : 0
            let control = number == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(control);\(chunk)\u{1B}\\"
        }
        return output
    }

    /// Base64 split into pieces of at most `chunkSize` characters (a multiple of 4, as required).
    static func chunks(of payload: String) -> [Substring] {
        guard !payload.isEmpty else { return [""] }
        var pieces: [Substring] = []
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            pieces.append(payload[start..<end])
            start = end
        }
        return pieces
    }
}
