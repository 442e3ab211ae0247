/// What one photo's picture shows, in scene units: x runs over `0...aspect`, y over `0...1`
/// from the top, so circles stay round at any output size.
struct DemoScene: Sendable {
    struct Disc: Sendable {
        let x: Float
        let y: Float
        let radius: Float
        let color: DemoColor
    }

    /// A mountain range: its top edge is `base` minus a sum of three sines of x.
    struct Ridge: Sendable {
        let base: Float
        let waves: [(amplitude: Float, frequency: Float, phase: Float)]
        let color: DemoColor
    }

    struct Building: Sendable {
        let left: Float
        let right: Float
        let top: Float
        let color: DemoColor
    }

    let aspect: Float
    let palette: DemoPalette
    let horizon: Float
    let sun: Disc
    let glow: Float
    let ridges: [Ridge]
    let buildings: [Building]
    let discs: [Disc]
    let water: Bool
    let stars: Bool
    let litWindows: Bool
    let grain: Float
    let monochrome: Bool
    let noiseSeed: UInt32

    init(seed: UInt64, category: DemoCategory, width: Int, height: Int) {
        var random = DemoRandom(seed: seed, stream: 4)
        let aspect = Float(width) / Float(max(1, height))
        let theme: DemoPalette.Theme = switch category {
        case .night, .concert: random.chance(0.7) ? .night : .dusk
        case .underwater: .ocean
        default: random.pick(DemoPalette.Theme.allCases)
        }
        let palette = DemoPalette(theme: theme, random: &random)
        let horizon = Float(random.double(in: 0.42...0.72))
        self.aspect = aspect
        self.palette = palette
        self.horizon = horizon
        sun = Disc(
            x: Float(random.double(in: 0.1...0.9)) * aspect,
            y: Float(random.double(in: 0.1...Double(horizon - 0.08))),
            radius: Float(random.double(in: 0.03...0.09)),
            color: palette.sun
        )
        glow = theme == .night ? 0.25 : Float(random.double(in: 0.4...0.9))
        ridges = (0..<random.int(in: 0...3)).map { layer in
            Ridge(
                base: horizon - Float(random.double(in: 0.04...0.2)) / Float(layer + 1),
                waves: (0..<3).map { octave in
                    (Float(random.double(in: 0.01...0.06)) / Float(octave + 1),
                     Float(random.double(in: 2...7)) * Float(octave + 1),
                     Float(random.double(in: 0...6.28)))
                },
                color: palette.groundFar.scaled(0.55 + 0.15 * Float(layer)).mixed(with: palette.skyHorizon, 0.5 / Float(layer + 1))
            )
        }
        let urban: Set<DemoCategory> = [.cityAndArchitecture, .street, .urbanExploration, .night, .transportation, .journalism]
        buildings = urban.contains(category) || random.chance(0.15)
            ? DemoScene.skyline(aspect: aspect, horizon: horizon, palette: palette, random: &random)
            : []
        discs = (0..<random.int(in: 1...6)).map { _ in
            let inSky = random.chance(0.4)
            return Disc(
                x: Float(random.double(in: 0...1)) * aspect,
                y: inSky ? Float(random.double(in: 0.05...Double(horizon))) : Float(random.double(in: Double(horizon)...0.95)),
                radius: Float(random.double(in: 0.015...0.09)),
                color: inSky ? palette.accent : palette.groundNear.scaled(Float(random.double(in: 0.4...1.3)))
            )
        }
        water = theme == .ocean || random.chance(0.2)
        stars = theme == .night
        litWindows = theme == .night || theme == .dusk
        grain = Float(random.double(in: 2...6))
        monochrome = category == .blackAndWhite
        noiseSeed = UInt32(truncatingIfNeeded: random.next())
    }

    private static func skyline(aspect: Float, horizon: Float, palette: DemoPalette, random: inout DemoRandom) -> [Building] {
        var buildings: [Building] = []
        var left = Float(random.double(in: -0.05...0.1)) * aspect
        while left < aspect {
            let width = Float(random.double(in: 0.03...0.12))
            if random.chance(0.8) {
                buildings.append(Building(
                    left: left,
                    right: left + width,
                    top: horizon - Float(random.double(in: 0.06...0.42)),
                    color: palette.groundNear.scaled(Float(random.double(in: 0.5...1.4)))
                ))
            }
            left += width + Float(random.double(in: 0...0.04))
        }
        return buildings
    }
}
