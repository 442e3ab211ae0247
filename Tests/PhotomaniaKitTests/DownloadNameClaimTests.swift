import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

/// `--filename` formats that render two photos to one name: the first photo keeps it, the other
/// fails saying so, and no file is replaced.
@Suite("DownloadEngine: one name, one photo, in a run and across runs")
struct DownloadNameClaimTests {
    private func run(
        _ server: DemoServer, _ folder: DownloadFolder, ids: [Int], naming: String, archive: DownloadArchive? = nil,
        dryRun: Bool = false, clock: RetryClock = .live
    ) async throws -> (DownloadOutcome, RecordingObserver) {
        let observer = RecordingObserver()
        let plan = DownloadPlan(
            source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, naming: try NameTemplate(naming), archive: archive),
            transfers: .init(jobs: 1), mode: dryRun ? .dryRun : .download()
        )
        let outcome = await plan.job(api: try demoAPI(server), clock: clock).run(observer: observer)
        return (outcome, observer)
    }

    private func bytes(_ folder: DownloadFolder, _ name: String) -> Data? {
        FileManager.default.contents(atPath: folder.path + "/" + name)
    }

    /// `same.jpg` needs no answer to be known; `same.{ext}` is named from the response.
    private static let formats = ["same.jpg", "same.{ext}", "same/{size}.{ext}"]

    private static func expectedName(_ format: String) -> String {
        format == "same/{size}.{ext}" ? "same/4.jpg" : "same.jpg"
    }

    @Test(arguments: formats)
    func theSecondPhotoOfANameFailsAndTheFirstIsKept(format: String) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(3))
        let name = Self.expectedName(format)
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: ids, naming: format)
            #expect(outcome.downloaded == 1 && outcome.failedIDs == ids.dropFirst().photoIDs, "\(observer.failures)")
            #expect(observer.failures == [
                .nameTaken(fileName: name, ownerID: PhotoID(ids[0]), archived: false), .nameTaken(fileName: name, ownerID: PhotoID(ids[0]), archived: false),
            ])
            #expect(observer.failures.first?.description == "its name \(name) is already photo \(ids[0])'s in this run")
            #expect(observer.retryReasons.isEmpty, "another try cannot mend a name")
            #expect(bytes(folder, name) == server.imageBytes(photoID: ids[0]), "the first photo's bytes, not replaced")
            #expect(folder.files == [name.split(separator: "/")[0]].map(String.init))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + name + ".part"))
        }
    }

    @Test func aPhotoTriedAgainKeepsItsOwnName() async throws {
        let faults = try FaultPlan(parsing: "path=/images/*+first=1:truncate=1000")
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: faults))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: [id], naming: "same.{ext}", clock: SteppingClock().clock)
            #expect(observer.retryReasons.count == 1, "the first answer was cut short after naming the file")
            #expect(outcome.downloaded == 1 && observer.failures.isEmpty, "\(observer.failures)")
            #expect(bytes(folder, "same.jpg") == server.imageBytes(photoID: id))
        }
    }

    @Test(arguments: formats)
    func aNameTheArchiveGivesAnotherPhotoIsRefusedWhileItsFileIsThere(format: String) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(3))
        let name = Self.expectedName(format)
        try await withScratchFolder { folder in
            let first = try await run(server, folder, ids: [ids[0]], naming: format, archive: try folder.openArchive(service: ServiceName.fiveHundredPx)).0
            #expect(first.downloaded == 1)
            let kept = try #require(bytes(folder, name))

            let (outcome, observer) = try await run(server, folder, ids: Array(ids.dropFirst()), naming: format, archive: try folder.openArchive(service: ServiceName.fiveHundredPx))
            #expect(outcome.downloaded == 0 && Set(outcome.failedIDs) == Set(ids.dropFirst().photoIDs))
            let refusal = DownloadFailure.nameTaken(fileName: name, ownerID: PhotoID(ids[0]), archived: true)
            #expect(observer.failures == [refusal, refusal], "both are refused for the archived photo, neither for the other")
            #expect(refusal.description == "its name \(name) is already photo \(ids[0])'s (in the archive)")
            #expect(bytes(folder, name) == kept)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + name + ".part"))
            if !format.contains("{") {
                #expect(server.statistics.requestsByPath["/images/\(ids[1])/4.jpg"] == nil, "a name known before the request is refused before it")
            }
            #expect(try folder.openArchive(service: ServiceName.fiveHundredPx).entries(fileName: name).map(\.photoID) == [PhotoID(ids[0])])

            try FileManager.default.removeItem(atPath: folder.path + "/" + name)
            let again = try await run(server, folder, ids: [ids[1]], naming: format, archive: try folder.openArchive(service: ServiceName.fiveHundredPx)).0
            #expect(again.downloaded == 1, "once the archived file is gone, its name is free")
            #expect(bytes(folder, name) == server.imageBytes(photoID: ids[1]))
        }
    }

    @Test(arguments: formats)
    func aDryRunReportsTheNameItWouldRefuse(format: String) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(2))
        let name = Self.expectedName(format)
        try await withScratchFolder { folder in
            let (outcome, observer) = try await run(server, folder, ids: ids, naming: format, dryRun: true)
            #expect(outcome.planned.map(\.item.photoID) == [PhotoID(ids[0])] && outcome.planned.map(\.fileName) == [name])
            #expect(outcome.failedIDs == [PhotoID(ids[1])])
            #expect(observer.failures == [.nameTaken(fileName: name, ownerID: PhotoID(ids[0]), archived: false)])
            #expect(folder.files.isEmpty)
        }
    }
}
