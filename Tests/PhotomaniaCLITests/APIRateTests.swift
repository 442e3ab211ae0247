import Foundation
import PhotomaniaKit
import PhotomaniaServer
import Testing

@testable import PhotomaniaCLI

/// `--api-rate N` and the service's call budget: what paces a run's API calls, and how a pause
/// the service asks for shows on the progress line.
@Suite struct APIRateTests {
    typealias F = ProgressFixtures

    private func budget(_ arguments: [String], service: CallBudget?, builtInDemo: Bool) throws -> CallBudget? {
        let parsed = try PhotomaniaCommandLine.spec.parse(arguments + ["photos"])
        return try NetworkOptions.callBudget(parsed, service: service, builtInDemo: builtInDemo)
    }

    @Test func theServicesBudgetUnlessTheOptionSaysOtherwise() throws {
        #expect(try budget([], service: Flickr.callBudget, builtInDemo: false) == Flickr.callBudget)
        #expect(try budget([], service: nil, builtInDemo: false) == nil)
        #expect(try budget([], service: Flickr.callBudget, builtInDemo: true) == nil, "the built-in demo is this machine: nothing to be polite to")
        #expect(try budget(["--api-rate", "0.5"], service: Flickr.callBudget, builtInDemo: false) == CallBudget(perSecond: 0.5, burst: 10))
        #expect(try budget(["--api-rate", "2"], service: nil, builtInDemo: true) == CallBudget(perSecond: 2, burst: 10), "asked for, even on the demo")
        #expect(try budget(["--api-rate", "0"], service: Flickr.callBudget, builtInDemo: false) == nil, "0 paces nothing, as rclone's --tpslimit 0")
    }

    @Test(arguments: ["-1", "abc", "1001", "nan", ""])
    func aRateThatIsNoRateIsAUsageError(value: String) async {
        let result = await photomania(["--api-rate", value, "photos"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--api-rate"), "\(result.standardError)")
    }

    @Test func theOptionIsInTheHelp() async {
        let result = await photomania(["--help"])
        #expect(result.standardOutput.contains("--api-rate N"))
    }

    @Test func aPauseOfTheAPIShowsOnTheLogLineAndInJSON() {
        let slowDown = CallPause(host: "api.example", until: F.t0.addingTimeInterval(11.2), reason: .slowDown(status: 429))
        let busy = CallPause(host: "api.example", until: F.t0.addingTimeInterval(2.5), reason: .busy)
        #expect(PlainLine.render(.callsPaused(slowDown), now: F.t0) == "waiting 12 s: the service asked to slow down (429)")
        #expect(PlainLine.render(.callsPaused(busy), now: F.t0) == "waiting 3 s: the service is busy")
        #expect(PlainLine.render(.callsPaused(busy), now: F.t0.addingTimeInterval(3)) == nil, "a pause already over says nothing")
        let json = try? JSONSerialization.jsonObject(with: Data((JSONLinesEvents.render(.callsPaused(busy), now: F.t0) ?? "").utf8)) as? [String: Any]
        #expect(json?["event"] as? String == "waiting" && json?["reason"] as? String == "busy" && json?["host"] as? String == "api.example")
        #expect(json?["status"] is NSNull && (json?["wait_seconds"] as? Double) == 2.5)
    }

    @Test func theTotalLineShowsTheLongerOfAHostsAndTheAPIsPause() {
        var snapshot = F.snapshot
        snapshot.status.callPause = CallPause(host: "api.example", until: F.t0.addingTimeInterval(30), reason: .slowDown(status: 429))
        #expect(TotalLine.plain(snapshot).contains("waiting 30 s: the service asked to slow down (429)"))
        snapshot.status.callPause?.until = F.t0.addingTimeInterval(5)
        #expect(TotalLine.plain(snapshot).contains("waiting 12 s (429)"), "the host's pause is longer")
    }

    @Test func aDownloadWaitsOutA429OnItsListingAndSaysSo() async throws {
        try await withDemoServer(faults: "path=/v1/photos+first=1:status=429,retry-after=1") { server in
            let directory = try TemporaryDirectory()
            let result = await photomania([
                "--api", server.baseURL, "--api-rate", "5", "download", "-o", directory.path, "--feature", "popular", "--limit", "2", "--size", "4",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("waiting 1 s: the service asked to slow down (429)"), "\(result.standardError)")
            #expect(directory.finalFiles.count == 2)
        }
    }
}
