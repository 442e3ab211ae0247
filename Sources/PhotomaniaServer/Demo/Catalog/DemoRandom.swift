/// A SplitMix64 generator: small, fast and stable across toolchains, unlike the standard
/// library's `random(in:using:)` algorithms, so a seed always yields the same catalog.
struct DemoRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// An independent stream for one purpose of one item (a photo's comments, its picture…).
    init(seed: UInt64, stream: UInt64) {
        state = DemoRandom.mix(seed ^ DemoRandom.mix(stream &+ 0x9E37_79B9_7F4A_7C15))
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return DemoRandom.mix(state)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// Uniform in `0..<1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
