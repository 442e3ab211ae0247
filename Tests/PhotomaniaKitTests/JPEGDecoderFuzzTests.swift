import Foundation
import PhotomaniaKit
import Testing

/// SplitMix64: a small seeded generator, so every run mutates the same way.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct JPEGDecoderFuzzTests {
    static func mutate(_ original: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            guard !bytes.isEmpty else { break }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            case 1:
                bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
            case 2:
                let garbage = (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes.insert(contentsOf: garbage, at: Int.random(in: 0...bytes.count, using: &random))
            default:
                // Header bytes hold the lengths and sizes, where parsers are most fragile.
                let index = Int.random(in: 0..<min(bytes.count, 640), using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            }
        }
        return bytes
    }

    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func thousandsOfMutationsNeverCrash(name: String) throws {
        let original = try [UInt8](image(name))
        var random = SeededGenerator(seed: 0x5EED_0F_9A11)
        var decoded = 0
        var rejected = 0
        for _ in 0..<3000 {
            let data = Data(Self.mutate(original, using: &random))
            let denominator = [1, 2, 4, 8][Int.random(in: 0..<4, using: &random)]
            do {
                _ = try JPEGDecoder.decode(data, scaleDenominator: denominator, maxPixels: 4_000_000)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                rejected += 1
            }
        }
        #expect(decoded + rejected == 3000)
        #expect(decoded > 100 && rejected > 100)
    }
}
