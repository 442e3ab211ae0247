import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Synchronization
import Testing

@testable import PhotomaniaCLI

/// A terminal that takes no output until released, like a paused `less` or a stuck SSH link.
final class BlockedOutput: TextOutput {
    private let gate = DispatchSemaphore(value: 0)
    private let written = Mutex("")
    let isTerminal = false
    let columns: Int? = nil

    func write(_ text: TerminalText) {
        gate.wait()
        gate.signal()
        written.withLock { $0 += text.string }
    }

    func release() {
        gate.signal()
    }

    var text: String { written.withLock { $0 } }
}

@Suite struct ProgressBlockedTerminalTests {
    @Test func aTerminalThatTakesNoOutputHoldsUpNoTransfer() async throws {
        try await withDemoServer { server in
            let ids = Array(server.catalog.photoIDs.prefix(4))
            let folder = try TemporaryDirectory()
            let output = BlockedOutput()
            let display = ProgressDisplay(output: output, mode: .plain, width: { 80 })
            let api = APIClient(session: try Session(), configuration: APIConfiguration(baseURL: server.baseURL))
            let plan = DownloadPlan(
                source: .ids(ids.map { PhotoID($0) }), listing: .init(sizes: .exactly(ImageSize(rawValue: 4))), files: .init(folder: DownloadFolder(folder.path)), transfers: .init(jobs: 2)
            )
            let finished = Mutex<DownloadOutcome?>(nil)
            let run = Task {
                let outcome = await DownloadEngine(service: FiveHundredPx(api: api), plan: plan).run(observer: display)
                finished.withLock { $0 = outcome }
            }
            let done = await eventually(timeout: 30) { finished.withLock { $0 } != nil }
            #expect(done, "the download ended while the terminal took nothing")
            #expect(finished.withLock { $0?.downloaded } == 4)
            #expect(output.text.isEmpty)
            output.release()
            await run.value
            await display.finish(summary: DownloadSummary(downloaded: 4, skipped: 0, failedIDs: [], bytes: 0, elapsed: 1, interrupted: false))
            #expect(output.text.components(separatedBy: "done ").count == 5, "every line was written once released: \(output.text)")
        }
    }
}
