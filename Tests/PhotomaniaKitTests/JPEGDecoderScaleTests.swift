import Foundation
import PhotomaniaKit
import Testing

@Suite struct JPEGDecoderScaleTests {
    @Test(arguments: [1, 2, 4, 8])
    func dctScalingRoundsEachSideUp(denominator: Int) throws {
        for name in ["baseline.jpg", "progressive.jpg", "gray.jpg", "cmyk.jpg", "ycck.jpg"] {
            let decoded = try JPEGDecoder.decode(image(name), scaleDenominator: denominator)
            #expect(decoded.image.width == (243 + denominator - 1) / denominator, "\(name)")
            #expect(decoded.image.height == (163 + denominator - 1) / denominator, "\(name)")
        }
    }

    @Test(arguments: [0, 3, 16])
    func otherDenominatorsAreRejected(denominator: Int) throws {
        let data = try image("baseline.jpg")
        #expect(throws: ImageError.unsupportedScale(denominator)) {
            try JPEGDecoder.decode(data, scaleDenominator: denominator)
        }
    }
}
