import PhotomaniaKit
import Testing

@Suite struct ThumbnailAreaAverageTests {
    private func row(_ values: [(UInt8, UInt8, UInt8)]) -> RGBImage {
        RGBImage(width: values.count, height: 1, pixels: values.flatMap { [$0.0, $0.1, $0.2] })
    }

    @Test func halvingAveragesPairsAndRoundsHalfUp() {
        let source = row([(0, 0, 0), (100, 10, 1), (200, 20, 2), (255, 30, 3)])
        let result = Thumbnailer.areaAverage(source, width: 2, height: 1)
        #expect(result.pixels == [50, 5, 1, 228, 25, 3])
    }

    @Test func nonIntegerRatioWeighsPartialPixels() {
        let source = row([(0, 0, 0), (90, 90, 90), (180, 180, 180)])
        let result = Thumbnailer.areaAverage(source, width: 2, height: 1)
        #expect(result.pixels == [30, 30, 30, 150, 150, 150])
    }

    @Test func twoDimensionsAverageEveryCoveredPixel() {
        let pixels: [UInt8] = [
            0, 0, 0, 30, 0, 0, 60, 0, 0,
            90, 0, 0, 120, 0, 0, 150, 0, 0,
            180, 0, 0, 210, 0, 0, 240, 0, 0,
        ]
        let result = Thumbnailer.areaAverage(RGBImage(width: 3, height: 3, pixels: pixels), width: 2, height: 2)
        // Each output pixel covers 1.5 × 1.5 source pixels: weights 4, 2, 2, 1 (in ninths) by overlap.
        #expect(result.pixels.enumerated().filter { $0.offset % 3 == 0 }.map(\.element) == [40, 80, 160, 200])
    }

    @Test func sameSizeIsIdentityAndUniformStaysUniform() {
        let pattern = RGBImage(width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(Thumbnailer.areaAverage(pattern, width: 2, height: 2) == pattern)
        let uniform = RGBImage(width: 7, height: 5, pixels: Array([UInt8]([10, 20, 30]).repeated(35)))
        let result = Thumbnailer.areaAverage(uniform, width: 3, height: 2)
        #expect(result == RGBImage(width: 3, height: 2, pixels: Array([UInt8]([10, 20, 30]).repeated(6))))
    }

    @Test func emptyInOrOutGivesEmpty() {
        let pattern = RGBImage(width: 1, height: 1, pixels: [1, 2, 3])
        #expect(Thumbnailer.areaAverage(pattern, width: 0, height: 5).width == 0)
    }
}

extension Array {
    fileprivate func repeated(_ times: Int) -> [Element] {
        (0..<times).flatMap { _ in self }
    }
}
