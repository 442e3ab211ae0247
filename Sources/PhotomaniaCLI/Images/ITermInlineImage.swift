import Foundation
import PhotomaniaKit
import PhotomaniaServer

/// iTerm2 inline images (also understood by WezTerm): a whole image file, here a JPEG, in base64.
enum ITermInlineImage {
    static func encode(_ image: RGBImage, columns: Int, rows: Int) throws -> String {
        sequence(file: try jpeg(image), columns: columns, rows: rows)
    }

    static func jpeg(_ image: RGBImage) throws -> Data {
        try JPEGEncoder.encode(rgb: image.pixels, width: image.width, height: image.height, quality: 90)
    }

    static func sequence(file: Data, columns: Int, rows: Int) -> String {
        let arguments = "inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1"
        return "\u{1B}]1337;File=\(arguments):\(file.base64EncodedString())\u{07}"
    }
}
