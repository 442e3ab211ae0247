import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ImageProtocolITermTests {
    @Test func sequenceCarriesAJPEGFile() throws {
        let image = RGBImage(width: 16, height: 8, pixels: (0..<16 * 8 * 3).map { UInt8($0 % 256) })
        let output = try ITermInlineImage.encode(image, columns: 16, rows: 4)
        let prefix = "\u{1B}]1337;File=inline=1;size="
        #expect(output.hasPrefix(prefix) && output.hasSuffix("\u{07}"))
        let body = output.dropFirst(prefix.count).dropLast()
        let parts = body.split(separator: ":", maxSplits: 1)
        try #require(parts.count == 2)
        let arguments = parts[0].split(separator: ";")
        #expect(arguments.dropFirst().map(String.init) == ["width=16", "height=4", "preserveAspectRatio=1"])
        let file = try #require(Data(base64Encoded: String(parts[1])))
        #expect(arguments.first.map(String.init) == "\(file.count)")
        #expect(Array(file.prefix(2)) == [0xFF, 0xD8])
        #expect(Array(file.suffix(2)) == [0xFF, 0xD9])
    }

    @Test func sequenceShapeForKnownBytes() {
        let file = Data([1, 2, 3])
        #expect(ITermInlineImage.sequence(file: file, columns: 5, rows: 2)
            == "\u{1B}]1337;File=inline=1;size=3;width=5;height=2;preserveAspectRatio=1:AQID\u{07}")
    }
}
