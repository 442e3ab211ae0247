@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// The frame writer and a picture layer as `BrowseSession` drives them: the bytes of one
/// screen update for each event.
struct PictureScreen<Layer: PictureLayer> {
    var state: BrowseState
    var writer = FrameWriter()
    var pictures: Layer

    /// Page 1 on an 80×24 screen (4 tiles a row, 2 rows in view) in `mode`, the first `count`
    /// thumbnails in; with the bytes of its first frame.
    static func page(_ mode: ImageProtocol, layer: Layer, image: RGBImage, thumbnails count: Int = 20) -> (Self, first: String) {
        let settings = BrowseSettings(
            drawing: PictureDrawing(requested: mode, environment: [:], isTerminal: true),
            loadsThumbnails: true, style: TerminalStyle(colors: false), origin: "http://demo"
        )
        var state = BrowseState(stream: BrowseFixture.popular, settings: settings)
        _ = state.apply(.started(BrowseFixture.screen, at: BrowseFixture.start))
        _ = state.apply(.page(BrowseFixture.key(1), .success(BrowseFixture.page(1))))
        for photo in BrowseFixture.photos(onPage: 1).prefix(count) {
            _ = state.apply(.thumbnail(BrowseFixture.key(1), photoID: photo.id, image))
        }
        var screen = Self(state: state, pictures: layer)
        let first = screen.draw()
        return (screen, first)
    }

    mutating func take(_ effects: [BrowseEffect]) {
        if effects.contains(where: { if case .invalidateScreen = $0 { true } else { false } }) {
            writer.invalidate()
            pictures.invalidate()
        }
    }

    mutating func apply(_ event: BrowseEvent) -> String {
        take(state.apply(event))
        return draw()
    }

    mutating func type(_ text: String) -> String {
        take(state.type(text))
        return draw()
    }

    mutating func press(_ key: Key) -> String {
        take(state.pressKeys(key))
        return draw()
    }

    mutating func draw() -> String {
        let text = writer.update(to: state.frame)
        return text + pictures.update(to: state.placements, keeping: state.livePictureIDs, rewrittenRows: writer.rewrittenRows)
    }
}
