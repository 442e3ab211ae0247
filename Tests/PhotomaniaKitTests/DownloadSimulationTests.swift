import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaKit

/// A dry run is a job of its own beside the real one: the plan's mode picks it, and it names
/// each photo's file as a real run would, fetching and writing nothing.
@Suite("DownloadSimulation: a dry run as its own job")
struct DownloadSimulationTests {
    private func plan(_ ids: [Int], _ folder: DownloadFolder, archive: DownloadArchive? = nil, naming: String = "{id}.{name}", mode: DownloadPlan.Mode) throws -> DownloadPlan {
        DownloadPlan(
            source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))),
            files: .init(folder: folder, naming: try NameTemplate(naming), archive: archive), mode: mode
        )
    }

    private func imageBytesSent(_ server: DemoServer) -> Int {
        server.statistics.bodyBytesSentByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
    }

    @Test func thePlansModePicksTheJob() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        try await withScratchFolder { folder in
            let api = try demoAPI(server)
            #expect(try plan([1], folder, mode: .dryRun).job(api: api) is DownloadSimulation)
            #expect(try plan([1], folder, mode: .download()).job(api: api) is DownloadEngine)
        }
    }

    @Test func aDryRunNamesWhatARealRunWritesAndTouchesNothing() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(3))
        try await withScratchFolder { folder in
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            defer { archive.close() }
            let filesBefore = folder.files
            for naming in ["{id}.{name}", "{id}-{title}.jpg"] {
                let sentBefore = imageBytesSent(server)
                let observer = RecordingObserver()
                let dry = try await plan(ids, folder, archive: archive, naming: naming, mode: .dryRun).job(api: try demoAPI(server)).run(observer: observer)
                #expect(dry.planned.map(\.item.photoID) == ids.photoIDs)
                #expect(dry.planned.allSatisfy { $0.isCertain }, "the server answered every HEAD")
                #expect(dry.downloaded == 0 && dry.skipped == ids.count && dry.failedIDs.isEmpty)
                #expect(observer.events.allSatisfy { if case .started = $0 { false } else { true } }, "no transfer starts")
                #expect(folder.files == filesBefore, "nothing written")
                #expect(try archive.count() == 0, "nothing recorded")
                #expect(imageBytesSent(server) == sentBefore, "no image fetched")

                try await withScratchFolder { real in
                    let observer = RecordingObserver()
                    _ = try await plan(ids, real, naming: naming, mode: .download()).job(api: try demoAPI(server)).run(observer: observer)
                    let written = observer.events.compactMap { if case .finished(let item, let name, _) = $0 { "\(item.photoID) \(name)" } else { nil } }
                    #expect(Set(written) == Set(dry.planned.map { "\($0.item.photoID) \($0.fileName)" }), "\(naming)")
                }
            }
        }
    }
}
