/// The graphics pictures over a frame's blank cells, kept in step with the frames: the bytes
/// each frame needs after its text, given the rows the frame rewrote.
protocol PictureLayer {
    /// The screen was cleared (resize, Ctrl-L, a return from Ctrl-Z): nothing is drawn any more.
    mutating func invalidate()
    /// From the last frame to `placements`; pictures not in `live` may be forgotten.
    mutating func update(to placements: [PicturePlacement], keeping live: Set<UInt32>, rewrittenRows: Set<Int>) -> String
    /// Before the terminal is handed back (exit, Ctrl-Z).
    mutating func removeAll() -> String
}

extension PictureDrawing {
    /// The layer for this mode; nil when pictures are text in the frame (or none).
    func pictureLayer() -> (any PictureLayer)? {
        switch mode {
        case .kitty: KittyPlacements()
        case .iterm: ITermPlacements()
        case .sixel: SixelPlacements(drawing: self)
        case .blocks, .none: nil
        }
    }
}
