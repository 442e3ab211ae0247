import Foundation
import PhotomaniaKit
import Testing

@Suite("PhotoWalk: every listing as events, read ahead, each photo once")
struct PhotoWalkTests {
    private func walk(_ api: APIClient, _ options: WalkOptions) -> PhotoWalk<PhotoReference> {
        PhotoWalk(.stream(.popular), options: options, api: api)
    }

    @Test func aWholeStreamComesInOrderWithPagesReadAheadAFewAtOnce() async throws {
        let catalog = PagedCatalog(totalPages: 8, holdingPagesAfterTheFirst: true)
        let events = try await catalog.serve { api in
            let walking = Task { try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 10, readAhead: 3))) }
            #expect(await eventually { catalog.inFlight == 3 }, "pages 2-4 asked for together once page 1 told there are 8")
            try await Task.sleep(for: .milliseconds(100))
            #expect(catalog.inFlight == 3 && catalog.pagesRequested.sorted() == [1, 2, 3, 4], "no more than 3 ahead")
            catalog.release()
            return try await walking.value
        }
        #expect(events.compactMap(\.photoID) == (1...80).photoIDs)
        #expect(events.compactMap(\.page).map(\.number) == Array(1...8))
        #expect(events.compactMap(\.total) == [80])
        #expect(catalog.pagesRequested.sorted() == Array(1...8), "no page twice, none past the last")
    }

    @Test func aOnePageListCostsOneRequest() async throws {
        let catalog = PagedCatalog(totalPages: 1)
        let events = try await catalog.serve { api in
            try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 10)))
        }
        #expect(events.compactMap(\.photoID).count == 10)
        #expect(catalog.pagesRequested == [1])
    }

    @Test func aLimitStopsTheWalkAndFetchesNoPageItWillNotUse() async throws {
        let catalog = PagedCatalog(totalPages: 50, delay: 0.05)
        let events = try await catalog.serve { api in
            try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), limit: 25, perPage: 10, readAhead: 4)))
        }
        #expect(events.compactMap(\.photoID) == (1...25).photoIDs)
        #expect(events.compactMap(\.total) == [25])
        #expect(catalog.pagesRequested.sorted() == [1, 2, 3], "three pages hold 25 photos")
    }

    @Test func aPhotoWithoutTheImageRequiredIsUnavailableAndDoesNotCountTowardsTheLimit() async throws {
        let catalog = PagedCatalog(totalPages: 2, imageless: [2, 4])
        let events = try await catalog.serve { api in
            try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), limit: 5, perPage: 10, imageSizes: [ImageSize(rawValue: 4)], requiresImage: true)))
        }
        #expect(events.compactMap(\.photoID) == [1, 3, 5, 6, 7], "five photos that can be had")
        let unavailable = events.compactMap { event -> PhotoID? in
            if case .unavailable(let id, .noImage) = event { id } else { nil }
        }
        #expect(unavailable == [2, 4])
        #expect(events.compactMap(\.total).last == 7, "the total counts what could not be had too")
    }

    @Test func nsfwPhotosAreLeftOutAndCounted() async throws {
        let catalog = PagedCatalog(totalPages: 2, nsfw: [3, 14])
        let (hidden, shown) = try await catalog.serve { api in
            let events = try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: 2), perPage: 10)))
            return (events.compactMap(\.page).map(\.hiddenNSFW), events.compactMap(\.photoID))
        }
        #expect(hidden == [1, 1])
        #expect(!shown.contains(3) && !shown.contains(14) && shown.count == 18)
        let all = try await catalog.serve { api in
            try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: 2), perPage: 10, includeNSFW: true))).compactMap(\.photoID)
        }
        #expect(all == (1...20).photoIDs)
    }

    @Test func aPhotoListedTwiceIsYieldedOnce() async throws {
        let catalog = PagedCatalog(totalPages: 3, overlap: 2)
        let events = try await catalog.serve { api in
            try await collected(walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 10)))
        }
        let ids = events.compactMap(\.photoID)
        #expect(ids.count == Set(ids).count, "\(ids)")
        #expect(ids.count == 26)
        #expect(events.compactMap(\.page).map(\.repeated) == [0, 2, 2])
        #expect(events.compactMap(\.total) == [30, 26], "the total is corrected once the walk knows")
    }

    @Test func photosByIDAreLookedUpInOrderEachOnceAndAMissingOneIsUnavailable() async throws {
        try await withServer(handler: { request in
            let id = Int(request.path.split(separator: "/").last ?? "") ?? 0
            guard id != 404 else { return .json(#"{"error": "Not found", "status": 404}"#, status: 404) }
            let answered = id == 5 ? -5 : id == 6 ? 60 : id
            return .json(#"{"photo": {"id": \#(answered), "images": [{"size": 4, "url": "http://cdn/\#(id).jpg"}]}}"#)
        }) { server, origin in
            let api = APIClient(session: try testSession(), configuration: APIConfiguration(baseURL: origin + "/v1"))
            let events = try await collected(PhotoWalk<PhotoReference>(.ids([7, 404, 9, 7, 8]), options: WalkOptions(), api: api))
            #expect(events.compactMap(\.total) == [4])
            #expect(events.compactMap(\.photoID) == [7, 9, 8])
            let unavailable = events.compactMap { event -> PhotoID? in
                if case .unavailable(let id, .notFound) = event { id } else { nil }
            }
            #expect(unavailable == [404])
            #expect(server.statistics.requests == 4, "each id once")

            let asked = try await collected(PhotoWalk<PhotoReference>(.ids([6]), options: WalkOptions(), api: api))
            let answeredFor = asked.compactMap { event -> PhotoID? in
                if case .unavailable(6, .otherPhoto(let answered)) = event { answered } else { nil }
            }
            #expect(asked.compactMap(\.photoID).isEmpty, "an answer about another photo is never taken for the one asked")
            #expect(answeredFor == [60])
            let negative = try await collected(PhotoWalk<PhotoReference>(.ids([5]), options: WalkOptions(), api: api))
            let unreadable = negative.contains { event in
                if case .unavailable(5, .lookupFailed(.responseSerializationFailed(_, .unusableValue("photo.id")))) = event { true } else { false }
            }
            #expect(unreadable, "an answer that cannot be read fails that photo alone: \(negative)")
        }
    }

    @Test func cancellingTheConsumerCancelsThePagesInFlight() async throws {
        let catalog = PagedCatalog(totalPages: 20, delay: 1)
        try await catalog.serve { api in
            let consumer = Task {
                var photos = 0
                do {
                    for try await event in walk(api, WalkOptions(pages: PageRange(first: 1, last: nil), perPage: 10, readAhead: 3)) where event.photoID != nil {
                        photos += 1
                    }
                    return (photos, PhotomaniaError?.none)
                } catch {
                    return (photos, error as? PhotomaniaError)
                }
            }
            #expect(await eventually { catalog.pagesRequested.count >= 4 })
            consumer.cancel()
            let (photos, error) = await consumer.value
            #expect(error == .cancelled)
            #expect(photos <= 10, "no page after the first reached the consumer")
        }
        #expect(catalog.pagesRequested.count == 4, "nothing was fetched after the cancel")
    }
}
