import Synchronization
import Testing

@testable import PhotomaniaKit

/// `jobs` transfers at a time: the slots are never over-given, waiters get them in turn, and a
/// cancelled waiter neither hangs nor takes one.
@Suite("TaskSlots: a counting semaphore for tasks")
struct TaskSlotsTests {
    private final class Holders: Sendable {
        let now = Atomic<Int>(0)
        let most = Atomic<Int>(0)
    }

    @Test func neverMoreHoldersThanSlots() async {
        let slots = TaskSlots(count: 3)
        let holders = Holders()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    guard await slots.acquire() else { return }
                    let now = holders.now.add(1, ordering: .relaxed).newValue
                    holders.most.max(now, ordering: .relaxed)
                    try? await Task.sleep(for: .milliseconds(2))
                    holders.now.subtract(1, ordering: .relaxed)
                    slots.release()
                }
            }
        }
        #expect(holders.most.load(ordering: .relaxed) == 3)
    }

    @Test func aCancelledWaiterStopsWaitingAndTheSlotGoesOn() async {
        let slots = TaskSlots(count: 1)
        #expect(await slots.acquire())
        let cancelled = Task { await slots.acquire() }
        let next = Task { await slots.acquire() }
        try? await Task.sleep(for: .milliseconds(50))
        cancelled.cancel()
        #expect(await cancelled.value == false, "the cancelled waiter returns without a slot")
        slots.release()
        #expect(await next.value, "the held slot goes to the waiter still waiting")
    }

    @Test func anAlreadyCancelledTaskGetsNoSlot() async {
        let slots = TaskSlots(count: 2)
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            return await slots.acquire()
        }
        task.cancel()
        #expect(await task.value == false)
        let first = await slots.acquire(), second = await slots.acquire()
        #expect(first && second, "both slots are still free")
    }
}
