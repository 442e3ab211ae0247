import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

@Suite("Download: a JPEG that does not decode never gets its final name")
struct DownloadDecodeCheckTests {
    private struct Run {
        var outcome: DownloadOutcome
        var observer: RecordingObserver
        var files: [String]
        var finalBytes: Data?
        var served: Data
        var id: Int
    }

    /// Downloads, with `faults` and instant retries, the first photo whose `corrupt` body libjpeg
    /// notices: not every one is noticeable, and the catalog is the same on every run.
    private func download(faults: String) async throws -> Run {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 40, faults: try FaultPlan(parsing: faults)))
        defer { server.stop() }
        let photos = server.catalog.photoIDs.lazy.map { id in (id: id, bytes: server.imageBytes(photoID: id)) }
        let photo = try #require(photos.first { photo in
            (try? JPEGDecoder.decode(FaultEffects.corrupted(photo.bytes), scaleDenominator: 8))?.isTruncatedOrDamaged ?? true
        })
        return try await withScratchFolder { folder in
            let observer = RecordingObserver()
            let plan = DownloadPlan(source: .ids([PhotoID(photo.id)]), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, verifyDecoding: true))
            let outcome = await DownloadEngine(api: try demoAPI(server), plan: plan, clock: RecordingClock().clock).run(observer: observer)
            let files = folder.files
            let finalBytes = files.first.flatMap { FileManager.default.contents(atPath: folder.path + "/" + $0) }
            return Run(outcome: outcome, observer: observer, files: files, finalBytes: finalBytes, served: photo.bytes, id: photo.id)
        }
    }

    @Test func aCorruptFirstAnswerIsRetriedAndTheFileMatchesTheServer() async throws {
        let run = try await download(faults: "path=/images/*+first=1:corrupt")
        #expect(run.outcome.downloaded == 1 && run.outcome.failedIDs.isEmpty)
        #expect(run.files.count == 1 && !run.files[0].hasSuffix(".part"), "\(run.files)")
        #expect(run.finalBytes == run.served)
        let reasons = run.observer.retryReasons
        #expect(reasons.count == 1 && reasons[0].description.hasPrefix("the image does not decode: "), "\(reasons)")
    }

    @Test func anAlwaysCorruptAnswerFailsWithTheDecodeMessageAndLeavesNoFile() async throws {
        let run = try await download(faults: "path=/images/*:corrupt")
        #expect(run.outcome.downloaded == 0 && run.outcome.failedIDs == [PhotoID(run.id)])
        #expect(run.files.isEmpty, "no final file and no .part: \(run.files)")
        let failures = run.observer.failures
        #expect(failures.count == 1 && failures[0].description.hasPrefix("the image does not decode: "), "\(failures)")
        #expect(run.observer.retryReasons.count == 3)
    }
}
