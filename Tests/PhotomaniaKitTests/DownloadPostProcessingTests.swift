import Foundation
import PhotomaniaServer
import Synchronization
import Testing

@testable import PhotomaniaKit

/// A plan's post-processors run in the engine on each file once it holds its final name (written
/// by the run, or already here), read what they say they need, and report what they cannot do as
/// notices of that photo; the run answers once every file is post-processed.
@Suite("DownloadEngine: post-processors after each file is final")
struct DownloadPostProcessingTests {
    /// Records each file it is given and whether the final file (and no `.part`) was there then.
    final class RecordingProcessor: PostProcessor {
        struct Seen: Sendable {
            var file: FinalFile
            var finalFileThere: Bool
            var partThere: Bool
        }

        let needs: PostProcessorNeeds
        private let delay: TimeInterval
        private let failure: PostProcessingFailure?
        private let seen = Mutex<[Seen]>([])

        init(needs: PostProcessorNeeds = [], delay: TimeInterval = 0, failure: PostProcessingFailure? = nil) {
            self.needs = needs
            self.delay = delay
            self.failure = failure
        }

        func process(_ file: FinalFile) throws(PostProcessingFailure) {
            let path = switch file {
            case .saved(let saved): saved.path
            case .present(_, _, let path, _): path
            }
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            let there = FileManager.default.fileExists(atPath: path)
            let part = FileManager.default.fileExists(atPath: path + DownloadFolder.partSuffix)
            seen.withLock { $0.append(Seen(file: file, finalFileThere: there, partThere: part)) }
            if let failure { throw failure }
        }

        var files: [Seen] { seen.withLock { $0 } }
        var saved: [SavedFile] { files.compactMap { if case .saved(let file) = $0.file { file } else { nil } } }
    }

    private func plan(_ ids: [Int], _ folder: DownloadFolder, archive: DownloadArchive? = nil, skipPresent: Bool = false, _ processors: [any PostProcessor]) -> DownloadPlan {
        DownloadPlan(
            source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))),
            files: .init(folder: folder, archive: archive, skipPresentFiles: skipPresent), mode: .download(postProcessors: processors)
        )
    }

    private func finishedNames(_ observer: RecordingObserver) -> [String] {
        observer.events.compactMap { if case .finished(_, let name, _) = $0 { name } else { nil } }
    }

    @Test func eachWrittenFileIsHandedOverUnderItsFinalNameAndTheRunWaitsForEveryOne() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let ids = Array(server.catalog.photoIDs.prefix(3))
        try await withScratchFolder { folder in
            let processor = RecordingProcessor(delay: 0.2)
            let observer = RecordingObserver()
            let outcome = await plan(ids, folder, [processor]).job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.downloaded == 3, "\(observer.failures)")
            let seen = processor.files
            #expect(seen.count == 3, "every file is post-processed before the run answers")
            #expect(seen.allSatisfy { $0.finalFileThere && !$0.partThere }, "only final files")
            #expect(Set(processor.saved.map(\.fileName)) == Set(finishedNames(observer)))
            #expect(Set(processor.saved.map(\.path)) == Set(finishedNames(observer).map { folder.path + "/" + $0 }))
            #expect(Set(processor.saved.map(\.item.photoID)) == Set(ids.photoIDs))
            #expect(observer.notices.isEmpty)
        }
    }

    @Test func aProcessorGetsThePhotoRecordAndTheHashOnlyWhenItNeedsThem() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let plain = RecordingProcessor()
            _ = await plan([id], folder, [plain]).job(api: try demoAPI(server)).run(observer: RecordingObserver())
            let file = try #require(plain.saved.first)
            #expect(file.item.photo == nil && file.sha256 == nil, "no record and no hash when nobody needs them and there is no archive")
        }
        try await withScratchFolder { folder in
            let reading = RecordingProcessor(needs: [.photoRecord, .sha256])
            _ = await plan([id], folder, [reading]).job(api: try demoAPI(server)).run(observer: RecordingObserver())
            let file = try #require(reading.saved.first)
            #expect(file.item.photo?.id == PhotoID(id))
            #expect(file.sha256 != nil && file.sha256 == (try? SHA256.digest(ofFileAt: file.path))?.sha256)
        }
    }

    @Test func aFileAlreadyHereIsHandedOverAsPresentWithItsPath() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            defer { archive.close() }
            let first = RecordingObserver()
            _ = await plan([id], folder, archive: archive, []).job(api: try demoAPI(server)).run(observer: first)
            let name = try #require(finishedNames(first).first)

            let archived = RecordingProcessor()
            let outcome = await plan([id], folder, archive: archive, [archived]).job(api: try demoAPI(server)).run(observer: RecordingObserver())
            #expect(outcome.skipped == 1 && outcome.downloaded == 0)
            guard case .present(let item, let fileName, let path, _)? = archived.files.first?.file else {
                Issue.record("an archived file is post-processed as present: \(archived.files.map(\.file))")
                return
            }
            #expect(item.photoID == PhotoID(id) && fileName == name && path == folder.path + "/" + name)

            let unarchived = RecordingProcessor()
            let again = await plan([id], folder, skipPresent: true, [unarchived]).job(api: try demoAPI(server)).run(observer: RecordingObserver())
            #expect(again.skipped == 1)
            guard case .present(_, let presentName, let presentPath, _)? = unarchived.files.first?.file else {
                Issue.record("a complete file under its name is post-processed as present: \(unarchived.files.map(\.file))")
                return
            }
            #expect(presentName == name && presentPath == folder.path + "/" + name)
        }
    }

    @Test func whatAProcessorCannotDoIsANoticeOfThatPhotoWhichIsStillDownloaded() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let failure = PostProcessingFailure.sidecarNotEncoded(path: "/nowhere.json", reason: "no")
            let observer = RecordingObserver()
            let outcome = await plan([id], folder, [RecordingProcessor(failure: failure)]).job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.downloaded == 1 && outcome.failedIDs.isEmpty)
            #expect(observer.notices == [.notPostProcessed(failure)])
            let noticed = observer.events.compactMap { if case .notice(let item, _) = $0 { item.photoID } else { nil } }
            #expect(noticed == [PhotoID(id)])
            #expect(folder.files.contains { $0.hasPrefix("\(id).") && !$0.hasSuffix(DownloadFolder.partSuffix) }, "the photo is kept")
        }
    }

    @Test func aMetadataSidecarIsWrittenBesideTheFileWithThePhotoAndTheDownload() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let sidecar = MetadataSidecar(source: nil) { record in String(decoding: try JSONEncoder().encode(record), as: UTF8.self) }
            let observer = RecordingObserver()
            _ = await plan([id], folder, [sidecar]).job(api: try demoAPI(server)).run(observer: observer)
            let name = try #require(finishedNames(observer).first)
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name + MetadataSidecar.suffix))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let photo = try #require(json["photo"] as? [String: Any])
            let download = try #require(json["download"] as? [String: Any])
            #expect(photo["id"] as? Int == id)
            #expect(download["file"] as? String == name)
            #expect(download["photo_from"] as? String == "photo")
            #expect(download["sha256"] as? String == (try? SHA256.digest(ofFileAt: folder.path + "/" + name))?.sha256)
        }
    }
}
