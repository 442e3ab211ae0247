import Foundation
import Testing
@testable import PhotomaniaServer

@Suite("HTTPServer: HTTP/1.1 basics")
struct HTTPServerBasicsTests {
    let server: HTTPServer

    init() throws {
        server = try HTTPServer(handler: StaticHTTPHandler([
            "/hello": StaticHTTPHandler.text("hello"),
            "/lying": HTTPResponse(status: 200, headers: HTTPHeaderFields([("Content-Length", "999"), ("Connection", "close")]), body: Data("abc".utf8)),
        ]))
    }

    @Test func keepAliveServesTwoRequestsOnOneConnection() throws {
        let client = try RawHTTPClient(port: server.port)
        for _ in 0..<2 {
            client.get("/hello")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body == Data("hello".utf8))
            #expect(response.header("Content-Length") == "5")
            #expect(response.header("Connection") == "keep-alive")
            #expect(response.header("Server") == "photomania-demo")
            #expect(response.header("Date")?.hasSuffix(" GMT") == true)
        }
        #expect(server.statistics.connectionsAccepted == 1)
        #expect(server.statistics.requests == 2)
    }

    @Test func connectionCloseIsHonoured() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello", headers: ["Connection: close"])
        let response = try client.readResponse()
        #expect(response.header("Connection") == "close")
        #expect(client.isClosedByServer(within: 10))
    }

    @Test func http10ClosesUnlessKeepAliveIsAsked() throws {
        let plain = try RawHTTPClient(port: server.port)
        plain.send("GET /hello HTTP/1.0\r\n\r\n")
        #expect(try plain.readResponse().header("Connection") == "close")
        #expect(plain.isClosedByServer(within: 10))

        let keeping = try RawHTTPClient(port: server.port)
        for _ in 0..<2 {
            keeping.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            let response = try keeping.readResponse()
            #expect(response.header("Connection") == "keep-alive")
            #expect(response.body == Data("hello".utf8))
        }
    }

    @Test func headSendsTheGetHeadersWithoutABody() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/echo", method: "HEAD")
        let head = try client.readResponse(bodyless: true)
        client.get("/echo")
        let get = try client.readResponse()
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == String(get.body.count))
        let echo = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: get.body)
        #expect(echo.method == "GET")
        #expect(server.waitForStatistics(timeout: 10) { $0.bodyBytesSent == get.body.count })
    }

    @Test func pathAndQueryArePercentDecoded() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/echo/a%20b%2Fc?x=1+2&y=%E2%9C%93&flag&a%5B%5D=1&a[]=2&empty=")
        let echo = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: client.readResponse().body)
        #expect(echo.path == "/echo/a b/c")
        #expect(echo.query == [["x", "1 2"], ["y", "✓"], ["flag", ""], ["a[]", "1"], ["a[]", "2"], ["empty", ""]])
    }

    @Test func absoluteFormTargetsServeTheirPath() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("http://127.0.0.1:\(server.port)/hello?x=1")
        #expect(try client.readResponse().body == Data("hello".utf8))
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400),
        ("GET /hello\r\nHost: x\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\n folded: y\r\n\r\n", 400),
        ("GET /a%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 5x\r\n\r\n", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n", 400),
        ("GET /hello HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        ("POST /hello HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
    ])
    func badRequestsAreRefusedAndClosed(request: String, status: Int) throws {
        let client = try RawHTTPClient(port: server.port)
        client.send(request)
        let response = try client.readResponse()
        #expect(response.status == status)
        #expect(response.header("Content-Type") == "application/json")
        let error = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(error?["status"] as? Int == status)
        #expect(client.isClosedByServer(within: 10))
        #expect(server.statistics.requests == 0)
    }

    @Test func oversizedHeadersGet431() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello", headers: (0..<1100).map { "X-Filler-\($0): \(String(repeating: "x", count: 60))" })
        #expect(try client.readResponse().status == 431)
        #expect(client.isClosedByServer(within: 10))
    }

    @Test func requestBodiesAreSkippedWithoutLosingTheConnection() throws {
        let client = try RawHTTPClient(port: server.port)
        client.send("POST /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello=world")
        #expect(try client.readResponse().body == Data("hello".utf8))
        client.get("/hello")
        #expect(try client.readResponse().body == Data("hello".utf8))
    }

    /// A form body reaches the handler whole, however the bytes arrive, and the next request on
    /// the connection starts right after it.
    @Test func aRequestBodyReachesTheHandlerAndTheNextRequestFollows() throws {
        let client = try RawHTTPClient(port: server.port)
        client.send("POST /echo/vote HTTP/1.1\r\nHost: x\r\nContent-Length: 21\r\n\r\nbody=I+like")
        client.send("+it%21&x=1")
        client.send("GET /echo/next HTTP/1.1\r\nHost: x\r\n\r\n")
        let posted = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: client.readResponse().body)
        let next = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: client.readResponse().body)
        #expect(posted.method == "POST")
        #expect(posted.body == "body=I+like+it%21&x=1")
        #expect(next.path == "/echo/next")
        #expect(next.body == "")
    }

    @Test func expectContinueGetsAnInterimResponse() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/hello", method: "PUT", headers: ["Content-Length: 3", "Expect: 100-continue"])
        #expect(try client.readHead().status == 100)
        client.send("abc")
        #expect(try client.readResponse().body == Data("hello".utf8))
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /echo/1 HTTP/1.1\r\nHost: x\r\n\r\nGET /echo/2 HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: client.readResponse().body)
        let second = try JSONDecoder().decode(StaticHTTPHandler.Echo.self, from: client.readResponse().body)
        #expect([first.path, second.path] == ["/echo/1", "/echo/2"])
    }

    @Test func framingHeadersAreTheServersOwn() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/lying")
        let response = try client.readResponse()
        #expect(response.header("Content-Length") == "3")
        #expect(response.header("Connection") == "keep-alive")
        #expect(response.headers.filter { $0.name == "Content-Length" }.count == 1)
    }

    @Test func unknownPathsGetTheHandlersAnswer() throws {
        let client = try RawHTTPClient(port: server.port)
        client.get("/nowhere")
        #expect(try client.readResponse().status == 404)
    }
}
