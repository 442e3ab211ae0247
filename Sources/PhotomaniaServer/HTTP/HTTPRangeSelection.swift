/// What a `Range` request (RFC 9110 §14) asks of a 200 response's body.
package enum HTTPRangeSelection: Equatable {
    /// Send the whole body: no Range, a Range we do not serve (several ranges, another unit, bad
    /// syntax), or an `If-Range` that no longer matches.
    case full
    case partial(Range<Int>)
    case unsatisfiable

    package init(range: String?, ifRange: String?, bodyLength: Int, etag: String?, lastModified: String?) {
        guard let range else {
            self = .full
            return
        }
        if let ifRange, !Self.validatorMatches(ifRange, etag: etag, lastModified: lastModified) {
            self = .full
            return
        }
        self = Self.select(range, bodyLength: bodyLength)
    }

    /// An entity tag compares strongly (weak tags never match); a date must equal `Last-Modified`.
    private static func validatorMatches(_ ifRange: String, etag: String?, lastModified: String?) -> Bool {
        let validator = ifRange.trimmingHTTPWhitespace
        if validator.hasPrefix("\"") || validator.hasPrefix("W/") {
            guard let etag, !validator.hasPrefix("W/"), !etag.hasPrefix("W/") else { return false }
            return validator == etag.trimmingHTTPWhitespace
        }
        return validator == lastModified?.trimmingHTTPWhitespace
    }

    private static func select(_ header: String, bodyLength: Int) -> HTTPRangeSelection {
        let parts = header.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingHTTPWhitespace.lowercased() == "bytes" else { return .full }
        let spec = parts[1].trimmingHTTPWhitespace
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .full }
        let firstText = spec[..<dash].trimmingHTTPWhitespace, lastText = spec[spec.index(after: dash)...].trimmingHTTPWhitespace

        if firstText.isEmpty {
            guard let suffixLength = number(lastText) else { return .full }
            guard suffixLength > 0, bodyLength > 0 else { return .unsatisfiable }
            return .partial(max(0, bodyLength - suffixLength)..<bodyLength)
        }
        guard let first = number(firstText) else { return .full }
        let last: Int
        if lastText.isEmpty {
            last = bodyLength - 1
        } else {
            guard let value = number(lastText), value >= first else { return .full }
            last = min(value, bodyLength - 1)
        }
        guard first < bodyLength else { return .unsatisfiable }
        return .partial(first..<(last + 1))
    }

    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
