import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("Faults: matchers and counters on the wire")
struct FaultCounterTests {
    private let handler = StaticHTTPHandler([
        "/v1/photos": StaticHTTPHandler.text("photos"),
        "/image.jpg": StaticHTTPHandler.image(10_000),
    ])

    private func statuses(_ server: HTTPServer, _ paths: [String]) throws -> [Int] {
        let client = try RawHTTPClient(port: server.port)
        return try paths.map { path in
            client.get(path)
            return try client.readResponse().status
        }
    }

    @Test func firstFailsNTimesThenSucceeds() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "path=/v1/*+first=2:status=503"))
        #expect(try statuses(server, ["/image.jpg", "/v1/photos", "/v1/photos", "/v1/photos"]) == [200, 503, 503, 200])
    }

    @Test func everyFailsEachNthRequest() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "every=3:status=500"))
        #expect(try statuses(server, Array(repeating: "/v1/photos", count: 6)) == [200, 200, 500, 200, 200, 500])
    }

    @Test func countersBelongToEachServer() throws {
        let plan = try FaultPlan(parsing: "first=1:status=503")
        let one = try HTTPServer(handler: handler, faults: plan)
        let two = try HTTPServer(handler: handler, faults: plan)
        #expect(try statuses(one, ["/v1/photos", "/v1/photos"]) == [503, 200])
        #expect(try statuses(two, ["/v1/photos", "/v1/photos"]) == [503, 200])
    }

    @Test func setFaultsReplacesThePlanAndItsCounters() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "first=1:status=503"))
        #expect(try statuses(server, ["/v1/photos", "/v1/photos"]) == [503, 200])
        server.setFaults(try FaultPlan(parsing: "first=1:status=429"))
        #expect(server.faults.description == "first=1:status=429")
        #expect(try statuses(server, ["/v1/photos", "/v1/photos"]) == [429, 200])
    }

    @Test func aStalledDownloadResumesWithRange() throws {
        let server = try HTTPServer(handler: handler, faults: FaultPlan(parsing: "path=/image.jpg+first=1:stall=0.5"))
        let full = StaticHTTPHandler.patternBody(10_000)
        let received: Data
        do {
            let first = try RawHTTPClient(port: server.port)
            first.get("/image.jpg")
            let head = try first.readHead()
            #expect(head.header("ETag") == "\"v1\"")
            received = first.readUntilQuiet(0.3)
        }
        #expect(received == full.prefix(5000))

        let second = try RawHTTPClient(port: server.port)
        second.get("/image.jpg", headers: ["Range: bytes=\(received.count)-", "If-Range: \"v1\""])
        let rest = try second.readResponse()
        #expect(rest.status == 206)
        #expect(received + rest.body == full)
        #expect(server.waitForStatistics(timeout: 10) { $0.connectionsClosedByPeerMidResponse == 1 })
    }
}
