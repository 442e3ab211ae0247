import Foundation

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `BrowseState` driven with events, no terminal and no network: an 80×24 screen (four tiles a
/// row, two rows in view) with pictures and thumbnails on, streams of 5 pages of 20 photos.
enum BrowseFixture {
    static let popular = PhotoSelection.stream(.popular)
    static let start = ContinuousClock.now
    static let screen: TerminalSize = (80, 24)
    static let settings = BrowseSettings(
        drawing: PictureDrawing(requested: .blocks, environment: ["COLORTERM": "truecolor"], isTerminal: true),
        loadsThumbnails: true, style: TerminalStyle(colors: false), origin: "http://demo"
    )
    static let image = RGBImage(width: 4, height: 4, pixels: [UInt8](repeating: 128, count: 48))

    static func key(_ number: Int, of stream: PhotoSelection = popular) -> PageKey {
        PageKey(stream: stream, number: number)
    }

    static func photos(onPage number: Int, count: Int = 20) -> [Photo] {
        (0..<count).map { Photo(id: PhotoID(number * 1000 + $0), service: .fiveHundredPx, name: "photo \($0) of page \(number)", width: 1500, height: 1000) }
    }

    static func page(_ number: Int, of totalPages: Int = 5) -> ListedPage<Photo> {
        ListedPage(summary: PageSummary(number: number, totalPages: totalPages, totalItems: totalPages * 20), photos: photos(onPage: number))
    }

    /// Started on page `number`, its list asked for and not yet answered.
    static func loading(page number: Int = 1) -> BrowseState {
        var state = BrowseState(stream: popular, page: number, settings: settings)
        _ = state.apply(.started(screen, at: start))
        return state
    }

    /// Page `number` of `totalPages` listed and on screen.
    static func showing(page number: Int = 1, of totalPages: Int = 5) -> BrowseState {
        var state = loading(page: number)
        _ = state.apply(.page(key(number), .success(page(number, of: totalPages))))
        return state
    }
}

extension BrowseState {
    /// Keys typed as characters, in one batch as the keyboard would deliver them.
    mutating func type(_ characters: String) -> [BrowseEffect] {
        apply(.keys(characters.map { .character($0) }))
    }

    mutating func pressKeys(_ keys: Key...) -> [BrowseEffect] {
        apply(.keys(keys))
    }
}

extension [BrowseEffect] {
    /// The pages whose lists these effects leave being fetched, as the runner would: a cancel
    /// of the page slot ends every fetch started before it.
    var pagesStillFetched: [PageKey] {
        reduce(into: []) { fetched, effect in
            switch effect {
            case .cancel(.page): fetched.removeAll()
            case .fetchPage(let key, _, _): fetched.append(key)
            default: break
            }
        }
    }
}
