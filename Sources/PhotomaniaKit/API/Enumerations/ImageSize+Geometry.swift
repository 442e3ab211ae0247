extension ImageSize {
    /// The box the API scales a photo into for a size.
    public enum Geometry: Hashable, Sendable {
        /// Cropped to a square of this many pixels.
        case square(Int)
        /// Uncropped, the longest edge this many pixels.
        case longestEdge(Int)
        /// Uncropped, this many pixels high.
        case height(Int)

        public var isCropped: Bool {
            if case .square = self { true } else { false }
        }

        /// The delivered pixel size for a photo of `aspectRatio` (width / height); a square photo when unknown.
        func pixelSize(aspectRatio: Double?) -> (width: Double, height: Double) {
            let ratio = aspectRatio ?? 1
            switch self {
            case .square(let side):
                return (Double(side), Double(side))
            case .longestEdge(let edge):
                let edge = Double(edge)
                return ratio >= 1 ? (edge, edge / ratio) : (edge * ratio, edge)
            case .height(let height):
                return (Double(height) * ratio, Double(height))
            }
        }

        /// Whether an image of this geometry fits into `width`×`height` without being enlarged. With an unknown
        /// aspect ratio the answer must hold for any photo, so only the edge the geometry fixes can count.
        func covers(width: Int, height: Int, aspectRatio: Double?) -> Bool {
            switch (self, aspectRatio) {
            case (.square(let side), _):
                return side >= min(width, height)
            case (.longestEdge(let edge), nil):
                return edge >= max(width, height)
            case (.height(let fixed), nil):
                return fixed >= height
            case (_, let ratio?):
                let delivered = pixelSize(aspectRatio: ratio)
                return delivered.width >= Double(width) || delivered.height >= Double(height)
            }
        }
    }

    /// The documented geometry; nil for an undocumented id.
    public var box: Geometry? { Self.catalog[rawValue]?.box }

    /// The documented size with the fewest pixels that shows a photo fitted into `width`×`height` without
    /// enlarging it, or the biggest candidate when none is big enough. `aspectRatio` is the photo's width / height
    /// when known; square crops are candidates only with `allowingCrop`.
    public static func smallestCovering(
        width: Int, height: Int, aspectRatio: Double? = nil, allowingCrop: Bool = false
    ) -> ImageSize {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let candidates = catalogEntries.filter { allowingCrop || !$0.box.isCropped }
        func area(_ entry: Entry) -> Double {
            let size = entry.box.pixelSize(aspectRatio: ratio)
            return size.width * size.height
        }
        func smaller(_ lhs: Entry, _ rhs: Entry) -> Bool {
            let (left, right) = (area(lhs), area(rhs))
            return left != right ? left < right : lhs.size.rawValue < rhs.size.rawValue
        }
        let covering = candidates.filter { $0.box.covers(width: width, height: height, aspectRatio: ratio) }
        if let best = covering.min(by: smaller) { return best.size }
        return candidates.max(by: smaller)?.size ?? .px2048
    }
}
