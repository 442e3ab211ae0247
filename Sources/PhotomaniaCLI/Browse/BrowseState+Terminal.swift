import Foundation

/// What the terminal brings: its size (a resize lays the screen out again, at most every 50 ms),
/// the signals that end, stop and continue the browser, and the frame drawn on it.
extension BrowseState {
    mutating func resize(to size: TerminalSize, at now: ContinuousClock.Instant) -> [BrowseEffect] {
        let wait = lastLayout.map { Self.relayoutInterval - (now - $0) } ?? .zero
        if wait <= .zero { return layOut(size, at: now) }
        guard !relayoutScheduled else { return [] }
        relayoutScheduled = true
        return [.scheduleRelayout(after: wait)]
    }

    mutating func layOut(_ size: TerminalSize, at now: ContinuousClock.Instant) -> [BrowseEffect] {
        layout = GridLayout(width: size.columns, height: size.rows, showsPictures: settings.drawing != nil)
        lastLayout = now
        scrollToSelection(layout: layout)
        moveGallerySelection(by: 0)
        drawPreview()
        keepDetailsScrollInRange()
        return [.invalidateScreen]
    }

    mutating func receive(signal number: Int32) -> [BrowseEffect] {
        if number == SIGTSTP { return [.suspend] }
        return BrowseSignals.terminating[number].map { [.exit($0)] } ?? []
    }

    /// The whole screen: exactly `layout.height` lines of exactly `layout.width` cells.
    var frame: [String] {
        guard layout.width >= GridLayout.tileWidth + 2, layout.height >= 3 else {
            let blank = String(repeating: " ", count: layout.width)
            return [fit("window too small", toWidth: layout.width)] + Array(repeating: blank, count: max(0, layout.height - 1))
        }
        return switch screen {
        case .grid: GridView(state: self, layout: layout, style: settings.style).lines()
        case .details: detailsView?.lines() ?? []
        case .galleries: galleryPicker.map { GalleryListView(state: self, picker: $0, layout: layout, style: settings.style).lines() } ?? []
        case .help: HelpView(width: layout.width, height: layout.height, style: settings.style).lines()
        }
    }
}
