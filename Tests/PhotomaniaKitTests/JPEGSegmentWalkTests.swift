import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// The integrity check walks the marker segments up to the first scan: a whole JPEG has a frame
/// (SOFn) and a scan (SOS) with data before its end marker; nothing is decoded.
@Suite("JPEG completeness: a frame and a scan before the end")
struct JPEGSegmentWalkTests {
    static let soi: [UInt8] = [0xFF, 0xD8]
    static let eoi: [UInt8] = [0xFF, 0xD9]
    static let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    /// SOF0 for 65,000 × 65,000 pixels, three components.
    static let hugeFrame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 8, 0xFD, 0xE8, 0xFD, 0xE8, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    static let scanHeader: [UInt8] = [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 0x3F, 0]

    /// The probe's file: SOI, APP0, a SOF for 65,000², EOI — and no scan.
    static let scanless = Data(soi + app0 + hugeFrame + eoi)

    static func fixture(_ name: String) throws -> Data { try Fixtures.data("images/" + name) }

    private static func withFile<T>(_ data: Data, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-walk-\(UUID().uuidString).jpg").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    private func isComplete(_ data: Data) throws -> Bool {
        let fromBytes = JPEGIntegrity.check(data)
        let fromFile = try Self.withFile(data) { JPEGIntegrity.check(fileAt: $0) }
        #expect(fromBytes == fromFile, "bytes and file agree")
        return fromBytes == .complete
    }

    @Test func theProbesFortyOneByteFileIsNoImage() throws {
        #expect(Self.scanless.count == 41)
        #expect(try !isComplete(Self.scanless))
        #expect(JPEGIntegrity.check(Self.scanless).description.contains("no scan"), "\(JPEGIntegrity.check(Self.scanless))")
    }

    @Test(arguments: ["baseline.jpg", "progressive.jpg", "gray.jpg", "ycck.jpg", "cmyk.jpg"])
    func realJPEGsAreComplete(name: String) throws {
        #expect(try isComplete(Self.fixture(name)))
    }

    @Test func encodedImagesOfEverySmallSizeAreComplete() throws {
        for (width, height) in [(1, 1), (7, 3), (16, 8), (33, 17)] {
            let pixels = [UInt8](repeating: 90, count: width * height * 3)
            #expect(try isComplete(JPEGEncoder.encode(rgb: pixels, width: width, height: height)), "\(width)×\(height)")
        }
    }

    @Test(arguments: ["no-sos.jpg", "bomb.jpg", "truncated.jpg", "garbage.jpg", "png-as-jpeg.jpg"])
    func damagedOrForeignFilesAreNot(name: String) throws {
        #expect(try !isComplete(Self.fixture(name)))
    }

    @Test func aScanWithoutAFrameOrWithoutDataIsNoImage() throws {
        #expect(try !isComplete(Data(Self.soi + Self.app0 + Self.scanHeader + [1, 2, 3] + Self.eoi)), "no frame before the scan")
        #expect(try !isComplete(Data(Self.soi + Self.hugeFrame + Self.scanHeader + Self.eoi)), "a scan header and no data")
        #expect(try isComplete(Data(Self.soi + Self.hugeFrame + Self.scanHeader + [1, 2, 3] + Self.eoi)), "the markers are all there")
        #expect(try !isComplete(Data(Self.soi + Self.eoi)), "SOI, EOI: nothing between")
    }

    @Test func aSegmentRunningPastTheEndIsTruncated() throws {
        let cut = Data(Self.soi + [0xFF, 0xE1, 0x40, 0x00] + [UInt8](repeating: 7, count: 100) + Self.eoi)
        #expect(JPEGIntegrity.check(cut) == .truncated)
        #expect(try Self.withFile(cut) { JPEGIntegrity.check(fileAt: $0) } == .truncated)
    }

    @Test func fillBytesAndStrayBytesBetweenSegmentsAreTolerated() throws {
        let baseline = try Self.fixture("baseline.jpg")
        // After SOI and APP0 (2 + 18 bytes): fill bytes, then stray bytes libjpeg also skips.
        let filled = baseline.prefix(20) + Data([0xFF, 0xFF, 0xFF]) + baseline.dropFirst(20)
        #expect(try isComplete(filled))
        let stray = baseline.prefix(20) + Data([0x00, 0x13, 0x37]) + baseline.dropFirst(20)
        #expect(try isComplete(stray))
    }

    @Test func theWalkReadsOnlySegmentHeadersOfALargeFile() throws {
        let baseline = try Self.fixture("baseline.jpg")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-walk-sparse-\(UUID().uuidString).jpg").path
        // The header through the first bytes of the scan, a 4 GiB hole, then EOI.
        let scan = try #require(Self.range(of: [0xFF, 0xDA], in: baseline))
        #expect(FileManager.default.createFile(atPath: path, contents: baseline.prefix(scan + 64)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 1 << 32)
        try handle.write(contentsOf: Self.eoi)
        try handle.close()
        let started = ContinuousClock.now
        #expect(JPEGIntegrity.check(fileAt: path) == .complete)
        #expect(ContinuousClock.now - started < .milliseconds(500), "a few reads, not 4 GiB")
    }

    @Test func mutatedAndCutCopiesNeverTrapAndBytesAndFilesAgree() throws {
        var random = SystemRandomNumberGenerator()
        let seeds = try ["baseline.jpg", "progressive.jpg", "bomb.jpg"].map { [UInt8](try Self.fixture($0)) }
        for round in 0..<3000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = [0xFF, 0x00, 0xD9, 0xDA, 0xC0, UInt8.random(in: 0...255, using: &random)].randomElement(using: &random) ?? 0
            }
            if Bool.random(using: &random) { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random))) }
            let verdict = JPEGIntegrity.check(Data(bytes))
            if round % 30 == 0 {
                #expect(try Self.withFile(Data(bytes)) { JPEGIntegrity.check(fileAt: $0) } == verdict)
            }
        }
    }

    private static func range(of marker: [UInt8], in data: Data) -> Int? {
        let bytes = [UInt8](data)
        return (0..<(bytes.count - 1)).first { bytes[$0] == marker[0] && bytes[$0 + 1] == marker[1] }
    }
}
