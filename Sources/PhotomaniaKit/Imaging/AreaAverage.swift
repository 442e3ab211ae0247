extension Thumbnailer {
    /// Resamples with a box filter: each output pixel is the mean of the source area it covers,
    /// partially covered source pixels weighted by the covered fraction. Exact integer
    /// arithmetic, rounded once at the end. An empty source or target gives an empty image.
    public static func areaAverage(_ image: RGBImage, width: Int, height: Int) -> RGBImage {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else {
            return RGBImage(width: 0, height: 0, pixels: [])
        }
        let columns = AxisWeights(source: image.width, destination: width)
        let rows = AxisWeights(source: image.height, destination: height)

        var horizontal = [Int](repeating: 0, count: width * image.height * 3)
        image.pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { target in
                columns.withSpans { starts, indices, weights in
                    for y in 0..<image.height {
                        let sourceRow = y * image.width * 3
                        let targetRow = y * width * 3
                        for x in 0..<width {
                            var red = 0, green = 0, blue = 0
                            for span in starts[x]..<starts[x + 1] {
                                let (offset, weight) = (sourceRow + indices[span] * 3, weights[span])
                                red += Int(source[offset]) * weight
                                green += Int(source[offset + 1]) * weight
                                blue += Int(source[offset + 2]) * weight
                            }
                            target[targetRow + x * 3] = red
                            target[targetRow + x * 3 + 1] = green
                            target[targetRow + x * 3 + 2] = blue
                        }
                    }
                }
            }
        }

        let total = image.width * image.height
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        horizontal.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                rows.withSpans { starts, indices, weights in
                    for y in 0..<height {
                        for x in 0..<width * 3 {
                            var sum = 0
                            for span in starts[y]..<starts[y + 1] {
                                sum += source[indices[span] * width * 3 + x] * weights[span]
                            }
                            target[y * width * 3 + x] = UInt8((sum + total / 2) / total)
                        }
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}

/// For each output position along one axis, the source indices it overlaps and by how much.
/// Output pixel `i` covers source coordinates [i·s/d, (i+1)·s/d); scaled by `d`, every overlap
/// is a whole number and the weights of one output pixel add up to `s`.
private struct AxisWeights {
    private var starts: [Int] = []
    private var indices: [Int] = []
    private var weights: [Int] = []

    init(source: Int, destination: Int) {
        for position in 0..<destination {
            starts.append(indices.count)
            let low = position * source
            let high = (position + 1) * source
            for index in (low / destination)...((high - 1) / destination) {
                let overlap = min(high, (index + 1) * destination) - max(low, index * destination)
                if overlap > 0 {
                    indices.append(index)
                    weights.append(overlap)
                }
            }
        }
        starts.append(indices.count)
    }

    /// Calls `body` with, for output position `i`, the spans `starts[i]..<starts[i + 1]` of
    /// `indices` and `weights`: buffers, since this is the innermost loop of every thumbnail.
    func withSpans<T>(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> T) -> T {
        starts.withUnsafeBufferPointer { starts in
            indices.withUnsafeBufferPointer { indices in
                weights.withUnsafeBufferPointer { weights in body(starts, indices, weights) }
            }
        }
    }
}
