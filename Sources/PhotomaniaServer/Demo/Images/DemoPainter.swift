import Foundation

/// Rasterises a `DemoScene` into packed RGB bytes. Work that depends on x alone (ridge
/// heights, buildings, vignette) is prepared per column, work that depends on y per row, so
/// the per-pixel loop is a handful of comparisons over raw buffers.
enum DemoPainter {
    /// The part of the scene an output shows, in scene units.
    struct Viewport {
        let left: Float
        let top: Float
        let width: Float
        let height: Float

        /// The whole frame, or its centred square for cropped sizes.
        init(aspect: Float, squareCrop: Bool) {
            if !squareCrop {
                (left, top, width, height) = (0, 0, aspect, 1)
            } else if aspect >= 1 {
                (left, top, width, height) = ((aspect - 1) / 2, 0, 1, 1)
            } else {
                (left, top, width, height) = (0, (1 - aspect) / 2, aspect, aspect)
            }
        }
    }

    /// Pictures of at least this many pixels are painted in horizontal bands on all cores.
    static let parallelThreshold = 1 << 19

    static func render(_ scene: DemoScene, viewport: Viewport, width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let columns = DemoPainterColumns(scene: scene, viewport: viewport, width: width)
        defer { columns.deallocate() }
        let bands = width * height >= parallelThreshold ? min(height, ProcessInfo.processInfo.activeProcessorCount * 4) : 1
        let rowsPerBand = (height + bands - 1) / bands
        return [UInt8](unsafeUninitializedCapacity: width * height * 3) { output, count in
            guard let start = output.baseAddress else { return }
            let pixels = DemoPixelRows(start: start, width: width)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                for row in (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand) {
                    let y = viewport.top + (Float(row) + 0.5) * viewport.height / Float(height)
                    DemoRowPainter(scene: scene, y: y, row: row).paint(columns, into: pixels.row(row))
                }
            }
            count = width * height * 3
        }
    }
}

/// The output buffer, shared by the painting bands: each band writes only its own rows.
struct DemoPixelRows: @unchecked Sendable {
    let start: UnsafeMutablePointer<UInt8>
    let width: Int

    func row(_ row: Int) -> UnsafeMutablePointer<UInt8> {
        start + row * width * 3
    }
}

/// Per-column values of one output, in manually managed buffers so the pixel loop pays
/// neither bounds checks nor reference counting. Written only by `init`, then shared
/// read-only by the painting bands.
struct DemoPainterColumns: @unchecked Sendable {
    let width: Int
    let x: UnsafeMutableBufferPointer<Float>
    let vignette: UnsafeMutableBufferPointer<Float>
    /// Layer-major: ridge `l` of column `c` is at `l * width + c`.
    let ridgeTops: UnsafeMutableBufferPointer<Float>
    let ridgeColors: UnsafeMutableBufferPointer<DemoColor>
    let buildingTop: UnsafeMutableBufferPointer<Float>
    let buildingColor: UnsafeMutableBufferPointer<DemoColor>
    /// Film grain, read at a different offset on every row: a table lookup costs a fraction
    /// of hashing every pixel. A value of `.infinity` marks a star.
    let grain: UnsafeMutableBufferPointer<Float>
    static let grainMask = 4095

    init(scene: DemoScene, viewport: DemoPainter.Viewport, width: Int) {
        self.width = width
        x = .allocate(capacity: width)
        vignette = .allocate(capacity: width)
        ridgeTops = .allocate(capacity: max(1, scene.ridges.count * width))
        ridgeColors = .allocate(capacity: max(1, scene.ridges.count))
        buildingTop = .allocate(capacity: width)
        buildingColor = .allocate(capacity: width)
        grain = .allocate(capacity: Self.grainMask + 1)
        var random = DemoRandom(seed: UInt64(scene.noiseSeed))
        for index in grain.indices {
            let value = Float(random.unit() * 2 - 1) * scene.grain
            grain[index] = scene.stars && random.next() & 0x3FF == 0 ? .infinity : value
        }
        for column in 0..<width {
            let position = viewport.left + (Float(column) + 0.5) * viewport.width / Float(width)
            x[column] = position
            let d = position / max(scene.aspect, 0.001) - 0.5
            vignette[column] = 1 - 0.5 * d * d
            buildingTop[column] = .infinity
            buildingColor[column] = DemoColor(0, 0, 0)
        }
        for (layer, ridge) in scene.ridges.enumerated() {
            ridgeColors[layer] = ridge.color
            for column in 0..<width {
                var top = ridge.base
                for wave in ridge.waves {
                    top -= wave.amplitude * (1 + sinf(wave.frequency * x[column] + wave.phase))
                }
                ridgeTops[layer * width + column] = top
            }
        }
        for building in scene.buildings {
            for column in 0..<width where x[column] >= building.left && x[column] < building.right {
                if building.top < buildingTop[column] {
                    buildingTop[column] = building.top
                }
                buildingColor[column] = building.color
            }
        }
    }

    func deallocate() {
        x.deallocate()
        vignette.deallocate()
        ridgeTops.deallocate()
        ridgeColors.deallocate()
        buildingTop.deallocate()
        buildingColor.deallocate()
        grain.deallocate()
    }
}
