/// A linear RGB colour with components in 0...255.
struct DemoColor: Sendable {
    var r: Float
    var g: Float
    var b: Float

    init(_ r: Float, _ g: Float, _ b: Float) {
        self.r = r
        self.g = g
        self.b = b
    }

    @inline(__always)
    func mixed(with other: DemoColor, _ t: Float) -> DemoColor {
        DemoColor(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t)
    }

    @inline(__always)
    func scaled(_ factor: Float) -> DemoColor {
        DemoColor(r * factor, g * factor, b * factor)
    }
}

/// The colours of one picture: a theme (day, sunset, night…) tinted per photo.
struct DemoPalette: Sendable {
    enum Theme: CaseIterable {
        case day, sunset, dusk, night, misty, desert, ocean, autumn
    }

    let theme: Theme
    let skyTop: DemoColor
    let skyHorizon: DemoColor
    let sun: DemoColor
    let groundFar: DemoColor
    let groundNear: DemoColor
    let accent: DemoColor

    init(theme: Theme, random: inout DemoRandom) {
        let base: [DemoColor]
        switch theme {
        case .day: base = [.init(60, 120, 200), .init(170, 205, 235), .init(255, 250, 220), .init(90, 140, 70), .init(40, 80, 30)]
        case .sunset: base = [.init(40, 40, 110), .init(250, 140, 60), .init(255, 220, 120), .init(90, 60, 60), .init(30, 20, 30)]
        case .dusk: base = [.init(20, 20, 60), .init(120, 70, 140), .init(255, 200, 170), .init(40, 40, 70), .init(10, 10, 25)]
        case .night: base = [.init(5, 8, 25), .init(30, 40, 80), .init(235, 235, 210), .init(15, 20, 30), .init(5, 5, 10)]
        case .misty: base = [.init(170, 180, 190), .init(220, 222, 225), .init(255, 255, 245), .init(120, 130, 130), .init(70, 80, 80)]
        case .desert: base = [.init(90, 150, 220), .init(240, 210, 170), .init(255, 250, 230), .init(220, 170, 100), .init(170, 110, 60)]
        case .ocean: base = [.init(40, 110, 190), .init(180, 220, 240), .init(255, 255, 230), .init(30, 90, 140), .init(10, 40, 80)]
        case .autumn: base = [.init(110, 150, 200), .init(230, 200, 160), .init(255, 240, 200), .init(180, 90, 30), .init(90, 40, 20)]
        }
        let tint = DemoColor(
            Float(random.double(in: 0.8...1.2)),
            Float(random.double(in: 0.8...1.2)),
            Float(random.double(in: 0.8...1.2))
        )
        func tinted(_ color: DemoColor) -> DemoColor {
            DemoColor(min(255, color.r * tint.r), min(255, color.g * tint.g), min(255, color.b * tint.b))
        }
        self.theme = theme
        skyTop = tinted(base[0])
        skyHorizon = tinted(base[1])
        sun = base[2]
        groundFar = tinted(base[3])
        groundNear = tinted(base[4])
        accent = DemoColor(
            Float(random.int(in: 120...255)),
            Float(random.int(in: 40...220)),
            Float(random.int(in: 20...200))
        )
    }
}
