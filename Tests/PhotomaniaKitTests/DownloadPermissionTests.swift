import Foundation
import PhotomaniaServer
import Synchronization
import Testing
@testable import PhotomaniaKit

/// A listed photo whose owner does not allow downloads (`downloadAllowed` false) is skipped with
/// that reason, without a request for its image, unless the plan ignores the permission; a photo
/// whose service says nothing (nil, as every 500px photo) is fetched. A real listing served over
/// loopback to the real engine.
@Suite("Downloads: a photo whose owner does not allow it is skipped with that reason")
struct DownloadPermissionTests {
    /// Photos 1–4: 2 says `false`, 4 says `0`, 3 says `true`, 1 says nothing.
    private static func listing(origin: String) -> String {
        let permission = [1: "", 2: #", "download_allowed": false"#, 3: #", "download_allowed": true"#, 4: #", "download_allowed": 0"#]
        let photos = (1...4).map { id in
            #"{"id": \#(id), "name": "Photo \#(id)", "images": [{"size": 4, "url": "\#(origin)/images/\#(id).jpg"}]\#(permission[id] ?? "")}"#
        }
        return #"{"current_page": 1, "total_pages": 1, "total_items": 4, "photos": [\#(photos.joined(separator: ","))]}"#
    }

    private static func respond(_ request: HTTPRequest) -> HTTPResponse {
        guard request.path.hasPrefix("/images/") else {
            return .json(listing(origin: "http://" + (request.headers["Host"] ?? "127.0.0.1")))
        }
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "image/jpeg"
        return HTTPResponse(status: 200, headers: headers, body: Data(markerJPEG()))
    }

    private func run(ignoring: Bool = false, mode: DownloadPlan.Mode = .download()) async throws -> (DownloadOutcome, RecordingObserver, HTTPServerStatistics, [String]) {
        try await withServer(handler: Self.respond) { server, origin in
            try await withScratchFolder { folder in
                let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
                let listing = DownloadPlan.Listing(sizes: .exactly(ImageSize(rawValue: 4)), ignoresDownloadPermission: ignoring)
                let plan = DownloadPlan(source: .stream(.popular), listing: listing, files: .init(folder: folder), mode: mode)
                let observer = RecordingObserver()
                let outcome = await plan.job(api: api).run(observer: observer)
                return (outcome, observer, server.statistics, folder.files)
            }
        }
    }

    private static func skips(_ observer: RecordingObserver) -> [PhotoID: DownloadEvent.SkipReason] {
        Dictionary(uniqueKeysWithValues: observer.events.compactMap { event in
            if case .skipped(let item, _, let reason) = event { (item.photoID, reason) } else { nil }
        })
    }

    @Test func photosWhoseOwnersSayNoAreSkippedWithoutARequest() async throws {
        let (outcome, observer, statistics, files) = try await run()
        #expect(outcome.downloaded == 2 && outcome.skipped == 2 && outcome.failedIDs.isEmpty, "counted as skipped in the summary")
        #expect(Self.skips(observer) == [PhotoID(2): .notAllowed, PhotoID(4): .notAllowed])
        #expect(files.count == 2 && files.allSatisfy { $0.hasPrefix("1.") || $0.hasPrefix("3.") }, "\(files)")
        #expect(statistics.requestsByPath["/images/2.jpg"] == nil && statistics.requestsByPath["/images/4.jpg"] == nil)
    }

    @Test func ignoringThePermissionFetchesThemAll() async throws {
        let (outcome, observer, _, files) = try await run(ignoring: true)
        #expect(outcome.downloaded == 4 && outcome.skipped == 0 && files.count == 4)
        #expect(Self.skips(observer).isEmpty)
    }

    @Test func aDryRunShowsWhyTheyWouldBeSkipped() async throws {
        let (outcome, observer, statistics, files) = try await run(mode: .dryRun)
        #expect(Self.skips(observer) == [PhotoID(1): .dryRun, PhotoID(2): .notAllowed, PhotoID(3): .dryRun, PhotoID(4): .notAllowed])
        #expect(outcome.skipped - outcome.planned.count == 2 && outcome.planned.count == 2 && files.isEmpty, "the summary's skipped 2")
        #expect(statistics.requestsByPath["/images/2.jpg"] == nil && statistics.requestsByPath["/images/4.jpg"] == nil)
    }

    @Test func theListedPermissionIsReadAndKeptByEveryModel() throws {
        let body = Data(Self.listing(origin: "http://h").utf8)
        let references = try PhotoReference.decodeCollection(from: body).items
        #expect(references.map(\.downloadAllowed) == [nil, false, true, false])
        let photos = try Photo.decodeCollection(from: body).items
        #expect(photos.map(\.downloadAllowed) == [nil, false, true, false])
        #expect(photos.map { PhotoReference($0).downloadAllowed } == [nil, false, true, false])
        let encoded = try JSONEncoder().encode(photos[1])
        #expect(try JSONDecoder().decode(Photo.self, from: encoded).downloadAllowed == false, "a sidecar keeps it")
        #expect(!String(decoding: try JSONEncoder().encode(photos[0]), as: UTF8.self).contains("download_allowed"), "nil writes nothing")
    }

    @Test func fiveHundredPxPhotosSayNothing() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let page: Page<PhotoReference> = try await demoAPI(server).page(Router.photos(PhotoStreamQuery(), PageRequest(perPage: 20)))
        #expect(!page.items.isEmpty && page.items.allSatisfy { $0.downloadAllowed == nil })
    }
}
