/// Decoded pixels: 8-bit RGB, row-major, no padding (`pixels.count == width * height * 3`).
public struct RGBImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 3, "pixels must hold width × height RGB triples")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// Bytes held, for cache costs.
    public var cost: Int { pixels.count }
}
