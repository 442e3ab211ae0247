import PhotomaniaKit

/// The browser's asynchronous work, one function for each effect that starts some. Each
/// reports through `post` and, once cancelled, reports nothing.
struct BrowseJobs: Sendable {
    let service: any PhotoService
    let listing: WalkOptions
    let tiles: TileThumbnails?
    let downloadFolder: DownloadFolder
    let archiveOrigin: ServiceName
    let naming: NameTemplate
    let tokens = PageTokens()
    private(set) var post: @Sendable (BrowseEvent) -> Void

    /// The same jobs, reporting as work `id`.
    func reporting(as id: Int) -> BrowseJobs {
        var jobs = self
        jobs.post = { [post] event in post(.fromWork(id: id, event)) }
        return jobs
    }

    init(setup: BrowseSetup, post: @escaping @Sendable (BrowseEvent) -> Void) {
        service = setup.service.observingCache { outcome in post(.answered(outcome)) }
        listing = WalkOptions(perPage: setup.perPage, imageSizes: setup.tiles.map { [$0.size] } ?? [], includeNSFW: setup.showNSFW, filter: setup.filter)
        tiles = setup.tiles
        downloadFolder = setup.downloadFolder
        archiveOrigin = setup.archiveOrigin ?? setup.service.name
        naming = setup.naming
        self.post = post
    }

    func fetchPage(_ key: PageKey, after pause: Duration, reload: Bool) async {
        if pause > .zero { try? await Task.sleep(for: pause) }
        guard !Task.isCancelled else { return }
        let result = await capture { () async throws(PhotomaniaError) in try await page(key, reload: reload) }
        if !Task.isCancelled { post(.page(key, result)) }
    }

    func loadThumbnails(_ photos: [Photo], of key: PageKey, visible: Range<Int>, reload: Bool) async {
        await tiles?.load(photos, for: key, reload: reload, priority: { visible.contains($0) ? .visible : .prefetch }, report: post)
    }

    func prefetchPage(_ key: PageKey, after pause: Duration) async {
        try? await Task.sleep(for: pause)
        guard !Task.isCancelled, let page = try? await page(key), !Task.isCancelled else { return }
        post(.prefetched(key, page))
    }

    func prefetchThumbnails(_ photos: [Photo], of key: PageKey, after pause: Duration) async {
        if pause > .zero { try? await Task.sleep(for: pause) }
        guard !Task.isCancelled else { return }
        await tiles?.load(photos, for: key, priority: { _ in .prefetch }, report: nil)
    }

    /// The photo's full record and its comments, fetched together; the picture once the record
    /// names its image of the size asked for.
    func openDetails(of photo: Photo, preview: PreviewRequest?, reload: Bool) async {
        let (service, post, tiles, id) = (reload ? service.reloading : service, post, tiles, photo.id)
        let loader = tiles?.loader
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                let comments = await capture { () async throws(PhotomaniaError) in
                    try await service.commentReader().comments(onPhoto: id, at: .number(1), nested: service.capabilities.nestedComments)
                }
                if !Task.isCancelled { post(.comments(id, comments)) }
            }
            group.addTask {
                let full = await capture { () async throws(PhotomaniaError) in
                    try await service.photo(id, imageSizes: preview.map { [$0.size] } ?? []).photo
                }
                guard !Task.isCancelled else { return }
                post(.photo(id, full))
                guard let preview, let loader else { return }
                var picture: RGBImage?
                if let image = (try? full.get())?.image(for: preview.size) ?? photo.largestImage {
                    let request = ThumbnailRequest(photoID: id, url: image.url, width: preview.width, height: preview.height)
                    picture = try? await loader.image(for: request, reload: reload)
                }
                let sixel = if let picture { await tiles?.sixel(for: picture, inBox: preview.columns, preview.rows) } else { nil as SixelPicture? }
                if !Task.isCancelled { post(.preview(id, picture, sixel: sixel)) }
            }
        }
    }

    func fetchGalleries(ofUser id: UserID, includingPrivate: Bool) async {
        let (service, query) = (service, GalleryListQuery(privacy: includingPrivate ? .both : nil))
        let result = await capture { () async throws(PhotomaniaError) in
            try await service.collectionReader().collections(ofUser: id, query, at: .number(1), perPage: BrowseState.listedGalleries)
        }
        if !Task.isCancelled { post(.galleries(ofUser: id, result)) }
    }

    func download(photoID: PhotoID) async {
        post(.downloadEnded(await BrowseDownload.run(photoID: photoID, service: service, origin: archiveOrigin, folder: downloadFolder, naming: naming, post: post)))
    }

    func relayout(after delay: Duration, measuring terminal: TerminalMode) async {
        try? await Task.sleep(for: delay)
        if !Task.isCancelled { post(.relayoutDue(terminal.size, at: .now)) }
    }

    /// Page `key`: by its number, or on a list continued by cursor from the token its
    /// predecessor gave.
    private func page(_ key: PageKey, reload: Bool = false) async throws(PhotomaniaError) -> ListedPage<Photo> {
        var options = listing
        options.startToken = tokens.start(of: key)
        let page = try await key.stream.page(key.number, of: Photo.self, options: options, service: reload ? service.reloading : service)
        tokens.note(key, next: page.summary.nextToken)
        return page
    }
}

/// The result of an async call that throws one error type, for posting as an event.
func capture<T>(_ body: () async throws(PhotomaniaError) -> T) async -> Result<T, PhotomaniaError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
