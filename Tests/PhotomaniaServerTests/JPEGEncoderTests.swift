import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct JPEGEncoderTests {
    private func gradient(width: Int, height: Int) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 90]
            }
        }
        return pixels
    }

    @Test func encodesABaselineJPEG() throws {
        let jpeg = try JPEGEncoder.encode(rgb: gradient(width: 64, height: 48), width: 64, height: 48, quality: 85)
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]))
        #expect(DemoFixture.endsWithEOI(jpeg))
        #expect(DemoFixture.jpegInfo(jpeg) == .init(width: 64, height: 48, progressive: false))
    }

    @Test func encodesAProgressiveJPEG() throws {
        let jpeg = try JPEGEncoder.encode(rgb: gradient(width: 40, height: 30), width: 40, height: 30, progressive: true)
        #expect(DemoFixture.jpegInfo(jpeg) == .init(width: 40, height: 30, progressive: true))
        #expect(DemoFixture.endsWithEOI(jpeg))
    }

    @Test func sameInputGivesSameBytesAndQualityMatters() throws {
        let pixels = gradient(width: 50, height: 50)
        let first = try JPEGEncoder.encode(rgb: pixels, width: 50, height: 50, quality: 85)
        let second = try JPEGEncoder.encode(rgb: pixels, width: 50, height: 50, quality: 85)
        let low = try JPEGEncoder.encode(rgb: pixels, width: 50, height: 50, quality: 10)
        #expect(first == second)
        #expect(low != first)
    }

    @Test func libjpegErrorsAreThrownNotFatal() {
        // libjpeg itself rejects these, so its error_exit → longjmp path runs.
        #expect(throws: JPEGEncodingError.self) {
            try JPEGEncoder.encode(rgb: [], width: 0, height: 10)
        }
        let tooWide = 70_000
        do {
            _ = try JPEGEncoder.encode(rgb: [UInt8](repeating: 0, count: tooWide * 3), width: tooWide, height: 1)
            Issue.record("a 70000-pixel-wide image must be refused")
        } catch JPEGEncodingError.libjpeg(let message) {
            #expect(message.contains("65500"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        // The encoder still works after an error.
        #expect((try? JPEGEncoder.encode(rgb: [1, 2, 3], width: 1, height: 1)) != nil)
    }

    @Test func mismatchedBufferIsRefusedBeforeLibjpeg() {
        #expect(throws: JPEGEncodingError.bufferSizeMismatch(expected: 12, actual: 5)) {
            try JPEGEncoder.encode(rgb: [0, 0, 0, 0, 0], width: 2, height: 2)
        }
        #expect(throws: JPEGEncodingError.self) {
            try JPEGEncoder.encode(rgb: [], width: -1, height: 4)
        }
    }
}
