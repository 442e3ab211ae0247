import Foundation
import PhotomaniaKit

/// Kitty graphics protocol: raw 24-bit RGB sent in base64 chunks, placed over a cell box.
enum KittyGraphics {
    static let chunkSize = 4096

    /// Transmits and displays `image` scaled by the terminal to `columns`×`rows` cells. `q=2`
    /// keeps the terminal's replies off stdin; `id`, when given, lets the caller delete it later.
    static func encode(_ image: RGBImage, columns: Int, rows: Int, id: UInt32? = nil) -> String {
        let payload = Data(image.pixels).base64EncodedString()
        let chunks = chunks(of: payload)
        var keys = "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),q=2"
        if let id { keys += ",i=\(id)" }
        var output = ""
        for (number, chunk) in chunks.enumerated() {
            let more = number < chunks.count - 1 ? 1 : 0
            let control = number == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(control);\(chunk)\u{1B}\\"
        }
        return output
    }

    /// Deletes the placements and the stored data of image `id`.
    static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
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
