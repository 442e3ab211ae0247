import Foundation
import PhotomaniaHTTPText

extension DownloadFileName {
    /// The percent-decoded last segment of the URL's path, without query or fragment; empty when
    /// the path ends in `/`. Bytes that do not decode as UTF-8 leave the segment encoded.
    static func lastPathComponent(of url: String) -> String {
        var path = Substring(url)
        if let fragment = path.firstIndex(of: "#") { path = path[..<fragment] }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        if let separator = path.range(of: "://"),
           path[..<separator.lowerBound].unicodeScalars.allSatisfy({ NamingASCII.isAlphanumeric($0) || "+-.".unicodeScalars.contains($0) }) {
            let authorityAndPath = path[separator.upperBound...]
            path = authorityAndPath[(authorityAndPath.firstIndex(of: "/") ?? authorityAndPath.endIndex)...]
        }
        let segment = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
        guard let bytes = PercentDecoding.bytes(of: segment, strict: false),
              let decoded = String(validating: bytes, as: UTF8.self)
        else { return String(segment) }
        return decoded
    }
}
