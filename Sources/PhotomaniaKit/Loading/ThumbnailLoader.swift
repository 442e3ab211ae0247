import Foundation

/// Thumbnails through three layers — a memory LRU of decoded pixels, a disk cache of the JPEG
/// bytes, then the network. The actor only coordinates: disk I/O and decoding run on
/// `BlockingWork` threads.
///
/// Equal requests share one job (disk read, network, decode, both caches); jobs for the same URL
/// (other boxes) share one transfer. A job's priority is the highest among its requesters, a
/// transfer's the highest among its jobs, both recomputed whenever one joins or leaves. A
/// cancelled requester leaves at once with `CancellationError` and never gets a result; a job or
/// transfer goes on for the others and is cancelled when its last requester leaves.
/// At most `maxTransfers` transfers run at once; visible thumbnails go before prefetched ones.
/// Bytes reach the disk cache only once they decoded.
public actor ThumbnailLoader {
    /// JPEG bytes to a thumbnail that fits the box; runs on a `BlockingWork` thread.
    typealias Decoder = @Sendable (Data, _ box: (width: Int, height: Int)) throws -> RGBImage

    /// A reload is a job of its own, so that it never gets the answer of a job that read a cache.
    struct JobKey: Hashable {
        let request: ThumbnailRequest
        let reload: Bool
    }

    let session: Session
    /// Never the network: what the caches hold, or `PhotomaniaError.notStoredOffline`.
    private let offline: Bool
    private let memory: LRUCache<ThumbnailRequest, RGBImage>
    private let disk: DiskCache?
    private let decoder: Decoder
    private var jobs = SharedWork<JobKey, RGBImage>()
    var transfers = SharedWork<String, Data>()
    var slots: TransferSlots
    private var lastNumber = 0
    /// Every job and transfer task until it has ended, also those no one waits for any more:
    /// `shutDown()` awaits them all.
    var running: [Int: Task<Void, Never>] = [:]

    public init(
        session: Session, disk: DiskCache?, offline: Bool = false, maxTransfers: Int = 6, memoryCostLimit: Int = 64 << 20, memoryCountLimit: Int = 1000
    ) {
        self.init(
            session: session, disk: disk, offline: offline, maxTransfers: maxTransfers,
            memoryCostLimit: memoryCostLimit, memoryCountLimit: memoryCountLimit,
            decoder: { data, box in try Thumbnailer.thumbnail(of: data, fitting: box).image }
        )
    }

    init(
        session: Session, disk: DiskCache?, offline: Bool = false, maxTransfers: Int = 6, memoryCostLimit: Int = 64 << 20,
        memoryCountLimit: Int = 1000, decoder: @escaping Decoder
    ) {
        self.session = session
        self.offline = offline
        self.disk = disk
        self.decoder = decoder
        self.slots = TransferSlots(limit: maxTransfers)
        self.memory = LRUCache(costLimit: memoryCostLimit, countLimit: memoryCountLimit)
    }

    /// The thumbnail, from the fastest layer that has it, or with `reload` from the network (and
    /// then stored in both caches); throws `CancellationError` when the calling task is
    /// cancelled, `PhotomaniaError` or `ImageError` when it cannot be had.
    public func image(for request: ThumbnailRequest, priority: ThumbnailPriority = .visible, reload: Bool = false) async throws -> RGBImage {
        if !reload, let image = memory[request] { return image }
        let key = JobKey(request: request, reload: reload)
        let job = jobs.id(of: key) ?? startJob(key)
        let requester = nextNumber()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                jobs.join(key, requester: requester, priority: priority, continuation)
                jobPriorityChanged(key, job: job)
            }
        } onCancel: {
            Task { await self.leaveJob(key, job: job, requester: requester) }
        }
    }

    func nextNumber() -> Int {
        lastNumber += 1
        return lastNumber
    }

    /// Cancels every job and transfer and returns once none runs, so that nothing is left
    /// writing to the disk cache or decoding when the process ends.
    public func shutDown() async {
        while let (id, task) = running.first {
            task.cancel()
            await task.value
            running[id] = nil
        }
    }

    private func startJob(_ key: JobKey) -> Int {
        let job = nextNumber()
        jobs.start(key, id: job, task: track(job) { await $0.run(key, job: job) })
        return job
    }

    /// A task for work `id`, kept in `running` until it ends.
    func track(_ id: Int, _ work: @escaping @Sendable (isolated ThumbnailLoader) async -> Void) -> Task<Void, Never> {
        let task = Task {
            await work(self)
            self.running[id] = nil
        }
        running[id] = task
        return task
    }

    private func run(_ key: JobKey, job: Int) async {
        let result: Result<RGBImage, any Error>
        do {
            result = .success(try await produce(key, job: job))
        } catch {
            result = .failure(error)
        }
        jobs.finish(key, id: job, with: result)
    }

    /// The disk cache's bytes, else the network's; decoded, then kept in memory, and network bytes
    /// on disk. Cached bytes that do not decode are deleted and fetched again.
    private func produce(_ key: JobKey, job: Int) async throws -> RGBImage {
        let request = key.request
        if !key.reload, let cached = await cachedData(request.url) {
            if let image = try? await decoded(cached, for: request) {
                memory.set(image, forKey: request, cost: image.cost)
                return image
            }
            await removeCachedData(request.url)
        }
        try Task.checkCancellation()
        guard !offline else { throw PhotomaniaError.notStoredOffline(request: RequestSummary(method: "GET", url: request.url)) }
        let data = try await transferredData(request.url, for: job, priority: jobs.priority(of: key, id: job) ?? .prefetch)
        try Task.checkCancellation()
        let image = try await decoded(data, for: request)
        memory.set(image, forKey: request, cost: image.cost)
        await storeCachedData(data, request.url)
        return image
    }

    private func decoded(_ data: Data, for request: ThumbnailRequest) async throws -> RGBImage {
        let decoder = self.decoder
        let box = (width: request.width, height: request.height)
        return try await BlockingWork.run { try decoder(data, box) }
    }

    private func cachedData(_ url: String) async -> Data? {
        guard let disk else { return nil }
        return await BlockingWork.run { disk.data(forKey: url) }
    }

    private func removeCachedData(_ url: String) async {
        guard let disk else { return }
        await BlockingWork.run { disk.removeValue(forKey: url) }
    }

    private func storeCachedData(_ data: Data, _ url: String) async {
        guard let disk else { return }
        await BlockingWork.run { disk.store(data, forKey: url) }
    }

    /// A requester cancelled: it gets its `CancellationError` now; the last one to leave stops the job.
    private func leaveJob(_ key: JobKey, job: Int, requester: Int) {
        if jobs.leave(key, id: job, requester: requester) { jobPriorityChanged(key, job: job) }
    }

    /// The job's requesters changed: the transfer it waits on, if any, learns its new priority.
    private func jobPriorityChanged(_ key: JobKey, job: Int) {
        guard let priority = jobs.priority(of: key, id: job) else { return }
        setPriority(priority, ofJob: job, waitingOn: key.request.url)
    }
}
