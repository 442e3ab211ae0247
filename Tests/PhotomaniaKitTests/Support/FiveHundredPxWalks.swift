import PhotomaniaKit

/// The walks and the engine on the 500px service of a client, as the tests written before the
/// service seam build them.
extension PhotoWalk {
    init(_ selection: PhotoSelection, options: WalkOptions, api: APIClient) {
        self.init(selection, options: options, service: FiveHundredPx(api: api))
    }
}

extension PageWalk {
    /// A walk of `route`'s numbered pages through `api`.
    init(
        _ range: PageRange, readAhead: Int = 3, pageCap: Int = PageRange.openEndedLimit, api: APIClient,
        route: @escaping @Sendable (_ page: Int) -> Router
    ) {
        self.init(range, readAhead: readAhead, pageCap: pageCap) { cursor async throws(PhotomaniaError) in
            try await api.page(route(cursor.number ?? 1), of: Item.self)
        }
    }
}

extension DownloadEngine {
    convenience init(api: APIClient, plan: DownloadPlan, clock: RetryClock = .live) {
        self.init(service: FiveHundredPx(api: api), plan: plan, clock: clock)
    }
}

extension DownloadPlan {
    func job(api: APIClient, clock: RetryClock = .live) -> any DownloadJob {
        job(service: FiveHundredPx(api: api), clock: clock)
    }
}
