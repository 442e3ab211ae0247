import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

/// Every body has a cap while it streams, an API answer has a time limit, and a download has a
/// minimum average speed: a hostile or broken server cannot fill the disk or memory, or hang a run.
@Suite("Transport limits against real libcurl")
struct TransportLimitsTests {
    /// 64 MiB of zeros, gzip-compressed to about 64 KiB.
    static let gzipBomb: Data = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c 67108864 /dev/zero | gzip -1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }()

    private static func bomb(_ request: HTTPRequest) -> HTTPResponse {
        var headers = HTTPHeaderFields()
        headers["Content-Type"] = "image/jpeg"
        headers["Content-Encoding"] = "gzip"
        return HTTPResponse(status: 200, headers: headers, body: gzipBomb)
    }

    private func session(_ configure: (inout TransportConfiguration) -> Void) throws -> Session {
        var configuration = TransportConfiguration()
        configuration.connectTimeout = 5
        configure(&configuration)
        return try Session(configuration: configuration)
    }

    @Test func aDecompressionBombStreamedToAFileStopsAtTheCap() async throws {
        try #require(Self.gzipBomb.count > 1000 && Self.gzipBomb.count < 1 << 20)
        try await withServer(handler: Self.bomb) { _, origin in
            let consumer = CountingConsumer()
            let error = await #expect(throws: PhotomaniaError.self) {
                try await session { $0.maxFileSize = 1 << 20 }.perform(Request(url: origin + "/bomb.jpg"), consumer: consumer)
            }
            guard case .transportFailed(_, .bodyTooLarge(let limit))? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
            #expect(limit == 1 << 20)
            #expect(consumer.received <= 1 << 20, "nothing past the cap reached the file: \(consumer.received)")
        }
    }

    @Test func aThumbnailSizedCapHoldsInMemoryToo() async throws {
        try await withServer(handler: Self.bomb) { _, origin in
            var request = Request(url: origin + "/bomb.jpg")
            request.maxBodySize = 256 << 10
            let error = await #expect(throws: PhotomaniaError.self) { try await session { _ in }.perform(request) }
            #expect(error.map { if case .transportFailed(_, .bodyTooLarge(256 << 10)) = $0 { true } else { false } } == true, "\(String(describing: error))")
        }
    }

    @Test func bodiesForFilesAndRequestsThatSaySoAskForIdentity() async throws {
        let encodings = Mutex<[String]>([])
        try await withServer(handler: { request in
            encodings.withLock { $0.append(request.headers["Accept-Encoding"] ?? "none") }
            return .json("{}")
        }) { _, origin in
            let session = try session { _ in }
            _ = try await session.perform(Request(url: origin + "/api"))
            _ = try await session.perform(Request(url: origin + "/file"), consumer: CountingConsumer())
            var thumbnail = Request(url: origin + "/thumbnail")
            thumbnail.acceptsCompression = false
            _ = try await session.perform(thumbnail)
        }
        let sent = encodings.withLock { $0 }
        #expect(sent.count == 3 && sent[0] != "identity" && sent[0] != "none", "\(sent)")
        #expect(Array(sent.dropFirst()) == ["identity", "identity"])
    }

    @Test func anAnswerTrickledSlowerThanItsTimeLimitStops() async throws {
        try await withServer(faults: "path=/slow:rate=40", handler: { _ in .json(String(repeating: " ", count: 400) + "{}") }) { _, origin in
            var request = Request(url: origin + "/slow")
            request.timeLimit = 1
            let error = await #expect(throws: PhotomaniaError.self) { try await session { _ in }.perform(request) }
            #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: origin + "/slow"), reason: .tookTooLong(seconds: 1)))
        }
    }

    @Test func aDownloadUnderTheMinimumSpeedStopsOnceTheGraceIsOver() async throws {
        try await withServer(faults: "path=/image:rate=300", handler: { _ in .json(String(repeating: "x", count: 20_000)) }) { _, origin in
            let error = await #expect(throws: PhotomaniaError.self) {
                try await session { $0.minimumSpeed = 4096; $0.speedGrace = 1 }.perform(Request(url: origin + "/image"), consumer: CountingConsumer())
            }
            guard case .transportFailed(_, .tooSlow(let speed, 4096))? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
            #expect(speed < 4096)
        }
    }

    @Test func aMegabyteOfHeadersIsSaidToBeThatNotOutOfMemory() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: " + String(repeating: "a", count: 1 << 20) + "\r\nContent-Length: 2\r\n\r\n{}"
        let responder = try ScriptedResponder(parts: [Array(head.utf8)], pause: 0)
        let url = "http://127.0.0.1:\(responder.port)/v1/photos"
        let error = await #expect(throws: PhotomaniaError.self) { try await session { _ in }.perform(Request(url: url)) }
        #expect(error == .transportFailed(request: RequestSummary(method: "GET", url: url), reason: .headersTooLarge))
        responder.waitUntilFinished()
    }
}

/// Counts what a streamed body delivered.
final class CountingConsumer: ResponseBodyConsumer, Sendable {
    private let count = Mutex(0)
    var received: Int { count.withLock { $0 } }

    func receiveResponse(statusCode: Int, headers: HTTPHeaders) -> Bool { true }

    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        count.withLock { $0 += bytes.count }
        return true
    }
}

@Suite("ThumbnailLoader: a decompression bomb stops at the thumbnail cap")
struct ThumbnailBombTests {
    @Test func aBombedThumbnailFailsAtTheCapWithoutHoldingItAll() async throws {
        try await withServer(handler: { request in
            var headers = HTTPHeaderFields()
            headers["Content-Type"] = "image/jpeg"
            headers["Content-Encoding"] = "gzip"
            return HTTPResponse(status: 200, headers: headers, body: TransportLimitsTests.gzipBomb)
        }) { _, origin in
            let loader = ThumbnailLoader(session: try testSession(), disk: nil)
            let error = await #expect(throws: PhotomaniaError.self) {
                try await loader.image(for: ThumbnailRequest(photoID: 1, url: origin + "/1.jpg", width: 40, height: 40))
            }
            guard case .transportFailed(_, .bodyTooLarge(let limit))? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
            #expect(limit <= 16 << 20, "a thumbnail's answer is capped at a few MiB, not the 64 MiB of an API answer")
            await loader.shutDown()
        }
    }
}
