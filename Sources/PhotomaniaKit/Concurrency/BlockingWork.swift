import Foundation

/// Runs blocking work — disk I/O, hashing, decoding — on threads of its own, so that the
/// cooperative pool (two threads on a two-core machine) never waits on it. The awaiting task is
/// suspended, not blocked, while the work runs.
public enum BlockingWork {
    private static let marker = DispatchSpecificKey<Bool>()
    private static let queue: DispatchQueue = {
        let queue = DispatchQueue(label: "photomania.blocking", qos: .userInitiated, attributes: .concurrent)
        queue.setSpecific(key: marker, value: true)
        return queue
    }()

    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            queue.async {
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    /// Starts `work` on these threads without waiting for it.
    public static func start(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Whether the caller is on one of these threads (for tests that check where work runs).
    public static var isCurrentThreadBlockingWork: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}
