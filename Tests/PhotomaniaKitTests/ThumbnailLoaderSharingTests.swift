import Foundation
@testable import PhotomaniaKit
@testable import PhotomaniaServer
import Testing

@Suite("ThumbnailLoader: equal requests share the whole job, decoding runs off the actor")
struct ThumbnailLoaderSharingTests {
    private func loadConcurrently(_ loader: ThumbnailLoader, _ requests: [ThumbnailRequest]) async throws -> [RGBImage] {
        try await withThrowingTaskGroup(of: RGBImage.self) { group in
            for request in requests { group.addTask { try await loader.image(for: request) } }
            return try await group.reduce(into: [RGBImage]()) { $0.append($1) }
        }
    }

    @Test func tenEqualRequestsShareOneDecode() async throws {
        let recorder = DecodeRecorder()
        try await withThumbnailDemo(faults: "path=/images/*:delay=0.3", recorder: recorder) { server, loader, _, request in
            let images = try await loadConcurrently(loader, Array(repeating: request, count: 10))
            #expect(images.count == 10)
            #expect(Set(images.map(\.pixels)).count == 1)
            #expect(recorder.decodes == 1)
            #expect(imageRequests(server) == 1)
        }
    }

    @Test func equalRequestsShareOneDiskReadAndDecode() async throws {
        try await withThumbnailDemo { server, loader, disk, request in
            _ = try await loader.image(for: request)
            let recorder = DecodeRecorder()
            let fresh = ThumbnailLoader(session: try testSession(), disk: disk, decoder: recorder.decoder)
            let images = try await loadConcurrently(fresh, Array(repeating: request, count: 10))
            #expect(Set(images.map(\.pixels)).count == 1)
            #expect(recorder.decodes == 1)
            #expect(imageRequests(server) == 1, "the disk cache answered")
        }
    }

    @Test func twoBoxesOfOneURLShareTheTransferAndDecodeEach() async throws {
        let recorder = DecodeRecorder()
        try await withThumbnailDemo(faults: "path=/images/*:delay=0.3", recorder: recorder) { server, loader, _, request in
            var small = request
            small.width = 20
            small.height = 20
            let images = try await loadConcurrently(loader, [request, small, request, small])
            #expect(Set(images.map(\.width)) == [20, 40])
            #expect(recorder.decodes == 2, "one per box")
            #expect(imageRequests(server) == 1, "one transfer for the URL")
        }
    }

    @Test func decodingRunsOnBlockingWorkThreads() async throws {
        let recorder = DecodeRecorder()
        try await withThumbnailDemo(recorder: recorder) { server, loader, disk, request in
            _ = try await loader.image(for: request)
            let fresh = ThumbnailLoader(session: try testSession(), disk: disk, decoder: recorder.decoder)
            _ = try await fresh.image(for: request)
            #expect(imageRequests(server) == 1, "the second decode was of the disk cache's bytes")
            #expect(recorder.decodes == 2)
            #expect(recorder.allOnBlockingWorkThreads)
        }
    }
}
