import Foundation

/// A character cell's size in pixels, which graphics pictures are sized by: from the window's
/// size (`TIOCGWINSZ`'s pixel fields), else the terminal's answer to `CSI 16 t`, else 10×20.
/// Every size comes from outside (the kernel, or bytes the terminal sent), so only a plausible
/// one is taken: 2 to 64 pixels wide and 4 to 128 tall.
struct CellSize: Sendable, Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    /// Where the size came from.
    let source: Source

    enum Source: Sendable, Equatable {
        case window, terminal, assumed
    }

    static let plausibleWidths = 2...64
    static let plausibleHeights = 4...128
    /// A common size, when nothing better is known.
    static let assumed = CellSize(checkedWidth: 10, height: 20, source: .assumed)

    /// Nil when the size is not plausible.
    init?(width: Int, height: Int, source: Source) {
        guard Self.plausibleWidths.contains(width), Self.plausibleHeights.contains(height) else { return nil }
        self.init(checkedWidth: width, height: height, source: source)
    }

    private init(checkedWidth width: Int, height: Int, source: Source) {
        (self.width, self.height, self.source) = (width, height, source)
    }

    /// From a window's size: its pixels over its cells, when the terminal filled in both.
    init?(window: winsize) {
        guard window.ws_col > 0, window.ws_row > 0, window.ws_xpixel > 0, window.ws_ypixel > 0 else { return nil }
        self.init(width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row), source: .window)
    }

    /// The cell size of the terminal `descriptor` is on, by `TIOCGWINSZ`; nil when the
    /// descriptor is no terminal or the terminal left the pixel fields at 0.
    static func window(of descriptor: Int32) -> CellSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return CellSize(window: size)
    }

    /// The first size known: the window's, the terminal's answer, else `assumed`.
    static func resolve(window: CellSize?, reported: CellSize?) -> CellSize {
        window ?? reported ?? .assumed
    }

    var description: String { "\(width)x\(height) px" }
}
