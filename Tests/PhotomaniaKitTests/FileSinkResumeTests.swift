import Foundation
import Testing

@testable import PhotomaniaKit

@Suite("FileSink: a partial answer continues a .part only when it adds up")
struct FileSinkResumeTests {
    private let item = DownloadItem(photoID: 42, service: .fiveHundredPx, size: ImageSize(rawValue: 4), url: "http://cdn/42/4.jpg")

    /// A 10-byte `42.jpg.part` marked continuable, or nil where the filesystem keeps no user attributes.
    private func sinkResuming(in folder: DownloadFolder) throws -> FileSink? {
        let path = folder.partPath("42.jpg")
        try Data(repeating: 0xFF, count: 10).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_WRONLY)
        defer { close(descriptor) }
        PartialDownload(photoID: 42, sizeID: 4, fileName: "42.jpg", validator: "\"v1\"").save(on: descriptor)
        let sink = FileSink(item: item, folder: folder, partials: ["42.jpg"])
        #expect(sink.claimPartial())
        return sink.resumeHeaders.isEmpty ? nil : sink
    }

    @Test func aLengthThatWouldOverflowIsRefusedNotTrapped() async throws {
        try await withScratchFolder { folder in
            guard let sink = try sinkResuming(in: folder) else { return }
            let headers = HTTPHeaders([
                ("Content-Type", "image/jpeg"), ("Content-Range", "bytes 10-19/*"), ("Content-Length", String(Int64.max)),
            ])
            #expect(!sink.receiveResponse(statusCode: 206, headers: headers))
            #expect(sink.failure == .resumeRejected)
        }
    }

    @Test func aMatchingRangeContinuesAndCountsOnlyNewBytes() async throws {
        try await withScratchFolder { folder in
            guard let sink = try sinkResuming(in: folder) else { return }
            let headers = HTTPHeaders([("Content-Type", "image/jpeg"), ("Content-Range", "bytes 10-19/20"), ("Content-Length", "10")])
            #expect(sink.receiveResponse(statusCode: 206, headers: headers))
            #expect(sink.progress.resumedAt == 10 && sink.progress.expectedBytes == 20 && sink.received == 10)
            sink.close()
        }
    }
}
