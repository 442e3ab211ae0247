import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

@Suite("DownloadEngine: a plan in, one observer out, part of its caller's task")
struct DownloadEngineTests {
    private func run(_ server: DemoServer, _ folder: DownloadFolder, ids: [Int], clock: RetryClock = .live) async throws -> (DownloadOutcome, RecordingObserver) {
        let observer = RecordingObserver()
        let plan = DownloadPlan(source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder))
        let outcome = await DownloadEngine(api: try demoAPI(server), plan: plan, clock: clock).run(observer: observer)
        return (outcome, observer)
    }

    @Test func aGzipEncodedImageIsSavedWholeAndDecoded() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: try FaultPlan(parsing: "path=/images/*:gzip")))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: [id])
            #expect(outcome.downloaded == 1, "\(observer.failures) \(observer.retryReasons)")
            let name = try #require(folder.files.first)
            #expect(folder.files.count == 1 && name.hasPrefix("\(id).") && name.hasSuffix(".jpg"))
            #expect(FileManager.default.contents(atPath: folder.path + "/" + name) == server.imageBytes(photoID: id))
        }
    }

    @Test func aPhotoThatDoesNotExistIsUnavailableWithoutAMadeUpSizeOrURL() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        let missing = 999_999_999
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: [missing, id])
            #expect(outcome.downloaded == 1 && outcome.failedIDs == [PhotoID(missing)])
            let unavailable = observer.events.compactMap { event -> (PhotoID, Unavailability)? in
                if case .unavailable(let photo, let reason) = event { (photo, reason) } else { nil }
            }
            #expect(unavailable.count == 1 && unavailable.first?.0 == PhotoID(missing))
            if case .notFound(let error)? = unavailable.first?.1 { #expect(error.statusCode == 404) } else { Issue.record("\(unavailable)") }
            let itemsNamed = observer.events.compactMap { event -> DownloadItem? in
                switch event {
                case .started(let item), .failed(let item, _), .finished(let item, _, _): item
                default: nil
                }
            }
            #expect(!itemsNamed.contains { $0.photoID == PhotoID(missing) }, "no transfer item was made up for it")
        }
    }

    @Test func aRetryAfterPausesTheHostThroughTheRetryPolicy() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: try FaultPlan(parsing: "path=/images/*+first=1:status=503,retry-after=7")))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        let clock = SteppingClock()
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: [id], clock: clock.clock)
            #expect(outcome.downloaded == 1)
            let pauses = observer.events.compactMap { event -> Int? in
                if case .hostPaused(_, _, let status) = event { status } else { nil }
            }
            #expect(pauses == [503])
            #expect(clock.waits == [7], "the host waited as asked, and only that")
        }
    }

    @Test func cancellingTheCallerStopsTheEngineAndKeepsThePart() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: try FaultPlan(parsing: "path=/images/*:rate=5000")))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let caller = Task { try await run(server, folder, ids: [id]).0 }
            #expect(await eventually { folder.files.contains { $0.hasSuffix(".part") } })
            caller.cancel()
            let outcome = try await caller.value
            #expect(outcome.interrupted && outcome.downloaded == 0 && outcome.failedIDs.isEmpty)
            #expect(folder.files.count == 1 && folder.files.allSatisfy { $0.hasPrefix("\(id).") && $0.hasSuffix(".jpg.part") })
        }
    }

    /// The name depends on `Content-Disposition`: each image is asked for with HEAD, no body.
    @Test func aDryRunListsNamesInListingOrderAndFetchesNoImage() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(3).reversed())
        try await withScratchFolder { folder in
            let observer = RecordingObserver()
            let plan = DownloadPlan(
                source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder), transfers: .init(jobs: 3), mode: .dryRun
            )
            let outcome = await plan.job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.planned.map(\.item.photoID) == ids.photoIDs)
            #expect(outcome.planned.allSatisfy { $0.isCertain && $0.fileName.hasPrefix("\($0.item.photoID).") })
            #expect(server.statistics.bodyBytesSentByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +) == 0)
            #expect(folder.files.isEmpty)
        }
    }
}

@Suite("DownloadEngine --verify: what could not be decoded says so")
struct DownloadVerifyLimitTests {
    @Test func aHeaderClaimingMoreThanFiftyMegapixelsIsKeptAsNotVerified() async throws {
        // The fixture's scan has no data, which the marker check refuses: a few bytes of it.
        let bomb = try Data(contentsOf: Fixtures.root.appendingPathComponent("images/bomb.jpg")).dropLast(2) + Data([1, 2, 3, 0xFF, 0xD9])
        try await withServer(handler: { request in
            guard request.path.hasPrefix("/v1/") else {
                var headers = HTTPHeaderFields()
                headers["Content-Type"] = "image/jpeg"
                return HTTPResponse(status: 200, headers: headers, body: bomb)
            }
            let host = request.headers["Host"] ?? ""
            return .json(#"{"photo": {"id": 7, "images": [{"size": 2048, "url": "http://\#(host)/7.jpg"}]}}"#)
        }) { _, origin in
            try await withScratchFolder { folder in
                let observer = RecordingObserver()
                let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
                let plan = DownloadPlan(source: .ids([7]), files: .init(folder: folder, verifyDecoding: true))
                let outcome = await DownloadEngine(api: api, plan: plan).run(observer: observer)
                #expect(outcome.downloaded == 1)
                #expect(observer.notices == [.notDecoded(.tooLarge(maxPixels: JPEGDecoder.defaultMaxPixels))])
            }
        }
    }
}
