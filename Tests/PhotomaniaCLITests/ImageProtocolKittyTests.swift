import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct ImageProtocolKittyTests {
    /// Splits output into (control keys, payload) per APC `ESC _G … ESC \` command.
    static func commands(_ output: String) -> [(keys: String, payload: String)] {
        #expect(output.hasPrefix("\u{1B}_G") && output.hasSuffix("\u{1B}\\"))
        return output.components(separatedBy: "\u{1B}\\").dropLast().map { command in
            #expect(command.hasPrefix("\u{1B}_G"))
            let body = command.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    static func image(width: Int, height: Int) -> RGBImage {
        RGBImage(width: width, height: height, pixels: (0..<width * height * 3).map { UInt8(($0 * 7 + $0 / 5) % 256) })
    }

    @Test(arguments: [(50, 40, 2), (80, 60, 5), (2, 2, 1)])
    func chunksReassembleToThePixels(width: Int, height: Int, chunkCount: Int) throws {
        let image = Self.image(width: width, height: height)
        let commands = Self.commands(KittyGraphics.encode(image, columns: 10, rows: 5))
        #expect(commands.count == chunkCount)
        #expect(commands[0].keys.hasPrefix("a=T,f=24,s=\(width),v=\(height),c=10,r=5,q=2,m="))
        for (number, command) in commands.enumerated() {
            let last = number == commands.count - 1
            #expect(command.keys.hasSuffix(last ? "m=0" : "m=1"))
            if number > 0 { #expect(command.keys == (last ? "m=0" : "m=1")) }
            #expect(command.payload.utf8.count <= 4096)
            if !last { #expect(command.payload.utf8.count == 4096) }
        }
        let joined = commands.map(\.payload).joined()
        let decoded = try #require(Data(base64Encoded: joined))
        #expect([UInt8](decoded) == image.pixels)
    }

    @Test func idAndDeletion() {
        let output = KittyGraphics.encode(Self.image(width: 1, height: 1), columns: 1, rows: 1, id: 42)
        #expect(output.hasPrefix("\u{1B}_Ga=T,f=24,s=1,v=1,c=1,r=1,q=2,i=42,m=0;"))
        #expect(KittyGraphics.delete(id: 42) == "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
    }

    @Test func chunkBoundaries() {
        #expect(KittyGraphics.chunks(of: "") == [""])
        #expect(KittyGraphics.chunks(of: String(repeating: "A", count: 4096)).count == 1)
        #expect(KittyGraphics.chunks(of: String(repeating: "A", count: 4100)).map(\.count) == [4096, 4])
    }
}
