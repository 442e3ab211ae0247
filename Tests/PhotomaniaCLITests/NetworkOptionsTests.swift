import Foundation
@testable import PhotomaniaCLI
import PhotomaniaKit
@testable import PhotomaniaServer
import Synchronization
import Testing

/// `--limit-rate`, `--sleep`, `--proxy` (and the proxy variables), `--user-agent`, and a refused
/// connection failing at once. Times are checked from below only: a slow machine takes longer.
@Suite("Politeness and networks: rate limit, sleep, proxy, user agent")
struct NetworkOptionsTests {
    private func seconds(since start: ContinuousClock.Instant) -> Double {
        (ContinuousClock.now - start) / .seconds(1)
    }

    /// `--limit-rate 128k` is for the whole run, all 4 jobs together. Bytes are taken a chunk
    /// at a time (at most a quarter of a second's worth, 32 KiB) while allowance is left, and
    /// the allowance fills from empty at the rate: the photos' B bytes take (B - 32 KiB) / 128
    /// KiB seconds at least, about 1.6 s; unlimited, they take a few milliseconds.
    @Test func limitRateCapsTheWholeRun() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 4)
            try #require(ids.count == 4)
            let total = Double(ids.map { server.imageBytes(photoID: $0, size: 4).count }.reduce(0, +))
            let bound = (total - 32 * 1024) / (128 * 1024)
            try #require(bound > 1, "photos of \(total) bytes in all are too small to show the limit")
            let directory = try TemporaryDirectory()
            let started = ContinuousClock.now
            let result = await photomania(["--api", server.baseURL, "--limit-rate", "128k", "download", "-o", directory.path, "--jobs", "4", "--size", "4"] + ids.map(String.init))
            let elapsed = seconds(since: started)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles.count == 4)
            #expect(elapsed >= bound, "took \(elapsed) s, at least \(bound) s expected")
        }
    }

    @Test(arguments: ["500k", "2M", "1.5m", "4096"])
    func limitRateTakesSizes(_ rate: String) async throws {
        try await withDemoServer { server in
            let result = await photomania(["--api", server.baseURL, "--limit-rate", rate, "photos", "--rpp", "2"])
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    @Test(arguments: ["fast", "0", "-5k", "2X"])
    func limitRateRefusesWhatIsNotARate(_ rate: String) async {
        let result = await photomania(["--limit-rate=\(rate)", "photos"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--limit-rate' must be a rate in bytes a second such as 500k or 2M, not '\(rate)'"), "\(result.standardError)")
    }

    @Test func sleepSpacesPhotoStarts() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 4)
            try #require(ids.count == 4)
            let directory = try TemporaryDirectory()
            let started = ContinuousClock.now
            let result = await photomania(["--api", server.baseURL, "download", "-o", directory.path, "--jobs", "1", "--sleep", "0.3", "--size", "1"] + ids.map(String.init))
            let elapsed = seconds(since: started)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles.count == 4)
            #expect(elapsed >= 0.9, "3 waits of 0.3 s between 4 starts; took \(elapsed) s")
        }
    }

    @Test func sleepTakesARangeAndSpacesStartsEvenWithManyJobs() async throws {
        try await withDemoServer { server in
            let ids = await listedIDs(server, count: 3)
            let directory = try TemporaryDirectory()
            let started = ContinuousClock.now
            let result = await photomania(["--api", server.baseURL, "download", "-o", directory.path, "--jobs", "8", "--sleep", "0.25-0.4", "--size", "1"] + ids.map(String.init))
            #expect(result.status == 0, "\(result.standardError)")
            #expect(directory.finalFiles.count == 3)
            #expect(seconds(since: started) >= 0.5, "2 waits of at least 0.25 s")
        }
    }

    @Test(arguments: ["1-", "-1", "b", "3-1", "1-2-3", "nan", "1e3", "100000"])
    func sleepRefusesWhatIsNotSecondsOrARange(_ value: String) async {
        let result = await photomania(["download", "--sleep=\(value)", "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--sleep' must be seconds such as 0.5, or a range such as 1-3, not '\(value)'"), "\(result.standardError)")
    }

    @Test func sleepRangesParse() {
        #expect(SecondsRange.parse("0.3") == 0.3...0.3)
        #expect(SecondsRange.parse("1-3") == 1...3)
        #expect(SecondsRange.parse("0.5-0.5") == 0.5...0.5)
        #expect(SecondsRange.parse("0") == 0...0)
    }

    @Test func userAgentIsSentAndDefaultsToPhotomania() async throws {
        let recorder = UserAgentRecorder()
        let server = try HTTPServer(handler: recorder)
        defer { server.stop() }
        let api = "http://127.0.0.1:\(server.port)/v1"
        let custom = await photomania(["--api", api, "--user-agent", "gentle-archiver/1.0 (+mailto:me@example.org)", "photos"])
        #expect(custom.status == 0, "\(custom.standardError)")
        let plain = await photomania(["--api", api, "photos"])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(recorder.agents.withLock { $0 } == ["gentle-archiver/1.0 (+mailto:me@example.org)", TransportConfiguration.defaultUserAgent])
    }

    @Test(arguments: ["", "two\r\nX-Injected: 1", "tab\there"])
    func userAgentRefusesControlCharacters(_ agent: String) async {
        let result = await photomania(["--user-agent", agent, "photos"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--user-agent' must be text of 1 to 1000 characters"), "\(result.standardError)")
    }

    @Test(arguments: ["ftp://proxy:21", "http://", "proxy host:80", ""])
    func proxyRefusesWhatIsNotAProxy(_ proxy: String) async {
        let result = await photomania(["--proxy", proxy, "photos"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'--proxy' must be a proxy URL"), "\(result.standardError)")
    }

    /// A refused connection is not retried: one request, no "retrying", and the hint.
    @Test func aRefusedConnectionFailsAtOnceWithTheHint() async throws {
        let server = try HTTPServer(handler: DocumentedExamplesHandler())
        let port = server.port
        server.stop()
        let result = await photomania(["--api", "http://127.0.0.1:\(port)/v1", "--verbose", "photos"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("photomania: > GET") }.count == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("retrying"))
        #expect(lines.last?.hasSuffix("could not connect: 127.0.0.1:\(port) refused the connection or is unreachable (GET http://127.0.0.1:\(port)/v1/photos?feature=popular&page=1&rpp=20); check your network or --api") == true, "\(result.standardError)")
    }
}

/// Answers like the documented examples and keeps each request's User-Agent.
private final class UserAgentRecorder: HTTPHandling {
    let agents = Mutex<[String]>([])
    let examples = DocumentedExamplesHandler()

    func respond(to request: HTTPRequest) -> HTTPResponse {
        agents.withLock { $0.append(request.headers["User-Agent"] ?? "-") }
        return examples.respond(to: request)
    }
}
