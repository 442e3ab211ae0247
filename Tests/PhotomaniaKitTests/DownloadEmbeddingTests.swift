import Foundation
@testable import PhotomaniaServer
import Synchronization
import Testing

@testable import PhotomaniaKit

/// `--embed-metadata` in the engine: the packet is in the file before it is hashed and named, the
/// archive keeps the server's hash and the file's, `archive verify` passes, the pixels are the
/// server's, a file already here is left alone, and what cannot take a packet is kept as it
/// came with a notice.
@Suite("DownloadEngine: metadata embedded before a file is named")
struct DownloadEmbeddingTests {
    private func plan(_ source: PhotoSelection, _ folder: DownloadFolder, archive: DownloadArchive?, embedding: MetadataEmbedding? = MetadataEmbedding()) -> DownloadPlan {
        DownloadPlan(source: source, listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, archive: archive, embedding: embedding))
    }

    private func finished(_ observer: RecordingObserver) -> [(name: String, bytes: Int64)] {
        observer.events.compactMap { if case .finished(_, let name, let bytes) = $0 { (name, bytes) } else { nil } }
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A demo server of 40 photos and a scratch folder with its archive, for `body`.
    private func withArchivedFolder(_ body: (DemoServer, DownloadFolder, DownloadArchive) async throws -> Void) async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 40))
        defer { server.stop() }
        try await withScratchFolder { folder in
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            defer { archive.close() }
            try await body(server, folder, archive)
        }
    }

    @Test func theArchiveKeepsBothHashesAndVerifyPasses() async throws {
        try await withArchivedFolder { server, folder, archive in
            let photo = try #require(server.catalog.photos.first { !$0.nsfw && $0.location != nil && !$0.tags.isEmpty })
            let observer = RecordingObserver()
            let outcome = await plan(.ids([PhotoID(photo.id)]), folder, archive: archive).job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.downloaded == 1 && observer.notices.isEmpty, "\(observer.failures) \(observer.notices)")
            let (name, reported) = try #require(finished(observer).first)
            let path = folder.finalPath(name)
            let file = try bytes(path)
            let served = [UInt8](server.imageBytes(photoID: photo.id))
            #expect(file.count > served.count && reported == Int64(file.count), "the event gives the file's size")
            #expect(!folder.files.contains { $0.hasSuffix(".part") })

            let entry = try #require(try archive.entry(photoID: PhotoID(photo.id), sizeID: 4))
            #expect(entry.sha256 == SHA256.hex(of: file) && entry.bytes == Int64(file.count), "the file's hash and size")
            #expect(entry.serverSHA256 == SHA256.hex(of: served), "the server's hash beside it")
            #expect(try ArchiveVerifier.verify(archive).findings.isEmpty)
            #expect(try JPEGDecoder.decode(Data(file)).image == (try JPEGDecoder.decode(Data(served))).image, "the server's pixels")

            let packets = try XMPDocument.packets(inJPEGAt: path)
            let packet = try #require(packets.first)
            #expect(packets.count == 1)
            #expect(packet.value(.dublinCore, "title") == .languageAlternative(photo.name))
            #expect(packet.value(.dublinCore, "subject") == .unordered(photo.tags))
            #expect(packet.value(.exif, "GPSLatitude") != nil && packet.value(.exif, "GPSLongitude") != nil)
            #expect(packet.value(.photomania, "Service") == .text("500px") && packet.value(.photomania, "PhotoID") == .text(String(photo.id)))

            // Already here: left alone, however often it is asked for.
            let again = RecordingObserver()
            let second = await plan(.ids([PhotoID(photo.id)]), folder, archive: archive).job(api: try demoAPI(server)).run(observer: again)
            #expect(second.skipped == 1 && second.downloaded == 0)
            #expect(try bytes(path) == file)
        }
    }

    @Test func withoutEmbeddingTheFileIsTheServersBytesAndHasOneHash() async throws {
        try await withArchivedFolder { server, folder, archive in
            let id = try #require(server.catalog.photoIDs.first)
            let observer = RecordingObserver()
            _ = await plan(.ids([PhotoID(id)]), folder, archive: archive, embedding: nil).job(api: try demoAPI(server)).run(observer: observer)
            let (name, _) = try #require(finished(observer).first)
            #expect(try bytes(folder.finalPath(name)) == [UInt8](server.imageBytes(photoID: id)))
            #expect(try archive.entry(photoID: PhotoID(id), sizeID: 4)?.serverSHA256 == nil)
            #expect(try XMPDocument.packets(inJPEGAt: folder.finalPath(name)).isEmpty)
        }
    }

    @Test func listedPhotosCarryTheirListingsFieldsWithNoRequestAdded() async throws {
        let lookups = Mutex<[String]>([])
        let server = try DemoServer(DemoServer.Configuration(photoCount: 40, log: { line in
            if line.contains("/v1/photos/") { lookups.withLock { $0.append(line) } }
        }))
        defer { server.stop() }
        try await withScratchFolder { folder in
            let observer = RecordingObserver()
            var listed = plan(.stream(.popular), folder, archive: nil)
            listed.listing.limit = 5
            let outcome = await listed.job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.downloaded == 5, "\(observer.failures)")
            #expect(lookups.withLock { $0 }.isEmpty, "no photo looked up one by one: \(lookups.withLock { $0 })")
            for (name, _) in finished(observer) {
                let id = try #require(Int(name.prefix { $0 != "." }))
                let photo = try #require(server.catalog.photos.first { $0.id == id })
                let packet = try #require(try XMPDocument.packets(inJPEGAt: folder.finalPath(name)).first)
                #expect(packet.value(.dublinCore, "title") == .languageAlternative(photo.name), "the listing decoded in full: \(name)")
                #expect(packet.value(.dublinCore, "creator") != nil && packet.value(.rights, "WebStatement") != nil)
                #expect(packet.value(.dublinCore, "subject") == (photo.tags.isEmpty ? nil : .unordered(photo.tags)), "the listing asked for tags")
            }
        }
    }

    /// A server answering photo 7 with `image`, titled "Served".
    private func withImageServer(_ image: [UInt8], _ body: (String) async throws -> Void) async throws {
        try await withServer(handler: { request in
            guard request.path.hasPrefix("/v1/") else {
                var headers = HTTPHeaderFields()
                headers["Content-Type"] = "image/jpeg"
                return HTTPResponse(status: 200, headers: headers, body: Data(image))
            }
            let host = request.headers["Host"] ?? ""
            return .json(#"{"photo": {"id": 7, "name": "Served", "images": [{"size": 4, "url": "http://\#(host)/7.jpg"}]}}"#)
        }) { _, origin in try await body(origin) }
    }

    private func run(_ origin: String, _ folder: DownloadFolder) async throws -> (RecordingObserver, DownloadArchive, path: String) {
        let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
        let observer = RecordingObserver()
        let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
        let outcome = await DownloadEngine(api: api, plan: plan(.ids([7]), folder, archive: archive)).run(observer: observer)
        #expect(outcome.downloaded == 1, "\(observer.failures)")
        let name = try #require(finished(observer).first?.name)
        return (observer, archive, folder.finalPath(name))
    }

    @Test func aHeaderThatCannotBeWalkedIsKeptAsItCameWithANotice() async throws {
        let image = try XMPFiles.jpeg(try XMPFiles.jfif(), [0x00])
        try await withImageServer(image) { origin in
            try await withScratchFolder { folder in
                let (observer, archive, path) = try await run(origin, folder)
                defer { archive.close() }
                guard case .metadataNotEmbedded(let reason)? = observer.notices.first else {
                    Issue.record("a notice says why: \(observer.notices)")
                    return
                }
                #expect(reason.contains("cannot be walked"), "\(reason)")
                #expect(try bytes(path) == image)
                let entry = try #require(try archive.entry(photoID: 7, sizeID: 4))
                #expect(entry.sha256 == SHA256.hex(of: image) && entry.serverSHA256 == nil, "the file is the server's bytes: one hash")
            }
        }
    }

    @Test func theServersOwnPacketIsMergedIntoOrReplacedWhenUnreadable() async throws {
        let theirs = try XMPFiles.jpeg(try XMPFiles.jfif(), XMPFiles.xmp(XMPFiles.theirPacket))
        try await withImageServer(theirs) { origin in
            try await withScratchFolder { folder in
                let (observer, archive, path) = try await run(origin, folder)
                defer { archive.close() }
                #expect(observer.notices.isEmpty)
                let packets = try XMPDocument.packets(inJPEGAt: path)
                #expect(packets.count == 1 && packets.first?.value(.dublinCore, "title") == .languageAlternative("Served"))
                #expect(packets.first?.value(XMPNamespace(uri: "http://ns.adobe.com/photoshop/1.0/", prefix: "photoshop"), "City") == .text("Lisboa"))
                #expect(try archive.entry(photoID: 7, sizeID: 4)?.serverSHA256 == SHA256.hex(of: theirs))
            }
        }
        let unreadable = try XMPFiles.jpeg(try XMPFiles.jfif(), XMPFiles.xmp("<!DOCTYPE x><x/>"))
        try await withImageServer(unreadable) { origin in
            try await withScratchFolder { folder in
                let (observer, archive, path) = try await run(origin, folder)
                defer { archive.close() }
                guard case .unreadableMetadataReplaced(let reason)? = observer.notices.first else {
                    Issue.record("a notice says theirs was replaced: \(observer.notices)")
                    return
                }
                #expect(reason.contains("document type declaration"))
                #expect(try XMPDocument.packets(inJPEGAt: path).map { $0.value(.dublinCore, "title") } == [.languageAlternative("Served")])
            }
        }
    }

    @Test func aPartAnEmbeddingWasCutShortInIsFetchedWhole() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let first = RecordingObserver()
            _ = await plan(.ids([PhotoID(id)]), folder, archive: nil).job(api: try demoAPI(server)).run(observer: first)
            let (name, _) = try #require(finished(first).first)
            let whole = try bytes(folder.finalPath(name))
            // What a run that died midway leaves: no resume mark, more bytes than the server's,
            // the tail not yet moved.
            let served = [UInt8](server.imageBytes(photoID: id))
            try FileManager.default.removeItem(atPath: folder.finalPath(name))
            try Data(served + [UInt8](repeating: 0, count: 3000)).write(to: URL(fileURLWithPath: folder.partPath(name)))
            let observer = RecordingObserver()
            let outcome = await plan(.ids([PhotoID(id)]), folder, archive: nil).job(api: try demoAPI(server)).run(observer: observer)
            #expect(outcome.downloaded == 1 && outcome.bytes == Int64(served.count), "fetched whole, not continued: \(observer.failures)")
            #expect(try bytes(folder.finalPath(name)) == whole, "the same file as a run that was not cut short")
            #expect(!folder.files.contains { $0.hasSuffix(".part") })
        }
    }
}
