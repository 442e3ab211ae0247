import Foundation
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

@Suite("Download: a JPEG that does not decode never gets its final name")
struct DownloadDecodeCheckTests {
    private struct Run {
        var outcome: DownloadOutcome
        var events: [DownloadEvent]
        var files: [String]
        var finalBytes: Data?
        var served: Data
        var id: Int

        var retryReasons: [String] { events.compactMap { if case .retrying(_, _, _, let reason) = $0 { reason } else { nil } } }
        var failures: [String] { events.compactMap { if case .failed(_, let message) = $0 { message } else { nil } } }
    }

    /// Downloads, with `faults` and instant retries, the first photo whose `corrupt` body libjpeg
    /// notices: not every one is noticeable, and the catalog is the same on every run.
    private func download(faults: String) async throws -> Run {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 40, faults: try FaultPlan(parsing: faults)))
        defer { server.stop() }
        let photos = server.catalog.photoIDs.lazy.map { id in (id: id, bytes: imageBytes(server, photoID: id)) }
        let photo = try #require(photos.first { photo in
            (try? JPEGDecoder.decode(FaultEffects.corrupted(photo.bytes), scaleDenominator: 8))?.isTruncatedOrDamaged ?? true
        })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-decode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let events = Mutex<[DownloadEvent]>([])
        let engine = DownloadEngine(session: try testSession(), options: DownloadOptions(directory: directory, verifyDecoding: true), clock: RecordingClock().clock) { event in
            events.withLock { $0.append(event) }
        }
        let item = DownloadItem(photoID: photo.id, size: ImageSize(rawValue: 4), url: "\(server.origin)/images/\(photo.id)/4.jpg")
        let outcome = await engine.run(AsyncStream { $0.yield(item); $0.finish() })
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let finalBytes = files.first.flatMap { FileManager.default.contents(atPath: directory + "/" + $0) }
        return Run(outcome: outcome, events: events.withLock { $0 }, files: files, finalBytes: finalBytes, served: photo.bytes, id: photo.id)
    }

    /// What the server's handler answers, before any fault.
    private func imageBytes(_ server: DemoServer, photoID: Int) -> Data {
        let request = HTTPRequest(method: "GET", path: "/images/\(photoID)/4.jpg", headers: HTTPHeaderFields([("Host", "127.0.0.1:\(server.port)")]))
        return server.api.respond(to: request).body
    }

    @Test func aCorruptFirstAnswerIsRetriedAndTheFileMatchesTheServer() async throws {
        let run = try await download(faults: "path=/images/*+first=1:corrupt")
        #expect(run.outcome.downloaded == 1 && run.outcome.failedIDs.isEmpty)
        #expect(run.files.count == 1 && !run.files[0].hasSuffix(".part"), "\(run.files)")
        #expect(run.finalBytes == run.served)
        #expect(run.retryReasons.count == 1 && run.retryReasons[0].hasPrefix("the image does not decode: "), "\(run.retryReasons)")
    }

    @Test func anAlwaysCorruptAnswerFailsWithTheDecodeMessageAndLeavesNoFile() async throws {
        let run = try await download(faults: "path=/images/*:corrupt")
        #expect(run.outcome.downloaded == 0 && run.outcome.failedIDs == [run.id])
        #expect(run.files.isEmpty, "no final file and no .part: \(run.files)")
        #expect(run.failures.count == 1 && run.failures[0].hasPrefix("the image does not decode: "), "\(run.failures)")
        #expect(run.retryReasons.count == 3)
    }
}
