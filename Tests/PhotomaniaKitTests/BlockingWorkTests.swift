import Foundation
import PhotomaniaKit
import Testing

@Suite("BlockingWork: blocking work on threads of its own")
struct BlockingWorkTests {
    @Test func theWorkRunsOffTheCooperativePoolAndItsErrorComesBack() async throws {
        #expect(!BlockingWork.isCurrentThreadBlockingWork)
        #expect(await BlockingWork.run { BlockingWork.isCurrentThreadBlockingWork })
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused()) {
            try await BlockingWork.run { () throws(Refused) -> Int in throw Refused() }
        }
    }

    @Test func moreBlockedCallsThanCoresDoNotStarveOneAnother() async {
        let gate = DispatchSemaphore(value: 0)
        let waiting = (0..<8).map { _ in Task { await BlockingWork.run { gate.wait() } } }
        let free = await BlockingWork.run { 42 }
        #expect(free == 42, "a ninth call ran while eight blocked")
        for _ in waiting { gate.signal() }
        for task in waiting { await task.value }
    }
}
