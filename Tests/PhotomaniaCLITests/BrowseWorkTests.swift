import Foundation
import Synchronization
import Testing

@testable import PhotomaniaCLI

/// What work reported before the loop cancelled it is dropped: the loop asks `wasCancelled`
/// for every report it takes, after any cancel it carried out before.
@Suite struct BrowseWorkTests {
    @Test func aReportOfCancelledWorkIsRecognisedAndOtherSlotsAreNot() async {
        let work = BrowseWork()
        let ids = Mutex<[WorkSlot: Int]>([:])
        let started = AsyncStream<Void>.makeStream()
        for slot in [WorkSlot.page, .details] {
            work.start(slot) { id in
                ids.withLock { $0[slot] = id }
                started.continuation.yield()
                try? await Task.sleep(for: .seconds(60))
            }
        }
        var count = 0
        for await _ in started.stream {
            count += 1
            if count == 2 { break }
        }
        let page = ids.withLock { $0[.page] }, details = ids.withLock { $0[.details] }
        #expect(page.map(work.wasCancelled) == false)
        work.cancel(.page)
        #expect(page.map(work.wasCancelled) == true, "a page answer posted before the cancel is dropped after it")
        #expect(details.map(work.wasCancelled) == false)
        await work.cancelAllAndWait()
    }
}
