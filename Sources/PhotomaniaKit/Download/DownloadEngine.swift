import Foundation
import Synchronization

/// Downloads photos `jobs` at a time through one `Session` (one connection pool), each into a
/// `.part` renamed only when complete; skips archived photos without a request; continues
/// `.part` files; retries transient failures with backoff, and pauses a whole host when it
/// answers 429/503 with `Retry-After`. `stop()` ends it early, keeping `.part` files.
public final class DownloadEngine: Sendable {
    private let session: Session
    private let options: DownloadOptions
    private let clock: RetryClock
    private let emit: @Sendable (DownloadEvent) -> Void
    private let gate = HostGate()
    private let partials: [Int: [String]]
    private let state = Mutex(EngineState())
    private let committer: Committer

    private struct ActiveTransfer {
        var item: DownloadItem
        var sink: FileSink
        var fileName: String?
        var expectedBytes: Int64?
        var resumedAt: Int64 = 0
        var startedAt: Date
    }

    private struct EngineState {
        var outcome = DownloadOutcome()
        var active: [ObjectIdentifier: ActiveTransfer] = [:]
        var total: Int?
        var pausedHosts: [String: (until: Date, status: Int)] = [:]
        var work: Task<Void, Never>?
        var stopping = false
    }

    public init(session: Session, options: DownloadOptions, clock: RetryClock = .live, events: @escaping @Sendable (DownloadEvent) -> Void) {
        self.session = session
        self.options = options
        self.clock = clock
        self.emit = events
        self.partials = PartialDownload.index(in: options.directory)
        self.committer = Committer(directory: options.directory)
    }

    /// Downloads everything `items` yields (it may still be listing pages) and returns what happened.
    public func run(_ items: AsyncStream<DownloadItem>) async -> DownloadOutcome {
        let jobs = max(1, options.jobs)
        let work = Task {
            await withTaskGroup(of: Void.self) { group in
                var running = 0
                for await item in items {
                    if Task.isCancelled { break }
                    if running >= jobs {
                        await group.next()
                        running -= 1
                    }
                    group.addTask { await self.download(item) }
                    running += 1
                }
            }
        }
        let stopAtOnce = state.withLock { state in
            state.work = work
            return state.stopping
        }
        if stopAtOnce { work.cancel() }
        await work.value
        await committer.drain()
        return state.withLock { state in
            state.outcome.interrupted = state.stopping
            return state.outcome
        }
    }

    /// Starts no new file and cancels the active transfers; their `.part` files stay.
    public func stop() {
        let work = state.withLock { state in
            state.stopping = true
            return state.work
        }
        work?.cancel()
    }

    /// How many photos there are in all, once the listing knows.
    public func announceTotal(_ total: Int) {
        state.withLock { $0.total = total }
        emit(.total(total))
    }

    /// A photo that failed before it could reach the engine (e.g. the listing found no such photo).
    public func reportFailure(photoID: Int, size: ImageSize, message: String) {
        state.withLock { $0.outcome.failedIDs.append(photoID) }
        emit(.failed(DownloadItem(photoID: photoID, size: size, url: ""), message: message))
    }

    public var status: DownloadStatus {
        state.withLock { state in
            var status = DownloadStatus()
            status.total = state.total
            status.finished = state.outcome.downloaded
            status.skipped = state.outcome.skipped
            status.failedIDs = state.outcome.failedIDs
            status.pausedHosts = state.pausedHosts
            status.active = state.active.values.sorted { $0.startedAt < $1.startedAt }.map { transfer in
                DownloadStatus.Transfer(
                    item: transfer.item, fileName: transfer.fileName, receivedBytes: transfer.sink.received,
                    expectedBytes: transfer.expectedBytes, startedAt: transfer.startedAt
                )
            }
            status.bytesReceived = state.outcome.bytes + state.active.values.reduce(0) { $0 + $1.sink.received - $1.resumedAt }
            return status
        }
    }

    // MARK: - One photo

    private func download(_ item: DownloadItem) async {
        if options.dryRun {
            let name = DownloadFileName.make(photoID: item.photoID, contentDisposition: nil, finalURL: item.url, contentType: nil)
            return skip(item, fileName: name, reason: .dryRun)
        }
        if !options.force, let archive = options.archive, let entry = archivedEntry(item, in: archive) {
            switch archive.status(of: entry) {
            case .present:
                return skip(item, fileName: entry.fileName, reason: .archived)
            case .missing:
                emit(.notice(item, message: "\(entry.fileName) is in the archive but missing on disk: fetching it again"))
            case .sizeDiffers:
                emit(.notice(item, message: "\(entry.fileName) differs from the archive: fetching it again"))
            }
        }
        emit(.started(item))
        let host = HostGate.host(of: item.url)
        var partialNames = partials[item.photoID] ?? []
        var attempt = 0
        while !Task.isCancelled {
            do { try await gate.waitUntilOpen(host, clock: clock) } catch { return }
            let sink = FileSink(item: item, directory: options.directory, partials: partialNames, verifyDecoding: options.verifyDecoding) { [weak self] name, expected, resumedAt in
                self?.named(item, fileName: name, expectedBytes: expected, resumedAt: resumedAt)
            }
            let key = ObjectIdentifier(sink)
            state.withLock { $0.active[key] = ActiveTransfer(item: item, sink: sink, startedAt: clock.now()) }
            let result: Result<CompletedFile, DownloadFailure>
            do {
                result = .success(try await transfer(item, into: sink))
            } catch {
                result = .failure(error)
            }
            let resumedAt = state.withLock { $0.active.removeValue(forKey: key)?.resumedAt ?? 0 }
            sink.close()
            switch result {
            case .success(let file):
                return commit(item, file: file, validator: sink.validator, newBytes: file.bytes - resumedAt)
            case .failure(let failure):
                if Task.isCancelled { return }
                if let name = sink.fileName, !partialNames.contains(name) {
                    partialNames.append(name)
                }
                guard let delay = await retryDelay(after: failure, item: item, host: host, attempt: attempt) else {
                    return fail(item, failure)
                }
                emit(.retrying(item, attempt: attempt + 1, delay: delay, reason: failure.description))
                do { try await clock.sleep(delay) } catch { return }
                attempt += 1
            }
        }
    }

    private func archivedEntry(_ item: DownloadItem, in archive: DownloadArchive) -> ArchiveEntry? {
        do {
            return try archive.entry(photoID: item.photoID, sizeID: item.size.rawValue)
        } catch {
            emit(.notice(item, message: "the archive could not be read (\(error)): downloading"))
            return nil
        }
    }

    private func transfer(_ item: DownloadItem, into sink: FileSink) async throws(DownloadFailure) -> CompletedFile {
        var request = Request(url: item.url, headers: sink.resumeHeaders)
        request.receiveBufferSize = 128 * 1024
        let response: Response
        do {
            response = try await session.perform(request, consumer: sink)
        } catch {
            throw sink.failure ?? .transfer(error)
        }
        if response.statusCode == 416, !sink.resumeHeaders.isEmpty {
            sink.discardPartial()
            throw .resumeRejected
        }
        do { try response.validate() } catch { throw .transfer(error) }
        return try sink.finish()
    }

    /// Seconds before the next try, or nil to give up. A `Retry-After` pauses the whole host.
    private func retryDelay(after failure: DownloadFailure, item: DownloadItem, host: String, attempt: Int) async -> Double? {
        guard failure.isTransient, attempt < options.retryPolicy.maxRetries else { return nil }
        if case .transfer(.responseValidationFailed(_, .unacceptableStatusCode(let status, _, let retryAfter?))) = failure,
           let wait = RetryAfter.seconds(from: retryAfter, now: clock.now()) {
            guard wait <= options.retryPolicy.maxDelay else { return nil }
            let until = clock.now().addingTimeInterval(wait)
            await gate.pause(host, until: until)
            state.withLock { $0.pausedHosts[host] = (until, status) }
            emit(.hostPaused(host: host, until: until, status: status))
            return 0
        }
        return options.retryPolicy.backoff(retryCount: attempt, random: clock.random())
    }

    private func named(_ item: DownloadItem, fileName: String, expectedBytes: Int64?, resumedAt: Int64) {
        state.withLock { state in
            guard let key = state.active.first(where: { $0.value.item == item })?.key else { return }
            state.active[key]?.fileName = fileName
            state.active[key]?.expectedBytes = expectedBytes
            state.active[key]?.resumedAt = resumedAt
        }
        emit(.named(item, fileName: fileName, expectedBytes: expectedBytes, resumedAt: resumedAt))
    }

    /// Hands a checked file to the committer (hashing it first for the archive, here where the
    /// work runs in parallel) and frees this transfer's slot at once.
    private func commit(_ item: DownloadItem, file: CompletedFile, validator: String?, newBytes: Int64) {
        let sha256 = options.archive == nil ? nil : try? SHA256.hex(ofFileAt: file.partPath)
        committer.submit(file) { result in
            switch result {
            case .success(let file): self.finish(item, file: file, validator: validator, newBytes: newBytes, sha256: sha256)
            case .failure(let failure): self.fail(item, failure)
            }
        }
    }

    private func finish(_ item: DownloadItem, file: CompletedFile, validator: String?, newBytes: Int64, sha256: String?) {
        if let archive = options.archive {
            guard let sha256 else {
                emit(.notice(item, message: "downloaded, but it could not be read back to hash it for the archive"))
                return countFinished(item, file: file, newBytes: newBytes)
            }
            let entry = ArchiveEntry(
                photoID: item.photoID, sizeID: item.size.rawValue, fileName: archive.storedFileName(forPath: file.finalPath), bytes: file.bytes,
                sha256: sha256, validator: validator, downloadedAt: clock.now()
            )
            do {
                try archive.record(entry)
            } catch {
                emit(.notice(item, message: "downloaded, but the archive could not record it: \(error)"))
            }
        }
        countFinished(item, file: file, newBytes: newBytes)
    }

    private func countFinished(_ item: DownloadItem, file: CompletedFile, newBytes: Int64) {
        let now = clock.now()
        state.withLock { state in
            state.outcome.downloaded += 1
            state.outcome.bytes += newBytes
            state.pausedHosts = state.pausedHosts.filter { $0.value.until > now }
        }
        emit(.finished(item, fileName: file.fileName, bytes: file.bytes))
    }

    private func skip(_ item: DownloadItem, fileName: String?, reason: DownloadEvent.SkipReason) {
        state.withLock { $0.outcome.skipped += 1 }
        emit(.skipped(item, fileName: fileName, reason: reason))
    }

    private func fail(_ item: DownloadItem, _ failure: DownloadFailure) {
        state.withLock { $0.outcome.failedIDs.append(item.photoID) }
        emit(.failed(item, message: failure.description))
    }
}
