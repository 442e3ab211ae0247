import Foundation
import PhotomaniaKit
import Synchronization

/// Turns a download request into photos to fetch, page by page, while earlier photos already
/// download: the engine consumes `items()` as it is produced.
final class DownloadListing: Sendable {
    private let api: APIClient
    private let request: DownloadRequest
    private let engine: DownloadEngine
    private let state = Mutex<(listed: [DownloadItem], seen: Set<Int>, failure: PhotomaniaError?)>(([], [], nil))

    init(api: APIClient, request: DownloadRequest, engine: DownloadEngine) {
        self.api = api
        self.request = request
        self.engine = engine
    }

    /// Every item yielded so far.
    var listed: [DownloadItem] { state.withLock { $0.listed } }
    /// Why the listing stopped early, if it did.
    var failure: PhotomaniaError? { state.withLock { $0.failure } }

    func items() -> AsyncStream<DownloadItem> {
        let (stream, continuation) = AsyncStream.makeStream(of: DownloadItem.self)
        let producer = Task {
            do {
                switch request.source {
                case .ids(let ids): try await list(ids: ids, into: continuation)
                case .stream(let query): try await walk(into: continuation) { page in try await self.api.page(.photos(self.with(query, page: page)), of: PhotoReference.self) }
                case .search(let query): try await walk(into: continuation) { page in try await self.api.page(.search(self.with(query, page: page)), of: PhotoReference.self) }
                }
            } catch let error as PhotomaniaError where error != .cancelled {
                state.withLock { $0.failure = error }
            } catch {}
            continuation.finish()
        }
        continuation.onTermination = { _ in producer.cancel() }
        return stream
    }

    private func list(ids: [Int], into continuation: AsyncStream<DownloadItem>.Continuation) async throws {
        var unique = Set<Int>()
        let ids = ids.filter { unique.insert($0).inserted }
        engine.announceTotal(ids.count)
        for id in ids {
            try Task.checkCancellation()
            do {
                let info = try await api.object(.photo(id: id, imageSizes: request.sizesToRequest), as: PhotoInfo.self)
                yield(PhotoReference(info.photo), into: continuation)
            } catch {
                guard error.statusCode == 404 || (error.statusCode == 403 && !error.isCredentialFailure) else { throw error }
                engine.reportFailure(photoID: id, size: request.size ?? .px2048, message: error.statusCode == 404 ? "no photo \(id)" : "photo \(id) is not available")
            }
        }
    }

    private func walk(into continuation: AsyncStream<DownloadItem>.Continuation, fetch: (Int) async throws -> Page<PhotoReference>) async throws {
        let limit = request.limit ?? Int.max
        var yielded = 0
        var announced = false
        try await walkPages(request.pages, fetch: fetch) { result in
            if !announced {
                announced = true
                let first = request.pages.first
                let remaining = max(0, result.totalItems - (first - 1) * DownloadRequest.perPage)
                let inRange = request.pages.last.map { ($0 - first + 1) * DownloadRequest.perPage } ?? remaining
                engine.announceTotal(min(limit, remaining, inRange))
            }
            for photo in result.items where request.showNSFW || !photo.nsfw {
                guard yielded < limit else { break }
                if yield(photo, into: continuation) { yielded += 1 }
            }
            return yielded < limit && !Task.isCancelled
        }
        engine.announceTotal(yielded)
    }

    @discardableResult
    private func yield(_ photo: PhotoReference, into continuation: AsyncStream<DownloadItem>.Continuation) -> Bool {
        let image = request.size.map { photo.image(for: $0) } ?? DownloadCommand.preferredSizes.lazy.compactMap(photo.image(for:)).first
        guard let image else {
            engine.reportFailure(photoID: photo.id, size: request.size ?? .px2048, message: "the server offers no image of size \(request.sizesToRequest.map { String($0.rawValue) }.joined(separator: ", "))")
            return false
        }
        let item = DownloadItem(photoID: photo.id, size: image.size, url: image.httpsURL ?? image.url)
        // A photo listed twice (repeated ids, or pages shifting while they are walked) would
        // have two transfers writing one `.part`.
        guard state.withLock({ $0.seen.insert(photo.id).inserted }) else { return false }
        state.withLock { $0.listed.append(item) }
        continuation.yield(item)
        return true
    }

    private func with(_ query: PhotoStreamQuery, page: Int) -> PhotoStreamQuery {
        var query = query
        query.page = page
        query.imageSizes = request.sizesToRequest
        return query
    }

    private func with(_ query: SearchQuery, page: Int) -> SearchQuery {
        var query = query
        query.page = page
        query.imageSizes = request.sizesToRequest
        return query
    }
}
