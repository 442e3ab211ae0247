import Foundation
import Synchronization
import Testing
@testable import PhotomaniaServer

@Suite("HTTPServer: lifecycle, limits and logging")
struct HTTPServerLifecycleTests {
    private let handler = StaticHTTPHandler(["/hello": StaticHTTPHandler.text("hello")])

    @Test func portZeroPicksAFreePort() throws {
        let server = try HTTPServer(handler: handler)
        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    }

    @Test func aPortInUseIsOneClearSentence() throws {
        let first = try HTTPServer(handler: handler)
        #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: first.port)) {
            try HTTPServer(port: first.port, handler: handler)
        }
        let message = HTTPServerError.addressInUse(host: "127.0.0.1", port: first.port).description
        #expect(message == "Cannot listen on 127.0.0.1:\(first.port) because that port is already in use; choose another with --port.")
    }

    @Test func badAddressesAreRefused() {
        #expect(throws: HTTPServerError.invalidPort(70_000)) { try HTTPServer(port: 70_000, handler: handler) }
        #expect(throws: HTTPServerError.addressNotAvailable(host: "192.0.2.1", port: 0)) {
            try HTTPServer(host: "192.0.2.1", handler: handler)
        }
    }

    @Test func stopEndsAStalledResponsePromptly() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "stall=0"))
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello")
        #expect(try client.readHead().status == 200)
        let started = Date()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(client.isClosedByServer(within: 10))
        #expect(server.statistics.connectionsClosedByPeerMidResponse == 0)
    }

    @Test(arguments: ["stall-headers", "delay=30", "rate=1"])
    func stopInterruptsEveryWait(spec: String) throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: spec))
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello")
        #expect(server.waitForStatistics(timeout: 10) { $0.requests == 1 })
        let started = Date()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(client.isClosedByServer(within: 10))
    }

    @Test func stopIsIdempotentAndClosesTheListener() throws {
        let server = try HTTPServer(handler: handler)
        let port = server.port
        server.stop()
        server.stop()
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient(port: port) }
    }

    @Test func droppingTheServerStopsIt() throws {
        var server: HTTPServer? = try HTTPServer(handler: handler)
        let port = try #require(server?.port)
        let client = try RawHTTPClient(port: port)
        client.get("/hello")
        _ = try client.readResponse()
        server = nil
        #expect(client.isClosedByServer(within: 10))
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient(port: port) }
    }

    @Test func idleKeepAliveConnectionsTimeOut() throws {
        let server = try HTTPServer(handler: handler, idleTimeout: 1)
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello")
        _ = try client.readResponse()
        #expect(client.isClosedByServer(within: 5))
    }

    @Test func connectionsBeyondTheLimitGetA503() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "stall-headers"), maximumConnections: 1)
        let holder = try RawHTTPClient(port: server.port)
        holder.get("/hello")
        #expect(server.waitForStatistics(timeout: 10) { $0.requests == 1 })
        let refused = try RawHTTPClient(port: server.port)
        let response = try refused.readResponse()
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "1")
    }

    @Test func theLogHasOneLinePerRequestWithTheKeyRedacted() throws {
        let lines = Mutex<[String]>([])
        let server = try HTTPServer(handler: handler, log: { line in lines.withLock { $0.append(line) } })
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello?consumer_key=SECRET&page=2&consumer%5Fkey=ALSO")
        _ = try client.readResponse()
        client.send("NONSENSE\r\n\r\n")
        _ = try client.readResponse()
        #expect(client.isClosedByServer(within: 10))
        server.stop()

        let logged = lines.withLock { $0 }
        #expect(logged.count == 2)
        #expect(logged.first?.hasPrefix("GET /hello?consumer_key=REDACTED&page=2&consumer%5Fkey=REDACTED 200 5B ") == true)
        #expect(logged.first?.hasSuffix("ms") == true)
        #expect(!logged.joined().contains("SECRET"))
        #expect(logged.last?.hasPrefix("- - 400 ") == true)
    }
}
