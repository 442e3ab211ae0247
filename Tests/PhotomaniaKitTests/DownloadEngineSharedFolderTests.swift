import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaKit

/// Another photomania writing into the same folder: its `.part` is left to it (a skip, not a
/// failure), a later run finishes the photo, and the archive only ever records bytes it hashed
/// that are under the recorded name.
@Suite("DownloadEngine: a folder shared with another process")
struct DownloadEngineSharedFolderTests {
    private func run(_ server: DemoServer, _ folder: DownloadFolder, ids: [Int]) async throws -> (DownloadOutcome, RecordingObserver) {
        let observer = RecordingObserver()
        let plan = DownloadPlan(source: .ids(ids.photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, archive: try folder.openArchive(service: ServiceName.fiveHundredPx)))
        let outcome = await DownloadEngine(api: try demoAPI(server), plan: plan).run(observer: observer)
        return (outcome, observer)
    }

    /// The name the server gives the photo's file.
    private func fileName(_ server: DemoServer, id: Int) async throws -> String {
        try await withScratchFolder { folder in
            let (_, observer) = try await run(server, folder, ids: [id])
            let names = observer.events.compactMap { event -> String? in if case .finished(_, let name, _) = event { name } else { nil } }
            return try #require(names.first)
        }
    }

    private func imageRequests(_ server: DemoServer) -> Int {
        server.statistics.requestsByPath.filter { $0.key.hasPrefix("/images/") }.values.reduce(0, +)
    }

    /// `continuable`: the other process's `.part` carries the resume attribute, so that it is
    /// recognised before any request; else only once the response names the file.
    @Test(arguments: [false, true])
    func aPartAnotherProcessHoldsIsSkippedAsBusyAndALaterRunFetchesIt(continuable: Bool) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        let name = try await fileName(server, id: id)
        try await withScratchFolder { folder in
            let path = folder.partPath(name)
            let prefix = server.imageBytes(photoID: id).prefix(100)
            try prefix.write(to: URL(fileURLWithPath: path))
            let other = open(path, O_RDWR | O_CLOEXEC)
            try #require(other >= 0 && flock(other, LOCK_EX | LOCK_NB) == 0)
            if continuable { PartialDownload(photoID: PhotoID(id), sizeID: 4, fileName: name, validator: "\"v\"").save(on: other) }
            let requestsBefore = imageRequests(server)

            let (busy, observer) = try await run(server, folder, ids: [id])
            #expect(busy.skipped == 1 && busy.downloaded == 0 && busy.failedIDs.isEmpty, "\(observer.failures)")
            let skips = observer.events.compactMap { event -> (String?, DownloadEvent.SkipReason)? in
                if case .skipped(_, let file, let reason) = event { (file, reason) } else { nil }
            }
            #expect(skips.count == 1 && skips.first?.0 == name && skips.first?.1 == .busy)
            #expect(FileManager.default.contents(atPath: path) == Data(prefix), "the other process's bytes are untouched")
            if continuable { #expect(imageRequests(server) == requestsBefore, "no request for a photo known to be busy") }

            close(other)
            let (later, _) = try await run(server, folder, ids: [id])
            #expect(later.downloaded == 1)
            #expect(folder.files.filter { !$0.hasPrefix(".") } == [name])
            let bytes = server.imageBytes(photoID: id)
            #expect(FileManager.default.contents(atPath: folder.finalPath(name)) == bytes)
            let entry = try #require(try folder.openArchive(service: ServiceName.fiveHundredPx).entry(photoID: PhotoID(id), sizeID: 4))
            #expect(entry.sha256 == SHA256.hex(of: bytes) && entry.bytes == Int64(bytes.count))
        }
    }

    @Test func aPartLeftBesideAnArchivedPhotoIsRemovedUnlessAnotherProcessHoldsIt() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let (first, observer) = try await run(server, folder, ids: [id])
            let name = try #require(observer.events.compactMap { event -> String? in if case .finished(_, let name, _) = event { name } else { nil } }.first)
            #expect(first.downloaded == 1)
            let path = folder.partPath(name)
            try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: path))
            let other = open(path, O_RDWR | O_CLOEXEC)
            try #require(other >= 0 && flock(other, LOCK_EX | LOCK_NB) == 0)
            PartialDownload(photoID: PhotoID(id), sizeID: 4, fileName: name, validator: "\"v\"").save(on: other)
            guard PartialDownload.find(photoID: PhotoID(id), sizeID: 4, candidates: [name], in: folder) != nil else {
                close(other)
                return
            }

            let (held, _) = try await run(server, folder, ids: [id])
            #expect(held.skipped == 1 && FileManager.default.fileExists(atPath: path), "another process's .part stays")
            close(other)
            let (abandoned, _) = try await run(server, folder, ids: [id])
            #expect(abandoned.skipped == 1 && !FileManager.default.fileExists(atPath: path), "an abandoned one goes")
            #expect(FileManager.default.contents(atPath: folder.finalPath(name)) == server.imageBytes(photoID: id))
        }
    }

    @Test func aRecordIsMadeOnlyWhileTheFinalNameHoldsTheHashedBytes() async throws {
        try await withScratchFolder { folder in
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            let final = folder.finalPath("7.4.jpg")
            guard case .locked(let part) = LockedPart.acquire(folder.partPath("7.4.jpg"), create: true) else {
                Issue.record("locked")
                return
            }
            defer { part.close() }
            #expect(rename(part.path, final) == 0)
            let mine = ArchiveEntry(
                service: ServiceName.fiveHundredPx,
                photoID: 7, sizeID: 4, fileName: "7.4.jpg", bytes: 0, sha256: SHA256.hex(of: []), downloadedAt: Date(timeIntervalSince1970: 1_795_000_000.5)
            )
            #expect(try archive.record(mine, onlyIf: { part.isFile(at: final) }))

            let replacement = folder.path + "/replacement"
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: replacement))
            #expect(rename(replacement, final) == 0, "another process renames its copy over it")
            var stale = mine
            stale.downloadedAt = mine.downloadedAt.addingTimeInterval(1)
            #expect(try !archive.record(stale, onlyIf: { part.isFile(at: final) }))
            #expect(try archive.entry(photoID: 7, sizeID: 4)?.downloadedAt == mine.downloadedAt)
        }
    }
}
