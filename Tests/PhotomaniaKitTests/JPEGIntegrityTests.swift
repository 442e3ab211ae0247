import Foundation
import Testing
@testable import PhotomaniaKit
import PhotomaniaServer

@Suite("JPEG completeness")
struct JPEGIntegrityTests {
    private static func sampleJPEG() throws -> Data {
        let pixels: [UInt8] = (0..<(16 * 8)).flatMap { (index: Int) -> [UInt8] in
            [UInt8(index), UInt8(index * 3 % 256), 200]
        }
        return try JPEGEncoder.encode(rgb: pixels, width: 16, height: 8)
    }

    private static func withFile<T>(_ data: Data, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-integrity-\(UUID().uuidString).jpg").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    @Test("a whole JPEG is complete, as bytes and as a file")
    func complete() throws {
        let jpeg = try Self.sampleJPEG()
        #expect(JPEGIntegrity.check(jpeg) == .complete)
        #expect(try Self.withFile(jpeg) { JPEGIntegrity.check(fileAt: $0) } == .complete)
    }

    @Test("every cut-short copy is truncated")
    func truncatedCopies() throws {
        let jpeg = try Self.sampleJPEG()
        for length in 3..<jpeg.count {
            #expect(JPEGIntegrity.check(jpeg.prefix(length)) == .truncated, "first \(length) of \(jpeg.count) bytes")
        }
        #expect(try Self.withFile(jpeg.prefix(jpeg.count / 2)) { JPEGIntegrity.check(fileAt: $0) } == .truncated)
        #expect(try Self.withFile(jpeg.dropLast()) { JPEGIntegrity.check(fileAt: $0) } == .truncated)
    }

    @Test("NUL padding after the end marker is accepted within the examined tail")
    func padding() throws {
        let jpeg = try Self.sampleJPEG()
        #expect(JPEGIntegrity.check(jpeg + Data(count: 16)) == .complete)
        #expect(try Self.withFile(jpeg + Data(count: JPEGIntegrity.tailLength - 2)) { JPEGIntegrity.check(fileAt: $0) } == .complete)
        #expect(JPEGIntegrity.check(jpeg + Data(count: JPEGIntegrity.tailLength - 1)) == .truncated)
        #expect(JPEGIntegrity.check(jpeg + Data("\n".utf8)) == .truncated)
        #expect(JPEGIntegrity.check(jpeg + Data(" ".utf8)) == .truncated)
        #expect(JPEGIntegrity.check(jpeg + Data([0xFF, 0xD9, 0x01])) == .truncated)
    }

    @Test("other formats and tiny files are not JPEGs", arguments: [
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52],
        Array("<html>oops</html>".utf8), [0xFF], [0xFF, 0xD8], [0xFF, 0xD8, 0x00, 0xFF, 0xD9], [0, 0, 0, 0, 0xFF, 0xD9],
    ] as [[UInt8]])
    func notJPEG(bytes: [UInt8]) throws {
        #expect(JPEGIntegrity.check(Data(bytes)) == .notJPEG)
        #expect(try Self.withFile(Data(bytes)) { JPEGIntegrity.check(fileAt: $0) } == .notJPEG)
    }

    @Test("the shortest marker sequences")
    func minimal() {
        #expect(JPEGIntegrity.check(Data([0xFF, 0xD8, 0xFF])) == .truncated)
        #expect(JPEGIntegrity.check(Data([0xFF, 0xD8, 0xFF, 0xD9])) == .malformed("no frame (SOF) and no scan (SOS) before its end marker"))
        #expect(JPEGIntegrity.check(Data(markerJPEG())) == .complete)
    }

    @Test("empty data and an empty file")
    func empty() throws {
        #expect(JPEGIntegrity.check(Data()) == .empty)
        #expect(try Self.withFile(Data()) { JPEGIntegrity.check(fileAt: $0) } == .empty)
    }

    @Test("a missing file and a directory are unreadable")
    func unreadable() {
        let missing = JPEGIntegrity.check(fileAt: "/nonexistent-\(UUID().uuidString)/x.jpg")
        #expect(missing == .unreadable("No such file or directory"))
        #expect(JPEGIntegrity.check(fileAt: FileManager.default.temporaryDirectory.path) == .unreadable("not a regular file"))
    }

    @Test("a 4 GiB sparse file is judged from its segment headers and its end alone")
    func onlyEndsAreRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-sparse-\(UUID().uuidString).jpg").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(markerJPEG().dropLast(2))))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 1 << 32)
        try handle.write(contentsOf: [0xFF, 0xD9])
        try handle.close()
        #expect(JPEGIntegrity.check(fileAt: path) == .complete)
    }

    @Test("headers past the first read of a file are read where they are")
    func headersPastTheFirstRead() throws {
        let jpeg = try Self.sampleJPEG()
        // Two 60,000-byte APP15 segments before the frame: its header is past `headLength`.
        let app15 = Data([0xFF, 0xEF, 0xEA, 0x60]) + Data(repeating: 0x41, count: 60_000 - 2)
        let padded = jpeg.prefix(2) + app15 + app15 + jpeg.dropFirst(2)
        #expect(padded.count > JPEGIntegrity.headLength)
        #expect(try Self.withFile(padded) { JPEGIntegrity.check(fileAt: $0) } == .complete)
        for length in [JPEGIntegrity.headLength - 1, JPEGIntegrity.headLength, JPEGIntegrity.headLength + 1, 120_005, padded.count - 1] {
            let cut = padded.prefix(length)
            #expect(try Self.withFile(cut) { JPEGIntegrity.check(fileAt: $0) } == JPEGIntegrity.check(cut), "first \(length) bytes")
        }
    }

    @Test("descriptions read as sentences")
    func descriptions() {
        #expect(JPEGIntegrity.Result.truncated.description == "it ends before the JPEG end marker (truncated)")
        #expect(JPEGIntegrity.Result.complete.description == "it is a complete JPEG")
        #expect(JPEGIntegrity.Result.notJPEG.description == "it is not a JPEG (it does not start with the JPEG start marker FF D8 FF)")
        #expect(JPEGIntegrity.Result.empty.description == "it is empty (0 bytes)")
        #expect(JPEGIntegrity.Result.unreadable("Permission denied").description == "it cannot be read (Permission denied)")
    }
}
