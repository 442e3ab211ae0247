/// The documented 500px image sizes (docs/500px-v1.md §5) and the pixel size each gives a photo.
public enum DemoImageSize: Int, CaseIterable, Sendable {
    case square70 = 1, square140 = 2, square280 = 3
    case square100 = 100, square200 = 200, square440 = 440, square600 = 600
    case longest900 = 4, longest1170 = 5, longest256 = 30
    case longest1080 = 1080, longest1600 = 1600, longest2048 = 2048
    case height1080 = 6, height300 = 20, height600 = 21, height450 = 31

    enum Fit: Hashable, Sendable {
        /// A centred square crop of exactly this side.
        case square(Int)
        /// The longest edge at most this long; never enlarged.
        case longestEdge(Int)
        /// At most this high; never enlarged.
        case height(Int)

        /// Pixel size of this rendition of a `width`×`height` original.
        func pixelSize(originalWidth width: Int, originalHeight height: Int) -> (width: Int, height: Int) {
            let scale: Double
            switch self {
            case .square(let side):
                return (side, side)
            case .longestEdge(let edge):
                scale = min(1, Double(edge) / Double(max(width, height)))
            case .height(let target):
                scale = min(1, Double(target) / Double(height))
            }
            return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
        }
    }

    var fit: Fit {
        switch self {
        case .square70: .square(70)
        case .square140: .square(140)
        case .square280: .square(280)
        case .square100: .square(100)
        case .square200: .square(200)
        case .square440: .square(440)
        case .square600: .square(600)
        case .longest900: .longestEdge(900)
        case .longest1170: .longestEdge(1170)
        case .longest256: .longestEdge(256)
        case .longest1080: .longestEdge(1080)
        case .longest1600: .longestEdge(1600)
        case .longest2048: .longestEdge(2048)
        case .height1080: .height(1080)
        case .height300: .height(300)
        case .height600: .height(600)
        case .height450: .height(450)
        }
    }

    /// Pixel size of this rendition of a `width`×`height` original.
    func pixelSize(originalWidth width: Int, originalHeight height: Int) -> (width: Int, height: Int) {
        fit.pixelSize(originalWidth: width, originalHeight: height)
    }
}
