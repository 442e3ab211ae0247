import CLinux
import Foundation
import Testing

@testable import PhotomaniaKit

/// A `.part` carries its resume mark only while it is worth continuing: from its first MiB on,
/// or once released unfinished. A file that arrives in one go never carries one, and a final
/// name never does.
@Suite("FileSink: the resume mark is written when a .part is worth continuing")
struct FileSinkResumeMarkTests {
    private let item = DownloadItem(photoID: 42, service: .fiveHundredPx, size: ImageSize(rawValue: 4), url: "http://cdn/42/4.jpg")

    private func headers(length: Int) -> HTTPHeaders {
        HTTPHeaders([("Content-Type", "image/jpeg"), ("Content-Length", String(length)), ("ETag", "\"v1\"")])
    }

    private func mark(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let length = lgetxattr(path, PartialDownload.attribute, &buffer, buffer.count)
        return length < 0 ? nil : String(decoding: buffer[..<length], as: UTF8.self)
    }

    /// Whether files in `folder` keep user attributes (tmpfs before Linux 6.6 does not).
    private func keepsAttributes(_ folder: DownloadFolder) -> Bool {
        let probe = folder.path + "/.probe"
        _ = FileManager.default.createFile(atPath: probe, contents: nil)
        defer { unlink(probe) }
        return lsetxattr(probe, PartialDownload.attribute, "x", 1, 0) == 0
    }

    @Test func aSmallFileIsMarkedOnlyWhenReleasedUnfinished() async throws {
        try await withScratchFolder { folder in
            guard keepsAttributes(folder) else { return }
            let bytes = [UInt8](repeating: 0xAB, count: 200_000)
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.receiveResponse(statusCode: 200, headers: headers(length: 400_000)))
            #expect(bytes.withUnsafeBytes { sink.receive($0) })
            #expect(mark(folder.partPath("42.jpg")) == nil, "no mark while the file is small")
            sink.close()
            #expect(mark(folder.partPath("42.jpg")) == "42\n4\n\"v1\"", "released unfinished: continuable")
            #expect(FileManager.default.contents(atPath: folder.partPath("42.jpg")) == Data(bytes), "its bytes are all on disk")
        }
    }

    @Test func aLargeFileIsMarkedFromItsFirstMiB() async throws {
        try await withScratchFolder { folder in
            guard keepsAttributes(folder) else { return }
            let piece = [UInt8](repeating: 0xCD, count: 256 << 10)
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.receiveResponse(statusCode: 200, headers: headers(length: 8 << 20)))
            for _ in 0..<3 { #expect(piece.withUnsafeBytes { sink.receive($0) }) }
            #expect(mark(folder.partPath("42.jpg")) == nil)
            #expect(piece.withUnsafeBytes { sink.receive($0) })
            #expect(mark(folder.partPath("42.jpg")) == "42\n4\n\"v1\"", "a kill from here on leaves a continuable .part")
            sink.close()
        }
    }

    /// Commits what `sink` received whole, as a download does, and answers the final file's mark.
    private func commit(_ sink: FileSink, in folder: DownloadFolder) async throws -> String? {
        let (file, _) = try await sink.finish()
        let committer = Committer(folder: folder)
        committer.submit(file) { _ in }
        await committer.drain()
        return mark(file.finalPath)
    }

    @Test func aLargeFilesMarkIsGoneFromItsFinalName() async throws {
        try await withScratchFolder { folder in
            guard keepsAttributes(folder) else { return }
            let jpeg = markerJPEG([UInt8](repeating: 1, count: 2 << 20))
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.receiveResponse(statusCode: 200, headers: headers(length: jpeg.count)))
            #expect(jpeg.withUnsafeBytes { sink.receive($0) })
            #expect(mark(folder.partPath("42.jpg")) != nil)
            let finalMark = try await commit(sink, in: folder)
            #expect(finalMark == nil, "the final name carries no mark")
            #expect(FileManager.default.contents(atPath: folder.finalPath("42.jpg")) == Data(jpeg))
        }
    }

    /// A `.part` an earlier run marked with another validator, not continued (it is not among
    /// the partials) but fetched whole under the same name: the old mark goes too.
    @Test func anEarlierPartsMarkIsGoneFromItsFinalName() async throws {
        try await withScratchFolder { folder in
            guard keepsAttributes(folder) else { return }
            let earlier = folder.partPath("42.jpg")
            try Data(repeating: 0, count: 10).write(to: URL(fileURLWithPath: earlier))
            #expect(lsetxattr(earlier, PartialDownload.attribute, "42\n4\n\"v0\"", 9, 0) == 0)
            let jpeg = markerJPEG()
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.receiveResponse(statusCode: 200, headers: headers(length: jpeg.count)))
            #expect(jpeg.withUnsafeBytes { sink.receive($0) })
            let finalMark = try await commit(sink, in: folder)
            #expect(finalMark == nil, "the final name carries no mark")
            #expect(FileManager.default.contents(atPath: folder.finalPath("42.jpg")) == Data(jpeg))
        }
    }

    /// The size cap removes the `.part` and closes its descriptor; the bytes still held back
    /// must not then be written through that number, which may already name another file.
    @Test func aRemovedPartsHeldBackBytesReachNoOtherFile() async throws {
        try await withScratchFolder { folder in
            let sink = FileSink(item: item, folder: folder, partials: [])
            #expect(sink.receiveResponse(statusCode: 200, headers: HTTPHeaders([("Content-Type", "image/jpeg")])))
            #expect([UInt8](repeating: 0xEE, count: 1000).withUnsafeBytes { sink.receive($0) })
            let partDescriptor = try #require(openDescriptors().first { $0.path == folder.partPath("42.jpg") }?.descriptor)
            let error = PhotomaniaError.transportFailed(request: RequestSummary(method: "GET", url: item.url), reason: .bodyTooLarge(limit: 4))
            _ = sink.failure(endingTransferWith: error)
            // Another file opened now takes the lowest free number: the `.part`'s, when no other
            // test took it first; a few tries make that likely.
            var others: [(descriptor: Int32, path: String)] = []
            defer { for other in others { close(other.descriptor) } }
            for index in 0..<64 where !others.contains(where: { $0.descriptor == partDescriptor }) {
                let path = folder.path + "/other-\(index)"
                others.append((open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644), path))
            }
            let reused = try #require(others.first { $0.descriptor == partDescriptor }, "the number was taken again")
            sink.close()
            #expect(FileManager.default.contents(atPath: reused.path)?.isEmpty == true, "nothing written into another file")
            #expect(!FileManager.default.fileExists(atPath: folder.partPath("42.jpg")))
        }
    }

    private func openDescriptors() -> [(descriptor: Int32, path: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { name in
            guard let descriptor = Int32(name), let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name) else { return nil }
            return (descriptor, path)
        }
    }
}
