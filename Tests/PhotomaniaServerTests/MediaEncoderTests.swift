import Foundation
import Testing
@testable import PhotomaniaServer

/// The hand-written file formats read back: PNG chunks, checksums and pixels (and zlib's own
/// reading of them when python3 is there), the GIF's LZW stream decoded, the TIFF's directory,
/// and the PDF, WebM and Ogg structures the Commons face serves.
@Suite struct MediaEncoderTests {
    /// A `width`×`height` picture whose bytes change from pixel to pixel.
    private func pattern(width: Int, height: Int) -> [UInt8] {
        (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 7) }
    }

    private func word(_ bytes: [UInt8], _ at: Int, littleEndian: Bool = false, count: Int = 4) -> Int {
        let slice = bytes[at..<(at + count)]
        return (littleEndian ? Array(slice.reversed()) : Array(slice)).reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func checksumsMatchKnownValues() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C, "past many modulo rounds, as zlib.adler32")
        #expect(CommonsOgg.checksum(Array("123456789".utf8)) == 0x89A1_897F, "CRC-32/POSIX without its final inversion")
    }

    @Test func aPNGHoldsItsChunksChecksumsAndRows() throws {
        let (width, height) = (70_000 / 3 / 2 + 5, 2)
        let rgb = pattern(width: width, height: height)
        let png = [UInt8](PNGEncoder.encode(rgb: rgb, width: width, height: height))
        #expect(png.starts(with: PNGEncoder.signature))
        var position = 8
        var chunks: [(type: String, data: [UInt8])] = []
        while position + 12 <= png.count {
            let length = word(png, position)
            let typed = Array(png[(position + 4)..<(position + 8 + length)])
            #expect(word(png, position + 8 + length) == Int(CRC32.checksum(typed)))
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            position += 12 + length
        }
        #expect(position == png.count && chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(word(chunks[0].data, 0) == width && word(chunks[0].data, 4) == height && Array(chunks[0].data.suffix(5)) == [8, 2, 0, 0, 0])
        let stream = chunks[1].data
        #expect(stream.prefix(2) == [0x78, 0x01] && (0x78 * 256 + 0x01) % 31 == 0)
        var rows: [UInt8] = []
        var block = 2
        var blocks = 0
        var final = false
        while !final {
            final = stream[block] == 1
            let length = word(stream, block + 1, littleEndian: true, count: 2)
            #expect(length ^ word(stream, block + 3, littleEndian: true, count: 2) == 0xFFFF)
            rows += stream[(block + 5)..<(block + 5 + length)]
            block += 5 + length
            blocks += 1
        }
        #expect(blocks == 2)
        #expect(block == stream.count - 4 && word(stream, block) == Int(Adler32.checksum(rows)))
        let expected: [UInt8] = (0..<height).flatMap { (row: Int) -> [UInt8] in [0] + rgb[(row * width * 3)..<((row + 1) * width * 3)] }
        #expect(rows == expected, "unfiltered rows, one stored block after another")
        if let inflated = try Self.pythonInflate(stream) { #expect(inflated == expected, "zlib reads the same rows") }
    }

    /// zlib's own inflation of `stream`, or nil when python3 cannot be run.
    private static func pythonInflate(_ stream: [UInt8]) throws -> [UInt8]? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-zlib-\(UUID().uuidString)")
        try Data(stream).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], 'rb').read()))", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }

    @Test func aGIFsLZWStreamDecodesToItsPaletteIndexes() throws {
        let (width, height) = (300, 3)
        let rgb = pattern(width: width, height: height)
        let gif = [UInt8](GIFEncoder.encode(rgb: rgb, width: width, height: height))
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
        #expect(word(gif, 6, littleEndian: true, count: 2) == width && word(gif, 8, littleEndian: true, count: 2) == height && gif[10] == 0xF7)
        #expect(Array(gif[13..<(13 + 768)]) == GIFEncoder.palette)
        var position = 13 + 768
        #expect(gif[position] == 0x2C && word(gif, position + 5, littleEndian: true, count: 2) == width)
        position += 10
        let minimumCodeSize = Int(gif[position])
        position += 1
        var data: [UInt8] = []
        while gif[position] != 0 {
            data += gif[(position + 1)..<(position + 1 + Int(gif[position]))]
            position += 1 + Int(gif[position])
        }
        #expect(position == gif.count - 2)
        #expect(Self.lzwDecode(data, minimumCodeSize: minimumCodeSize) == GIFEncoder.indexes(rgb))
        let red = GIFEncoder.indexes([255, 0, 0, 0, 0, 255])
        #expect(Array(GIFEncoder.palette[(Int(red[0]) * 3)..<(Int(red[0]) * 3 + 3)]) == [255, 0, 0] && red[1] == 3)
    }

    /// A GIF LZW decoder, as readers implement it: codes grow a bit when the table fills a width.
    private static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8]? {
        let clear = 1 << minimumCodeSize
        var table: [[UInt8]] = (0..<(clear + 2)).map { $0 < clear ? [UInt8($0)] : [] }
        var width = minimumCodeSize + 1
        var previous: [UInt8]?
        var output: [UInt8] = []
        var bit = 0
        while bit + width <= data.count * 8 {
            let code = (0..<width).reduce(0) { code, offset in code | Int(data[(bit + offset) >> 3] >> ((bit + offset) & 7) & 1) << offset }
            bit += width
            if code == clear {
                (table, width, previous) = (Array(table.prefix(clear + 2)), minimumCodeSize + 1, nil)
                continue
            }
            if code == clear + 1 { return output }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                return nil
            }
            output += entry
            if let previous {
                table.append(previous + [entry[0]])
                if table.count == 1 << width, width < 12 { width += 1 }
            }
            previous = entry
        }
        return nil
    }

    @Test func aTIFFsDirectoryPointsAtItsPixels() {
        let (width, height) = (5, 4)
        let rgb = pattern(width: width, height: height)
        let tiff = [UInt8](TIFFEncoder.encode(rgb: rgb, width: width, height: height))
        #expect(tiff.starts(with: [0x49, 0x49, 42, 0]) && word(tiff, 4, littleEndian: true) == 8)
        let count = word(tiff, 8, littleEndian: true, count: 2)
        var fields: [Int: (type: Int, count: Int, value: Int)] = [:]
        for entry in 0..<count {
            let at = 10 + entry * 12
            let type = word(tiff, at + 2, littleEndian: true, count: 2)
            fields[word(tiff, at, littleEndian: true, count: 2)] = (type, word(tiff, at + 4, littleEndian: true),
                                                                      word(tiff, at + 8, littleEndian: true, count: type == 3 ? 2 : 4))
        }
        #expect(fields.keys.sorted() == [256, 257, 258, 259, 262, 273, 277, 278, 279, 282, 283, 284, 296])
        #expect(fields[256]?.value == width && fields[257]?.value == height && fields[259]?.value == 1 && fields[262]?.value == 2)
        #expect(fields[277]?.value == 3 && fields[278]?.value == height && fields[279]?.value == rgb.count)
        let bits = fields[258]?.value ?? 0
        #expect(fields[258]?.count == 3 && (0..<3).allSatisfy { word(tiff, bits + $0 * 2, littleEndian: true, count: 2) == 8 })
        let start = fields[273]?.value ?? 0
        #expect(start % 2 == 0 && Array(tiff[start...]) == rgb)
    }

    @Test func aPDFsCrossReferencesPointAtItsObjects() throws {
        let photo = DemoCatalog(seed: 500, photoCount: 3, referenceDate: DemoFixture.referenceDate).photos[0]
        let pdf = String(decoding: CommonsPDF.document(CommonsMosaic(photo: photo)), as: UTF8.self)
        let bytes = Array(CommonsPDF.document(CommonsMosaic(photo: photo)))
        #expect(pdf.hasPrefix("%PDF-1.4\n") && pdf.hasSuffix("%%EOF\n"))
        let tail = pdf.components(separatedBy: "startxref\n").last ?? ""
        let xref = try #require(Int(tail.split(separator: "\n").first ?? ""))
        #expect(bytes[xref...].starts(with: Array("xref\n0 6\n".utf8)))
        let entries = String(decoding: bytes[xref...], as: UTF8.self).split(separator: "\n").dropFirst(3).prefix(5)
        for (number, entry) in entries.enumerated() {
            let offset = try #require(Int(entry.prefix(10)))
            #expect(bytes[offset...].starts(with: Array("\(number + 1) 0 obj\n".utf8)), "object \(number + 1)")
        }
        let length = try #require(pdf.components(separatedBy: "/Length ").last?.split(separator: " ").first.flatMap { Int($0) })
        #expect(pdf.components(separatedBy: "stream\n")[1].utf8.count == length + "\nend".utf8.count)
    }

    @Test func theWebMAndOggContainersAreWellFormed() {
        let webm = [UInt8](CommonsWebM.header(width: 640, height: 427, trackUID: 99))
        #expect(webm.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) && webm[4] & 0x80 != 0)
        let headerEnd = 5 + Int(webm[4] & 0x7F)
        #expect(String(decoding: webm[5..<headerEnd], as: UTF8.self).contains("webm"))
        #expect(webm[headerEnd...].starts(with: [0x18, 0x53, 0x80, 0x67]))
        let ogg = [UInt8](CommonsOgg.silence(serial: 7))
        var position = 0
        var granules: [Int] = []
        while position < ogg.count {
            #expect(ogg[position...].starts(with: Array("OggS".utf8)))
            let segments = Int(ogg[position + 26])
            let length = 27 + segments + ogg[(position + 27)..<(position + 27 + segments)].reduce(0) { $0 + Int($1) }
            var page = Array(ogg[position..<(position + length)])
            let crc = word(page, 22, littleEndian: true)
            page.replaceSubrange(22..<26, with: [0, 0, 0, 0])
            #expect(Int(CommonsOgg.checksum(page)) == crc)
            granules.append(word(page, 6, littleEndian: true, count: 8))
            position += length
        }
        #expect(position == ogg.count && granules == [0, 0, 312 + CommonsOgg.packetCount * 960])
        #expect(ogg[28..<36].elementsEqual("OpusHead".utf8))
    }
}
