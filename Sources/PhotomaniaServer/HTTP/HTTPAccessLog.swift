import PhotomaniaHTTPText

/// One access-log line per request: `GET /v1/photos?consumer_key=REDACTED&page=2 200 1234B 3ms`.
enum HTTPAccessLog {
    static let secretParameters: Set<String> = ["consumer_key", "api_key"]

    /// `status` nil means no response was sent (the request was dropped or held by a fault).
    static func line(method: String, target: String, status: Int?, bodyBytes: Int, milliseconds: Int, fault: String?) -> String {
        var line = "\(method) \(redacted(target)) \(status.map(String.init) ?? "-") \(bodyBytes)B \(milliseconds)ms"
        if let fault { line += " [fault \(fault)]" }
        return line
    }

    /// The target with the values of secret query parameters replaced by `REDACTED`.
    static func redacted(_ target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        let pairs = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let decodedName = PercentDecoding.string(of: name, plusAsSpace: true) ?? String(name)
            return secretParameters.contains(decodedName) ? "\(name)=REDACTED" : String(pair)
        }
        return target[...mark] + pairs.joined(separator: "&")
    }
}
