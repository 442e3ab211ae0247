/// The xterm 256-colour palette: a 6×6×6 cube at 16…231 and a 24-step grey ramp at 232…255.
enum Palette256 {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The cube or grey-ramp index nearest to the colour (squared RGB distance; cube wins ties).
    static func index(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let rgb = [Int(red), Int(green), Int(blue)]
        let cube = rgb.map(nearestCubeStep)
        let cubeColour = cube.map { cubeLevels[$0] }
        let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]

        let mean = (rgb[0] + rgb[1] + rgb[2]) / 3
        let greyStep = min(23, max(0, (mean - 3) / 10))
        let grey = 8 + 10 * greyStep
        let greyColour = [grey, grey, grey]

        return distance(rgb, greyColour) < distance(rgb, cubeColour) ? 232 + greyStep : cubeIndex
    }

    private static func nearestCubeStep(_ value: Int) -> Int {
        var best = 0
        for step in cubeLevels.indices where abs(cubeLevels[step] - value) < abs(cubeLevels[best] - value) {
            best = step
        }
        return best
    }

    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).reduce(0) { sum, pair in sum + (pair.0 - pair.1) * (pair.0 - pair.1) }
    }
}
