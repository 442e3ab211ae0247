import Foundation
import Testing
@testable import PhotomaniaServer

/// The catalog, API and helpers the demo tests share.
enum DemoFixture {
    /// 2026-05-28T20:26:40Z
    static let referenceDate = Date(timeIntervalSince1970: 1_780_000_000)
    static let catalog = DemoCatalog(seed: 500, photoCount: 240, referenceDate: referenceDate)
    static let origin = "http://127.0.0.1:8500"
    static let api = DemoAPI(catalog: catalog, configuration: .init(origin: origin, imageCacheBytes: 16 << 20))

    static func request(
        _ path: String, _ query: [(String, String)] = [], method: String = "GET", headers: [(String, String)] = []
    ) -> HTTPRequest {
        HTTPRequest(
            method: method,
            path: path,
            query: query.map { (name: $0.0, value: $0.1) },
            headers: HTTPHeaderFields(headers.map { (name: $0.0, value: $0.1) })
        )
    }

    static func get(_ path: String, _ query: [(String, String)] = [], api: DemoAPI = api) -> HTTPResponse {
        api.respond(to: request(path, query))
    }

    static func object(_ response: HTTPResponse) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: response.body)
        return try #require(value as? [String: Any])
    }

    static func getJSON(_ path: String, _ query: [(String, String)] = [], status: Int = 200) throws -> [String: Any] {
        let response = get(path, query)
        #expect(response.status == status, "\(path) \(query)")
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        return try object(response)
    }

    static func photos(_ envelope: [String: Any]) throws -> [[String: Any]] {
        try #require(envelope["photos"] as? [[String: Any]])
    }

    static func ids(_ envelope: [String: Any]) throws -> [Int] {
        try photos(envelope).map { try #require($0["id"] as? Int) }
    }

    static func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    struct JPEGInfo: Equatable {
        let width: Int
        let height: Int
        let progressive: Bool
    }

    /// Reads the frame header (SOFn) of a JPEG; nil when the bytes are not a JPEG.
    static func jpegInfo(_ data: Data) -> JPEGInfo? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return JPEGInfo(
                    width: Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]),
                    height: Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]),
                    progressive: marker == 0xC2
                )
            }
            index += 2 + length
        }
        return nil
    }

    static func endsWithEOI(_ data: Data) -> Bool {
        data.count >= 2 && data[data.endIndex - 2] == 0xFF && data[data.endIndex - 1] == 0xD9
    }
}

@Suite struct DemoFixtureTests {
    @Test func frameHeaderReaderFindsTheEncodedSize() throws {
        let jpeg = try JPEGEncoder.encode(rgb: [UInt8](repeating: 128, count: 33 * 17 * 3), width: 33, height: 17)
        #expect(DemoFixture.jpegInfo(jpeg) == .init(width: 33, height: 17, progressive: false))
        #expect(DemoFixture.endsWithEOI(jpeg))
        #expect(DemoFixture.jpegInfo(Data("not a jpeg".utf8)) == nil)
    }
}
