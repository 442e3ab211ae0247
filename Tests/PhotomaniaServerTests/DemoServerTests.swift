import Foundation
import Testing
@testable import PhotomaniaServer
#if canImport(Glibc)
import Glibc
#endif

@Suite struct DemoServerTests {
    /// One HTTP/1.0-style exchange over a fresh socket: the whole response, head and body.
    private func fetch(port: Int, _ target: String) throws -> (head: String, body: Data) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        let separator = try #require(response.range(of: Data("\r\n\r\n".utf8)))
        return (String(decoding: response[..<separator.lowerBound], as: UTF8.self), Data(response[separator.upperBound...]))
    }

    @Test func servesTheDemoAPIOverHTTP() throws {
        let server = try DemoServer(.init(photoCount: 60, seed: 11, referenceDate: DemoFixture.referenceDate))
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.origin == "http://127.0.0.1:\(server.port)")
        #expect(server.baseURL == server.origin + "/v1")
        #expect(server.catalog.photoCount == 60)

        let list = try fetch(port: server.port, "/v1/photos?feature=fresh_week&rpp=1&image_size=3")
        #expect(list.head.hasPrefix("HTTP/1.1 200"))
        let json = try #require(try JSONSerialization.jsonObject(with: list.body) as? [String: Any])
        let photo = try #require((json["photos"] as? [[String: Any]])?.first)
        let imageURL = try #require(photo["image_url"] as? String)
        #expect(imageURL.hasPrefix(server.origin + "/images/"))

        let image = try fetch(port: server.port, String(imageURL.dropFirst(server.origin.count)))
        #expect(image.head.hasPrefix("HTTP/1.1 200"))
        #expect(image.head.lowercased().contains("content-type: image/jpeg"))
        #expect(DemoFixture.jpegInfo(image.body)?.width == 280)
        #expect(server.statistics.requests >= 2)
    }

    @Test func requiresTheConfiguredConsumerKey() throws {
        let server = try DemoServer(.init(photoCount: 10, requiredConsumerKey: "k"))
        defer { server.stop() }
        #expect(try fetch(port: server.port, "/v1/photos").head.hasPrefix("HTTP/1.1 401"))
        #expect(try fetch(port: server.port, "/v1/photos?consumer_key=k").head.hasPrefix("HTTP/1.1 200"))
    }
}
