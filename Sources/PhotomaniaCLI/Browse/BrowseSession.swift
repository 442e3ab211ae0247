import Foundation
import PhotomaniaKit

/// What a browser session is given: where photos come from and how to draw them.
struct BrowseSetup {
    var api: APIClient
    var drawing: PictureDrawing?
    /// Thumbnails for the tiles; nil when pictures are off.
    var tiles: TileThumbnails?
    var style: ScreenStyle
    var stream: BrowseStream
    var firstPage: Int
    var perPage: Int
    var showNSFW: Bool
    var downloadFolder: DownloadFolder
}

/// The interactive browser: one loop owns the state and the terminal; fetches run as tasks that
/// belong to a page (or a photo) and are cancelled the moment it is no longer shown.
final class BrowseSession {
    private let setup: BrowseSetup
    private let terminal: TerminalMode
    private let output: FileOutput
    private let events: AsyncStream<BrowseEvent>
    private let post: @Sendable (BrowseEvent) -> Void

    private var state: BrowseState
    private var layout: GridLayout
    private var writer = FrameWriter()
    private let pages = LRUCache<PageKey, ListedPage<Photo>>(costLimit: .max, countLimit: 64)
    private var pageTasks: [Task<Void, Never>] = []
    private var prefetchTask: Task<Void, Never>?
    private var detailsTask: Task<Void, Never>?
    private var downloadTask: Task<Void, Never>?
    private var previewImage: RGBImage?
    private var lastLayout = ContinuousClock.now
    private var relayoutScheduled = false
    /// After `r`, the page's thumbnails bypass the caches too.
    private var reloadThumbnails = false

    init(setup: BrowseSetup, terminal: TerminalMode, output: FileOutput = .standardOutput) {
        self.setup = setup
        self.terminal = terminal
        self.output = output
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        self.events = events
        post = { continuation.yield($0) }
        state = BrowseState(stream: setup.stream, page: setup.firstPage)
        layout = GridLayout(width: 80, height: 24, showsPictures: setup.drawing != nil)
    }

    /// Runs until the user quits or a signal ends it; answers the exit code.
    func run() async -> ExitCode {
        let keyboard = KeyboardInput()
        keyboard.start(onKeys: { [post] in post(.keys($0)) }, onEnd: { [post] in post(.inputClosed) })
        let signals = BrowseSignals(terminal: terminal) { [post] in post(.signal($0)) }
        relayout()
        showPage(state.pageNumber)
        render()
        var exit = ExitCode.success
        for await event in events {
            if let code = handle(event) {
                exit = code
                break
            }
            render()
        }
        terminal.leave()
        signals.restore()
        keyboard.stop()
        // Nothing may still be running when the process exits and tears down what it uses.
        let work = pageTasks + [prefetchTask, detailsTask, downloadTask].compactMap { $0 }
        work.forEach { $0.cancel() }
        for task in work { await task.value }
        return exit
    }

    // MARK: Events

    private func handle(_ event: BrowseEvent) -> ExitCode? {
        switch event {
        case .keys(let keys):
            for key in keys {
                if let exit = handle(key) { return exit }
            }
        case .inputClosed:
            return .hangUp
        case .signal(let number):
            return handle(signal: number)
        case .relayout:
            relayoutScheduled = false
            relayout()
        case .page(let key, let result):
            guard key == state.pageKey, state.photos == nil else { return nil }
            switch result {
            case .success(let page):
                pages.set(page, forKey: key)
                show(page)
            case .failure(let error):
                state.message = .error("page \(key.number): \(Self.describe(error))")
            }
        case .prefetched(let key, let page):
            pages.set(page, forKey: key)
            if key == state.pageKey && state.photos == nil { show(page) }
        case .thumbnail(let key, let id, let image):
            guard key == state.pageKey, state.thumbnails[id] == nil else { return nil }
            if let image, let drawing = setup.drawing {
                state.thumbnails[id] = drawing.inline(image, columns: GridLayout.tileWidth, rows: GridLayout.pictureRows)
            } else {
                state.failedThumbnails.insert(id)
            }
        case .photo(let id, let result):
            guard state.details?.photo.id == id else { return nil }
            switch result {
            case .success(let photo): state.details?.photo = photo
            case .failure(let error): state.message = .error("photo \(id): \(Self.describe(error))")
            }
        case .comments(let id, let result):
            guard state.details?.photo.id == id else { return nil }
            switch result {
            case .success(let page):
                state.details?.comments = Comment.threads(page.items)
                state.details?.totalComments = page.totalItems
            case .failure(let error):
                state.details?.commentsFailure = "comments: \(Self.describe(error))"
            }
        case .preview(let id, let image):
            guard state.details?.photo.id == id else { return nil }
            previewImage = image
            state.details?.previewFailed = image == nil
            drawPreview()
        case .downloadProgress(let text):
            if downloadTask != nil { state.download = text }
        case .downloadEnded(let message):
            downloadTask = nil
            state.download = nil
            state.message = message
        }
        return nil
    }

    private func handle(signal number: Int32) -> ExitCode? {
        switch number {
        case SIGWINCH:
            let wait = Duration.milliseconds(50) - (ContinuousClock.now - lastLayout)
            if wait <= .zero {
                relayout()
            } else if !relayoutScheduled {
                relayoutScheduled = true
                Task { [post] in
                    try? await Task.sleep(for: wait)
                    post(.relayout)
                }
            }
        case SIGTSTP:
            suspend()
        case SIGCONT:
            try? terminal.enter()
            writer.invalidate()
            relayout()
        default:
            return BrowseSignals.terminating[number]
        }
        return nil
    }

    private func handle(_ key: Key) -> ExitCode? {
        if state.prompt != nil { return edit(key) }
        if case .info = state.message { state.message = nil }
        guard let action = BrowseAction.forKey(key, on: state.screen) else { return nil }
        switch action {
        case .quit: return .success
        case .interrupt: return .interrupted
        case .suspend: suspend()
        case .back: back()
        case .help: state.screen = .help
        case .redraw: writer.invalidate()
        case .move(let offset): move(by: offset)
        case .movePage(let direction): move(by: direction * (state.screen == .grid ? layout.tileColumns * layout.visibleTileRows : layout.bodyRows - 1))
        case .firstPhoto: move(by: -Int.max / 2)
        case .lastPhoto: move(by: Int.max / 2)
        case .nextPage: turnPage(to: state.pageNumber + 1)
        case .previousPage: turnPage(to: state.pageNumber - 1)
        case .firstPage: turnPage(to: 1)
        case .lastPage: if let last = state.totalPages { turnPage(to: last) }
        case .open: open()
        case .nextFeature: switchStream(to: state.stream.nextFeature)
        case .search: state.prompt = ""
        case .download: download()
        case .refresh: refresh()
        }
        return nil
    }

    /// Keys while a search is typed after `/`.
    private func edit(_ key: Key) -> ExitCode? {
        switch key {
        case .character(let character): state.prompt?.append(character)
        case .backspace: _ = state.prompt?.popLast()
        case .control("u"): state.prompt = ""
        case .control("c"): return .interrupted
        case .escape: state.prompt = nil
        case .enter:
            let term = state.prompt?.trimmingCharacters(in: .whitespaces) ?? ""
            state.prompt = nil
            if !term.isEmpty { switchStream(to: .search(term)) }
        default: break
        }
        return nil
    }

    // MARK: Actions

    private func move(by offset: Int) {
        switch state.screen {
        case .grid:
            let firstRow = state.firstTileRow
            state.moveSelection(by: offset, layout: layout)
            if state.firstTileRow != firstRow { raiseVisibleThumbnails() }
        case .details:
            let (current, limit) = (state.details?.scroll ?? 0, maxDetailsScroll)
            state.details?.scroll = max(0, min(current + offset, limit))
        case .help:
            break
        }
    }

    private var maxDetailsScroll: Int {
        guard let view = detailsView else { return 0 }
        return DetailsView.maxScroll(documentLines: view.document.count, bodyRows: view.bodyRows)
    }

    private func turnPage(to number: Int) {
        guard state.screen == .grid else { return }
        guard number >= 1 else { return state.message = .info("this is the first page") }
        if let total = state.totalPages, number > total { return state.message = .info("this is the last page") }
        showPage(number, pause: Self.turnPause)
    }

    private func switchStream(to stream: BrowseStream) {
        closeDetails()
        state.screen = .grid
        state.stream = stream
        state.totalPages = nil
        state.totalItems = nil
        showPage(1)
    }

    private func back() {
        switch state.screen {
        case .details:
            closeDetails()
            if case .error = state.message { state.message = nil }
        case .help: state.screen = state.details == nil ? .grid : .details
        case .grid: break
        }
    }

    private func refresh() {
        state.message = nil
        if state.screen == .details, let photo = state.details?.photo {
            openDetails(photo, reload: true)
        } else {
            showPage(state.pageNumber, reload: true)
        }
    }

    /// Ctrl-Z: the terminal goes back to the shell and the process group stops, as a job-control
    /// shell expects; `fg` continues here and the screen is set up and drawn again.
    private func suspend() {
        terminal.leave()
        BrowseSignals.stopAsIfByTerminal()
        try? terminal.enter()
        writer.invalidate()
        relayout()
    }

    private func relayout() {
        let size = terminal.size
        layout = GridLayout(width: size.columns, height: size.rows, showsPictures: setup.drawing != nil)
        lastLayout = .now
        state.scrollToSelection(layout: layout)
        drawPreview()
        let limit = maxDetailsScroll
        if let scroll = state.details?.scroll, scroll > limit { state.details?.scroll = limit }
        writer.invalidate()
    }

    // MARK: Pages

    /// A page turned to that is not cached is fetched only once the keys have paused this long,
    /// so `n` held down or tapped quickly fetches the page it stops at, not those it passes.
    static let turnPause = Duration.milliseconds(150)
    /// The next page is fetched ahead once the current one has been shown this long.
    static let prefetchPause = Duration.milliseconds(300)

    /// Shows page `number` of the current stream: from the cache when it was seen (no request),
    /// else fetched (after `pause`). Everything still running for the page before is cancelled.
    private func showPage(_ number: Int, reload: Bool = false, pause: Duration = .zero) {
        pageTasks.forEach { $0.cancel() }
        pageTasks = []
        prefetchTask?.cancel()
        state.pageNumber = number
        state.photos = nil
        state.thumbnails = [:]
        state.failedThumbnails = []
        state.hiddenNSFW = 0
        state.selection = 0
        state.firstTileRow = 0
        if case .error = state.message { state.message = nil }
        let key = state.pageKey
        reloadThumbnails = reload
        if !reload, let page = pages.value(forKey: key) { return show(page) }
        let fetch = fetcher
        pageTasks.append(Task { [post] in
            if pause > .zero { try? await Task.sleep(for: pause) }
            guard !Task.isCancelled else { return }
            let result = await capture { () async throws(PhotomaniaError) in try await fetch(key) }
            if !Task.isCancelled { post(.page(key, result)) }
        })
    }

    private func show(_ page: ListedPage<Photo>) {
        let photos = page.photos
        state.photos = photos
        state.hiddenNSFW = page.summary.hiddenNSFW
        state.totalPages = page.summary.totalPages
        state.totalItems = page.summary.totalItems
        let reload = reloadThumbnails
        reloadThumbnails = false
        if let tiles = setup.tiles {
            let visible = state.visibleIndices(layout: layout)
            let key = state.pageKey
            pageTasks.append(Task { [post] in
                await tiles.load(photos, for: key, reload: reload, priority: { visible.contains($0) ? .visible : .prefetch }, report: post)
            })
        }
        prefetchNextPage()
    }

    /// Fetches the page after this one, then its thumbnails, at low priority, so `n` is instant.
    private func prefetchNextPage() {
        guard let total = state.totalPages, state.pageNumber < total else { return }
        let key = PageKey(stream: state.stream, number: state.pageNumber + 1)
        let cached = pages.value(forKey: key)
        let fetch = fetcher
        let tiles = setup.tiles
        let pause = Self.prefetchPause
        prefetchTask = Task(priority: .low) { [post] in
            try? await Task.sleep(for: pause)
            guard !Task.isCancelled else { return }
            var page = cached
            if page == nil {
                page = try? await fetch(key)
                guard let page, !Task.isCancelled else { return }
                post(.prefetched(key, page))
            }
            guard let photos = page?.photos, let tiles else { return }
            await tiles.load(photos, for: key, priority: { _ in .prefetch }, report: nil)
        }
    }

    /// Scrolling brought tiles into view: their thumbnails move ahead of the off-screen ones.
    private func raiseVisibleThumbnails() {
        guard let photos = state.photos, let tiles = setup.tiles else { return }
        let waiting = state.visibleIndices(layout: layout).map { photos[$0] }.filter { state.thumbnails[$0.id] == nil }
        guard !waiting.isEmpty else { return }
        let key = state.pageKey
        pageTasks.append(Task { [post] in
            await tiles.load(waiting, for: key, priority: { _ in .visible }, report: post)
        })
    }

    private var fetcher: @Sendable (PageKey) async throws(PhotomaniaError) -> ListedPage<Photo> {
        let api = setup.api
        let options = WalkOptions(perPage: setup.perPage, imageSizes: setup.tiles.map { [$0.size] } ?? [], includeNSFW: setup.showNSFW)
        return { key async throws(PhotomaniaError) in
            try await key.stream.source.page(key.number, of: Photo.self, options: options, api: api)
        }
    }

    // MARK: Details

    private func open() {
        guard let photo = state.selectedPhoto else { return }
        openDetails(photo, reload: false)
    }

    /// The photo's screen: its full record, its comments and a larger picture, fetched together.
    private func openDetails(_ photo: Photo, reload: Bool) {
        detailsTask?.cancel()
        state.details = PhotoDetails(photo: photo)
        state.screen = .details
        previewImage = nil
        let api = setup.api
        let loader = setup.tiles?.loader
        let id = photo.id
        let preview = previewRequest(for: photo)
        detailsTask = Task { [post] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    let comments = await capture { () async throws(PhotomaniaError) in
                        try await api.page(.comments(photoID: id, nested: true), of: Comment.self)
                    }
                    if !Task.isCancelled { post(.comments(id, comments)) }
                }
                group.addTask {
                    let full = await capture { () async throws(PhotomaniaError) in
                        try await api.object(.photo(id: id, imageSizes: preview.map { [$0.size] } ?? []), as: PhotoInfo.self).photo
                    }
                    guard !Task.isCancelled else { return }
                    post(.photo(id, full))
                    guard let preview, let loader else { return }
                    var picture: RGBImage?
                    if let image = (try? full.get())?.image(for: preview.size) ?? photo.largestImage {
                        let request = ThumbnailRequest(photoID: id, url: image.url, width: preview.box.width, height: preview.box.height)
                        picture = try? await loader.image(for: request, reload: reload)
                    }
                    if !Task.isCancelled { post(.preview(id, picture)) }
                }
            }
        }
    }

    private func previewRequest(for photo: Photo) -> (size: ImageSize, box: (width: Int, height: Int))? {
        guard setup.drawing != nil else { return nil }
        let cells = previewCells(for: photo)
        let box = PictureDrawing.inlinePixelBox(columns: cells.columns, rows: cells.rows)
        return (ImageSize.smallestCovering(width: box.width, height: box.height, aspectRatio: photo.aspectRatio), box)
    }

    private func drawPreview() {
        guard let image = previewImage, let drawing = setup.drawing, let photo = state.details?.photo else {
            state.details?.preview = nil
            return
        }
        let cells = previewCells(for: photo)
        state.details?.preview = drawing.inline(image, columns: cells.columns, rows: cells.rows)
    }

    private func previewCells(for photo: Photo) -> (columns: Int, rows: Int) {
        DetailsView.previewSize(width: layout.width, height: layout.height, aspectRatio: photo.aspectRatio)
    }

    private func closeDetails() {
        detailsTask?.cancel()
        detailsTask = nil
        state.details = nil
        previewImage = nil
        if state.screen == .details { state.screen = .grid }
    }

    // MARK: Download

    /// `d`: the selected (or opened) photo at its largest size, into the output directory, with
    /// the same engine, naming and archive as `photomania download`.
    private func download() {
        guard let photo = state.details?.photo ?? state.selectedPhoto else { return }
        guard downloadTask == nil else { return state.message = .info("a download is running; wait for it to finish") }
        state.download = "↓ \(photo.id): asking for the image…"
        let api = setup.api
        let folder = setup.downloadFolder
        downloadTask = Task { [post] in
            post(.downloadEnded(await BrowseDownload.run(photoID: photo.id, api: api, folder: folder, post: post)))
        }
    }

    // MARK: Drawing

    private var detailsView: DetailsView? {
        guard let details = state.details else { return nil }
        return DetailsView(
            state: state, details: details, width: layout.width, height: layout.height,
            origin: setup.api.configuration.origin, style: setup.style, showsPicture: setup.drawing != nil
        )
    }

    private func render() {
        guard layout.width >= GridLayout.tileWidth + 2, layout.height >= 3 else {
            let note = [fit("window too small", toWidth: layout.width)]
            return output.write(writer.update(to: note + Array(repeating: String(repeating: " ", count: layout.width), count: layout.height - 1)))
        }
        let lines: [String] = switch state.screen {
        case .grid: GridView(state: state, layout: layout, style: setup.style).lines()
        case .details: detailsView?.lines() ?? []
        case .help: HelpView(width: layout.width, height: layout.height, style: setup.style).lines()
        }
        let bytes = writer.update(to: lines)
        if !bytes.isEmpty { output.write(bytes) }
    }

    static func describe(_ error: any Error) -> String {
        ErrorReport.sentence(error)
    }
}
