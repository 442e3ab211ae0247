/// The widths Commons serves thumbnails at (contract §8.4): a width asked is the next step up.
enum CommonsWidth {
    static let steps = [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840]

    static func step(atLeast width: Int) -> Int {
        steps.first { $0 >= width } ?? steps[steps.count - 1]
    }

    /// The thumbnail width for the sizes asked: the widest box among them, as a step; nil when
    /// only the original is asked.
    static func width(for sizes: [ImageSize]) -> Int? {
        let widths = sizes.filter { $0 != .largestAllowed }.map { size -> Int in
            switch size.box {
            case .square(let side)?: side
            case .longestEdge(let edge)?: edge
            case .height(let height)?: height * 3 / 2
            case nil: size.rawValue >= steps[0] ? size.rawValue : 330
            }
        }
        return widths.max().map(step(atLeast:))
    }

    @Sendable static func name(of size: ImageSize) -> String {
        size == .largestAllowed ? "the original" : "\(size.rawValue) px wide"
    }
}
