import Foundation
import Testing

@testable import PhotomaniaKit

/// A `.part` is written, truncated, hashed and removed only by whoever holds its lock; another
/// process's `.part` is left exactly as it is.
@Suite("FileSink: a .part is touched only under its lock")
struct FileSinkLockTests {
    private let item = DownloadItem(photoID: 42, service: .fiveHundredPx, size: ImageSize(rawValue: 4), url: "http://cdn/42/4.jpg")
    private let jpeg: [UInt8] = markerJPEG()
    private let otherBytes = Data("another process's bytes".utf8)

    private var headers: HTTPHeaders { HTTPHeaders([("Content-Type", "image/jpeg"), ("Content-Length", String(jpeg.count)), ("ETag", "\"v1\"")]) }

    /// Locks `path` through a descriptor of its own, as another process would; close it to release.
    private func lockAsAnotherProcess(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return descriptor
    }

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aPartLockedElsewhereIsBusyAndKeepsItsBytes() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("42.jpg")
            try otherBytes.write(to: URL(fileURLWithPath: path))
            let other = try lockAsAnotherProcess(path)
            defer { close(other) }
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.claimPartial())
            #expect(!sink.receiveResponse(statusCode: 200, headers: headers))
            #expect(sink.isBusy && sink.failure == nil, "busy is not a failure")
            sink.close()
            #expect(contents(path) == otherBytes, "not truncated, not written")
        }
    }

    @Test func aContinuablePartLockedElsewhereIsBusyBeforeTheRequest() async throws {
        try await withScratchFolder { folder in
            let path = folder.partPath("42.jpg")
            try otherBytes.write(to: URL(fileURLWithPath: path))
            let other = try lockAsAnotherProcess(path)
            defer { close(other) }
            PartialDownload(photoID: 42, sizeID: 4, fileName: "42.jpg", validator: "\"v1\"").save(on: other)
            guard PartialDownload.find(photoID: 42, sizeID: 4, candidates: ["42.jpg"], in: folder) != nil else { return }
            let sink = FileSink(item: item, folder: folder, partials: ["42.jpg"])
            #expect(!sink.claimPartial())
            #expect(sink.isBusy && sink.fileName == "42.jpg")
            #expect(sink.resumeHeaders.isEmpty)
            #expect(contents(path) == otherBytes)
        }
    }

    @Test func aFinishedFileStaysLockedUntilReleasedAndHashesAsWritten() async throws {
        try await withScratchFolder { folder in
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.claimPartial())
            #expect(sink.receiveResponse(statusCode: 200, headers: headers))
            #expect(jpeg.withUnsafeBytes { sink.receive($0) })
            let (file, _) = try await sink.finish()
            sink.close()
            guard case .busy = LockedPart.acquire(file.partPath, create: false) else {
                Issue.record("the checked file is still locked after the transfer ended")
                return
            }
            #expect(try file.part.digest() == SHA256.FileDigest(sha256: SHA256.hex(of: jpeg), bytes: Int64(jpeg.count)))
            file.part.close()
            guard case .locked(let next) = LockedPart.acquire(file.partPath, create: false) else {
                Issue.record("released once its owner closes it")
                return
            }
            next.close()
        }
    }

    @Test func aBodyOverTheSizeCapIsRemovedOtherFailuresKeepThePart() async throws {
        try await withScratchFolder { folder in
            let request = RequestSummary(method: "GET", url: item.url)
            for (reason, kept) in [(PhotomaniaError.TransportFailureReason.stalled(seconds: 30), true), (.bodyTooLarge(limit: 4), false)] {
                let sink = FileSink(item: item, folder: folder, partials: [])
                #expect(sink.receiveResponse(statusCode: 200, headers: HTTPHeaders([("Content-Type", "image/jpeg")])))
                #expect(jpeg.withUnsafeBytes { sink.receive($0) })
                let error = PhotomaniaError.transportFailed(request: request, reason: reason)
                #expect(sink.failure(endingTransferWith: error) == .transfer(error))
                sink.close()
                #expect(FileManager.default.fileExists(atPath: folder.partPath("42.jpg")) == kept, "\(reason)")
            }
        }
    }
}
