import Foundation

/// Runs a plan's post-processors on each file handed over, one file at a time on a queue of its
/// own, so that writing beside the photos never holds up a transfer nor the cooperative pool.
final class PostProcessing: Sendable {
    typealias Report = @Sendable (PostProcessingFailure) -> Void

    private let processors: [any PostProcessor]
    /// What the processors read, together.
    let needs: PostProcessorNeeds
    private let queue = DispatchQueue(label: "photomania.post-processing")
    private let inFlight = DispatchGroup()

    init(_ processors: [any PostProcessor]) {
        self.processors = processors
        needs = processors.reduce(into: []) { $0.formUnion($1.needs) }
    }

    /// Returns at once; every processor runs on `file` in turn, each failure going to `report`.
    func submit(_ file: FinalFile, report: @escaping Report) {
        guard !processors.isEmpty else { return }
        inFlight.enter()
        queue.async { [processors, inFlight] in
            for processor in processors {
                do throws(PostProcessingFailure) {
                    try processor.process(file)
                } catch {
                    report(error)
                }
            }
            inFlight.leave()
        }
    }

    /// Returns when every file submitted before has been processed.
    func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            inFlight.notify(queue: queue) { continuation.resume() }
        }
    }
}
