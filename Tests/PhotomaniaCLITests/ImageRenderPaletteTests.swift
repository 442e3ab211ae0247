import Testing

@testable import PhotomaniaCLI

@Suite struct ImageRenderPaletteTests {
    @Test(arguments: [
        ((0, 0, 0), 16), ((255, 255, 255), 231),
        ((255, 0, 0), 196), ((0, 255, 0), 46), ((0, 0, 255), 21),
        ((255, 255, 0), 226), ((0, 255, 255), 51), ((255, 0, 255), 201),
        ((95, 135, 175), 67),
    ])
    func pureColoursHitTheCube(rgb: (Int, Int, Int), index: Int) {
        #expect(Palette256.index(red: UInt8(rgb.0), green: UInt8(rgb.1), blue: UInt8(rgb.2)) == index)
    }

    @Test(arguments: [
        (8, 232), (18, 233), (128, 244), (238, 255), (100, 241), (30, 234),
        // Cube greys that are exact stay in the cube: 95 → 59, 135 → 102.
        (95, 59), (135, 102),
    ])
    func greysUseTheRamp(level: Int, index: Int) {
        let value = UInt8(level)
        #expect(Palette256.index(red: value, green: value, blue: value) == index)
    }

    @Test func everyColourMapsIntoTheExtendedRange() {
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 0, through: 255, by: 85) {
                    let index = Palette256.index(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    #expect((16...255).contains(index))
                }
            }
        }
    }
}
