import Foundation
import PhotomaniaServer
import Testing

@testable import PhotomaniaKit

/// A large file is hashed as its bytes stream in and written in slices, not read back: the
/// archive's SHA-256 is still that of exactly the bytes on disk, before and after
/// `--embed-metadata` changes them. A continued `.part` is hashed whole once complete.
@Suite("DownloadEngine: large files hashed as they stream")
struct DownloadStreamedHashTests {
    /// A valid JPEG of about 12 MiB: the fixture behind APP15 segments of varied bytes.
    private static let large: [UInt8] = {
        let base = [UInt8]((try? Fixtures.data("images/baseline.jpg")) ?? Data())
        var bytes: [UInt8] = [0xFF, 0xD8]
        for segment in 0..<192 {
            let payload = (0..<65_533).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ segment) }
            bytes += [0xFF, 0xEF, 0xFF, 0xFF] + payload
        }
        return bytes + base.dropFirst(2)
    }()

    private func download(embedding: MetadataEmbedding?) async throws -> (file: [UInt8], entry: ArchiveEntry?) {
        try await withServer(handler: { request in
            guard request.path.hasPrefix("/v1/") else {
                var headers = HTTPHeaderFields()
                headers["Content-Type"] = "image/jpeg"
                return HTTPResponse(status: 200, headers: headers, body: Data(Self.large))
            }
            let host = request.headers["Host"] ?? ""
            return .json(#"{"photo": {"id": 7, "name": "Large", "images": [{"size": 4, "url": "http://\#(host)/7.jpg"}]}}"#)
        }) { _, origin in
            try await withScratchFolder { folder in
                let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
                defer { archive.close() }
                let plan = DownloadPlan(
                    source: .ids([7]), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, archive: archive, embedding: embedding)
                )
                let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
                let observer = RecordingObserver()
                let outcome = await DownloadEngine(api: api, plan: plan).run(observer: observer)
                #expect(outcome.downloaded == 1, "\(observer.failures)")
                let entry = try archive.entry(photoID: 7, sizeID: 4)
                let file = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.finalPath(try #require(entry?.fileName)))))
                return (file, entry)
            }
        }
    }

    @Test func theArchiveHoldsTheHashOfTheBytesOnDisk() async throws {
        #expect(Self.large.count > 12_000_000)
        let (file, entry) = try await download(embedding: nil)
        #expect(file == Self.large, "every slice written, in order")
        #expect(entry?.sha256 == SHA256.hex(of: Self.large) && entry?.serverSHA256 == nil)
    }

    @Test func embeddingKeepsTheServersHashAndHashesTheFileAgain() async throws {
        let (file, entry) = try await download(embedding: MetadataEmbedding())
        #expect(file != Self.large, "a packet was embedded")
        #expect(entry?.serverSHA256 == SHA256.hex(of: Self.large), "the streamed hash of what the server sent")
        #expect(entry?.sha256 == SHA256.hex(of: file), "the file as it is now")
    }

    @Test func aContinuedPartIsRecordedWithTheWholeFilesHash() async throws {
        let server = try DemoServer(DemoServer.Configuration(photoCount: 20, faults: try FaultPlan(parsing: "path=/images/*+first=1:truncate=20000")))
        defer { server.stop() }
        let id = try #require(server.catalog.photoIDs.first)
        try await withScratchFolder { folder in
            let archive = try folder.openArchive(service: ServiceName.fiveHundredPx)
            defer { archive.close() }
            let plan = DownloadPlan(source: .ids([id].photoIDs), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: folder, archive: archive))
            let observer = RecordingObserver()
            let outcome = await DownloadEngine(api: try demoAPI(server), plan: plan).run(observer: observer)
            #expect(outcome.downloaded == 1 && observer.retryReasons.count == 1, "\(observer.failures) \(observer.retryReasons)")
            let bytes = [UInt8](server.imageBytes(photoID: id))
            #expect(try archive.entry(photoID: PhotoID(id), sizeID: 4)?.sha256 == SHA256.hex(of: bytes), "the first 20,000 bytes and the rest")
        }
    }
}
