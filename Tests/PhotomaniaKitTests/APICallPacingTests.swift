import Foundation
import PhotomaniaServer
import Synchronization
import Testing
@testable import PhotomaniaKit

/// An `APIClient` whose configuration has a `CallPacer`: every API call takes its turn, image
/// fetches and stored answers do not, and a service that says "slow down" (429 with
/// `Retry-After`) or "busy" (an answer its decoder reads as `serviceBusy`) stops every call.
/// Real libcurl over loopback; the pacer runs on a clock whose waits are instant and recorded.
@Suite("APIClient: calls paced by a shared budget, 429 and busy answers waited out")
struct APICallPacingTests {
    /// Pauses a pacer was told of, in order.
    final class PauseLog: Sendable {
        private let pauses = Mutex<[CallPause]>([])
        var all: [CallPause] { pauses.withLock { $0 } }
        func record(_ pause: CallPause) { pauses.withLock { $0.append(pause) } }
    }

    private static func client(
        _ base: String, pacer: CallPacer, retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 3, baseDelay: 0.01), timeout: Double = 60
    ) throws -> APIClient {
        var transport = TransportConfiguration()
        transport.connectTimeout = 2
        transport.requestTimeout = timeout
        let configuration = APIConfiguration(baseURL: base, consumerKey: DemoAccounts.consumerKey, pacer: pacer)
        return APIClient(session: try Session(configuration: transport), configuration: configuration, retryPolicy: retryPolicy)
    }

    private static func observed(_ pacer: CallPacer) async -> PauseLog {
        let log = PauseLog()
        _ = await pacer.observe { log.record($0) }
        return log
    }

    /// A Flickr read decoded as the lead's mapping will: a transient code is `serviceBusy`.
    private static func recent(on api: APIClient) async throws(PhotomaniaError) -> FlickrPhotoList {
        let method = FlickrMethod.recent(FlickrPageRequest(perPage: 5))
        return try await api.send(method) { response throws(PhotomaniaError) -> FlickrPhotoList in
            do throws(FlickrAnswerFailure) {
                return try method.decode(FlickrPhotoList.self, from: response.body)
            } catch {
                guard case .api(let failure) = error, failure.isTransient else {
                    throw .responseSerializationFailed(request: response.request.summary, reason: .unusableValue(path: ""))
                }
                throw .serviceBusy(request: response.request.summary, message: failure.message)
            }
        }.1
    }

    @Test func callsPastTheBurstWaitOneTurnEachInTheOrderTheyAsked() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let time = SteppingClock()
        let pacer = CallPacer(CallBudget(perSecond: 2, burst: 2), clock: time.clock)
        let api = try Self.client(server.baseURL, pacer: pacer)
        for page in 1...5 {
            let photos: Page<Photo> = try await api.page(Router.photos(PhotoStreamQuery(), PageRequest(page: page, perPage: 2)))
            #expect(photos.currentPage == page)
        }
        let calls = await pacer.calls
        #expect(calls == 5)
        #expect(time.waits.map { ($0 * 1000).rounded() } == [500, 500, 500], "two at once, then one each half second")
        #expect(server.statistics.requests == 5)
    }

    @Test func aDownloadPacesItsListingButNotItsImageFetches() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 30))
        defer { server.stop() }
        let pacer = CallPacer(CallBudget(perSecond: 1, burst: 1), clock: SteppingClock().clock)
        let api = try Self.client(server.baseURL, pacer: pacer)
        try await withScratchFolder { folder in
            let plan = DownloadPlan(
                source: .stream(.popular), listing: .init(pages: PageRange(first: 1, last: 1), sizes: .exactly(ImageSize(rawValue: 4))),
                files: .init(folder: folder)
            )
            let outcome = await DownloadEngine(api: api, plan: plan).run(observer: RecordingObserver())
            let byPath = server.statistics.requestsByPath
            let apiCalls = byPath.filter { $0.key.hasPrefix("/v1/") }.values.reduce(0, +)
            let imageFetches = byPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
            #expect(outcome.downloaded > 3 && imageFetches == outcome.downloaded)
            #expect(apiCalls >= 1 && apiCalls < imageFetches)
            let calls = await pacer.calls
            #expect(calls == apiCalls, "every API call and nothing else took a turn")
        }
    }

    @Test func anAnswerServedFromTheCacheTakesNoTurn() async throws {
        try await CachedDemo.run { demo in
            let cached = try demo.client()
            let pacer = CallPacer(CallBudget(perSecond: 1, burst: 1), clock: SteppingClock().clock)
            var configuration = cached.configuration
            configuration.pacer = pacer
            let api = APIClient(session: cached.session, configuration: configuration, retryPolicy: .never, cache: cached.cache)
            let route = Router.photos(PhotoStreamQuery(), PageRequest(page: 1, perPage: 5))
            let first: Page<Photo> = try await api.page(route)
            let second: Page<Photo> = try await api.page(route)
            #expect(first.items.map(\.id) == second.items.map(\.id))
            #expect(demo.server.statistics.requests == 1, "the second answer came from the cache")
            let calls = await pacer.calls
            #expect(calls == 1)
        }
    }

    @Test(arguments: ["retry-after=1", "retry-after-date=3"])
    func a429WithRetryAfterStopsEveryCallForThatLongThenTheCallIsRetried(retryAfter: String) async throws {
        try await withServer(faults: "first=1:status=429,\(retryAfter)") { server, origin in
            let time = SteppingClock()
            let pacer = CallPacer(CallBudget(perSecond: 1, burst: 10), clock: time.clock)
            let pauses = await Self.observed(pacer)
            let api = try Self.client(origin, pacer: pacer)
            let (_, response) = try await api.send(Router.photo(id: PhotoID(1)))
            #expect(response.statusCode == 200)
            let calls = await pacer.calls
            #expect(server.statistics.requests == 2 && calls == 2)
            let pause = try #require(pauses.all.first)
            #expect(pauses.all.count == 1 && pause.reason == .slowDown(status: 429) && pause.host == "127.0.0.1")
            #expect(pause.sentence == "the service asked to slow down (429)")
            let asked = pause.until.timeIntervalSince(Date(timeIntervalSince1970: 1_000_000))
            // A date counts whole seconds from when the server wrote it: on a slow machine it may
            // have passed by the time it is read, and then there is nothing left to wait.
            let says = retryAfter.hasPrefix("retry-after=") ? 1.0 : 3.0
            #expect(asked >= (says == 1 ? 1 : 0) && asked <= says, "the pause lasts what Retry-After said, \(asked) s")
            #expect(time.waits == (asked > 0 ? [asked] : []), "the next call waited out the pause, and only that")
        }
    }

    @Test func aRetryAfterLongerThanTheTimeLimitIsNotWaitedFor() async throws {
        try await withServer(faults: "first=1:status=429,retry-after=3600") { server, origin in
            let pacer = CallPacer(Flickr.callBudget, clock: SteppingClock().clock)
            let pauses = await Self.observed(pacer)
            let api = try Self.client(origin, pacer: pacer, retryPolicy: RetryPolicy(maxDelay: 5), timeout: 5)
            let error = await #expect(throws: PhotomaniaError.self) { try await api.send(Router.photo(id: PhotoID(1))) }
            #expect(error?.statusCode == 429)
            #expect(server.statistics.requests == 1 && pauses.all.isEmpty, "no pause begun that the time limit would cut")
        }
    }

    @Test func aBusyAnswerPausesEveryCallAndIsAskedAgain() async throws {
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: "method=flickr.photos.getRecent+first=2:stat-fail=105")))
        defer { server.stop() }
        let time = SteppingClock()
        let pacer = CallPacer(Flickr.callBudget, clock: time.clock)
        let pauses = await Self.observed(pacer)
        let api = try Self.client(server.flickrBaseURL, pacer: pacer, retryPolicy: RetryPolicy(maxRetries: 3, baseDelay: 2, jitter: 0))
        let recent = try await Self.recent(on: api)
        #expect(recent.photos.count == 5)
        let calls = await pacer.calls
        #expect(server.statistics.requests == 3 && calls == 3)
        #expect(pauses.all.map(\.reason) == [.busy, .busy] && pauses.all.first?.sentence == "the service is busy")
        // The backoff (2 s, then 4 s); the bucket was empty after the second, so one more second.
        #expect(time.waits.map { $0.rounded() } == [2, 5], "\(time.waits)")
    }

    @Test func aServiceThatStaysBusyIsAskedABoundedNumberOfTimes() async throws {
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: "method=flickr.photos.getRecent:stat-fail=201")))
        defer { server.stop() }
        let pacer = CallPacer(Flickr.callBudget, clock: SteppingClock().clock)
        let pauses = await Self.observed(pacer)
        let api = try Self.client(server.flickrBaseURL, pacer: pacer, retryPolicy: RetryPolicy(maxRetries: 2))
        let error = await #expect(throws: PhotomaniaError.self) { try await Self.recent(on: api) }
        #expect(error?.isServiceBusy == true)
        #expect(error?.description.hasPrefix("the service is busy: ") == true, "\(String(describing: error))")
        #expect(server.statistics.requests == 3 && pauses.all.count == 2, "the first try and two retries")
    }

    @Test func aWriteAnsweredBusyIsNeverSentAgain() async throws {
        let server = try DemoServer(DemoServer.Configuration(faults: try FaultPlan(parsing: "method=flickr.favorites.add:stat-fail=105")))
        defer { server.stop() }
        let pacer = CallPacer(Flickr.callBudget, clock: SteppingClock().clock)
        let pauses = await Self.observed(pacer)
        let api = try Self.client(server.flickrBaseURL, pacer: pacer)
        let method = FlickrMethod.addFavorite(photo: "52001006721")
        let error = await #expect(throws: PhotomaniaError.self) {
            try await api.send(method) { response throws(PhotomaniaError) in
                throw PhotomaniaError.serviceBusy(request: response.request.summary, message: nil)
            }
        }
        #expect(error?.isServiceBusy == true)
        #expect(server.statistics.requests == 1 && pauses.all.isEmpty)
    }

    @Test func aDownloadTellsItsObserverWhenTheServiceAsksToSlowDown() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: try FaultPlan(parsing: "path=/v1/*+first=1:status=429,retry-after=1")))
        defer { server.stop() }
        let pacer = CallPacer(Flickr.callBudget, clock: SteppingClock().clock)
        let api = try Self.client(server.baseURL, pacer: pacer)
        try await withScratchFolder { folder in
            let observer = RecordingObserver()
            let plan = DownloadPlan(source: .stream(.popular), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder))
            let outcome = await DownloadEngine(api: api, plan: plan).run(observer: observer)
            #expect(outcome.downloaded > 0 && outcome.failedIDs.isEmpty)
            let pauses = observer.events.compactMap { event -> CallPause? in
                if case .callsPaused(let pause) = event { pause } else { nil }
            }
            #expect(pauses.map(\.reason) == [.slowDown(status: 429)])
            #expect(observer.status?.callPause == pauses.first, "the live status holds it for the progress line")
        }
    }
}
