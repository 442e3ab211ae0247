import Foundation
import PhotomaniaHTTPText
import PhotomaniaKit

extension FuzzTarget {
    /// A response head as libcurl hands it over, a line at a time, and the fields a download
    /// reads from it: `Content-Range`, `Retry-After` and its HTTP date.
    static let responseHead = FuzzTarget(name: "response-head", seedFolders: ["fuzz/response-head"], maxLength: 4096) { data throws(FuzzViolation) in
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let parsed = Array(line).withUnsafeBytes { HeaderLine($0) }
            guard case .field(let name, let value)? = parsed else {
                if case .status(let code)? = parsed {
                    try FuzzViolation.require((0...999).contains(code), "a status code has at most three digits: \(code)")
                }
                continue
            }
            try FuzzViolation.require(!name.isEmpty, "a field has a name")
            try checkField(value)
        }
    }

    private static func checkField(_ value: String) throws(FuzzViolation) {
        if let range = ContentRange(value) {
            try FuzzViolation.require(range.start <= range.end && range.total.map { range.end < $0 } ?? true, "a content range is ordered: \(value.debugDescription)")
        }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        if let seconds = RetryAfter.seconds(from: value, now: now) {
            try FuzzViolation.require(seconds >= 0 && seconds.isFinite, "a Retry-After delay is a finite number of seconds: \(seconds)")
        }
        _ = HTTPDate.parse(value)
    }
}
