import Foundation

/// Paints one output row: everything that depends on y alone is computed once here.
struct DemoRowPainter {
    private let scene: DemoScene
    private let y: Float
    private let aboveHorizon: Bool
    private let base: DemoColor
    private let rowLight: Float
    private let sunDY2: Float
    private let sunR2: Float
    private let streak: Float
    private let inBuildingBand: Bool
    private let windowRow: Bool
    private let discSpans: [(left: Float, right: Float, color: DemoColor)]
    private let grainOffset: Int

    init(scene: DemoScene, y: Float, row: Int) {
        let palette = scene.palette
        let horizon = scene.horizon
        let depth = max(0, (y - horizon) / max(0.001, 1 - horizon))
        self.scene = scene
        self.y = y
        aboveHorizon = y < horizon
        if aboveHorizon {
            base = palette.skyTop.mixed(with: palette.skyHorizon, min(1, max(0, y / horizon)))
        } else if scene.water {
            base = palette.skyHorizon.mixed(with: palette.skyTop, depth).scaled(0.78 + 0.06 * sinf(30 / (depth + 0.04)))
        } else {
            base = palette.groundFar.mixed(with: palette.groundNear, depth).scaled(0.9 + 0.1 * sinf(40 / (depth + 0.05)))
        }
        rowLight = 1 - 0.6 * (y - 0.5) * (y - 0.5)
        sunDY2 = (y - scene.sun.y) * (y - scene.sun.y)
        sunR2 = scene.sun.radius * scene.sun.radius
        streak = scene.water && !aboveHorizon && sinf(18 / (depth + 0.03)) > 0.1 ? scene.sun.radius * (1 + depth * 2) : -1
        inBuildingBand = y < horizon + 0.02
        windowRow = scene.litWindows && (y * 70).truncatingRemainder(dividingBy: 1) < 0.4
        discSpans = scene.discs.compactMap { disc in
            let dy = y - disc.y
            let half2 = disc.radius * disc.radius - dy * dy
            guard half2 > 0 else { return nil }
            let shade: Float = 1 - 0.2 * (dy / disc.radius + 1)
            return (disc.x - half2.squareRoot(), disc.x + half2.squareRoot(), disc.color.scaled(shade))
        }
        grainOffset = Int(truncatingIfNeeded: DemoRandom.mix(UInt64(scene.noiseSeed) &+ UInt64(row)) & 0xFFFF)
    }

    func paint(_ columns: DemoPainterColumns, into output: UnsafeMutablePointer<UInt8>) {
        discSpans.withUnsafeBufferPointer { spans in
            paint(columns, spans: spans, into: output)
        }
    }

    private func paint(
        _ columns: DemoPainterColumns, spans: UnsafeBufferPointer<(left: Float, right: Float, color: DemoColor)>,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let starsVisible = aboveHorizon
        let monochrome = scene.monochrome
        let sun = scene.sun
        let sunColor = scene.palette.sun
        let glow = scene.glow
        let mask = DemoPainterColumns.grainMask
        let ridgeCount = scene.ridges.count
        let width = columns.width
        for column in 0..<width {
            let x = columns.x[column]
            var color = base
            if aboveHorizon {
                let dx = x - sun.x
                let d2 = dx * dx + sunDY2
                color = d2 < sunR2 ? sunColor : color.mixed(with: sunColor, glow / (1 + 60 * d2))
                var layer = ridgeCount - 1
                while layer >= 0 {
                    let top = columns.ridgeTops[layer * width + column]
                    if y >= top {
                        color = columns.ridgeColors[layer].scaled(1 - 0.5 * (y - top))
                        break
                    }
                    layer -= 1
                }
            } else if abs(x - sun.x) < streak {
                color = color.mixed(with: sunColor, 0.45)
            }
            if inBuildingBand, y >= columns.buildingTop[column] {
                color = columns.buildingColor[column]
                if windowRow, (x * 90).truncatingRemainder(dividingBy: 1) < 0.45 {
                    color = color.mixed(with: DemoColor(255, 220, 140), 0.7)
                }
            }
            for span in spans where x >= span.left && x <= span.right {
                color = span.color
            }

            var noise = columns.grain[(column &+ grainOffset) & mask]
            if noise == .infinity {
                if starsVisible { color = DemoColor(250, 250, 255) }
                noise = 0
            }
            let light = columns.vignette[column] * rowLight
            var r = color.r * light + noise
            var g = color.g * light + noise
            var b = color.b * light + noise
            if monochrome {
                let luma = 0.299 * r + 0.587 * g + 0.114 * b
                (r, g, b) = (luma, luma, luma)
            }
            let pixel = output + column * 3
            pixel[0] = Self.byte(r)
            pixel[1] = Self.byte(g)
            pixel[2] = Self.byte(b)
        }
    }

    /// Rounds a channel clamped to 0...255 to its byte without the checks of `UInt8(_: Float)`:
    /// adding 2^23 leaves the rounded integer in the low bits of the float's representation.
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (max(0, min(255, value)) + 8_388_608).bitPattern)
    }
}
