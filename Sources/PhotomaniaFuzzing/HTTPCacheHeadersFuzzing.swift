import Foundation
import PhotomaniaKit

extension FuzzTarget {
    /// The header block of an API answer as the HTTP cache reads it (`Cache-Control`, `Expires`,
    /// `Date`, `Age`, `Vary`, validators, the merge of a 304), and the cache key made of a request
    /// URL whose query is the block's first line. Lists are split here on their bytes, as
    /// RFC 9110 5.6 states them, not on Swift's grapheme clusters.
    static let httpCacheHeaders = FuzzTarget(name: "http-cache-headers", seedFolders: ["fuzz/http-cache-headers"], maxLength: 4096) { data throws(FuzzViolation) in
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var fields: [(name: String, value: String)] = []
        for line in lines {
            if case .field(let name, let value)? = Array(line).withUnsafeBytes({ HeaderLine($0) }) {
                fields.append((name, value))
            }
        }
        let headers = HTTPHeaders(fields)
        try checkCacheTimes(headers)
        try checkNoStore(headers, fields: fields)
        try checkVary(headers, fields: fields)
        try checkValidators(headers)
        try checkNotModifiedMerge(headers)
        try checkCacheKey(query: String(decoding: lines.first ?? Data(), as: UTF8.self))
    }

    /// Lifetime and age are finite and never negative, whatever the numbers, dates and signs.
    private static func checkCacheTimes(_ headers: HTTPHeaders) throws(FuzzViolation) {
        let requestTime = Date(timeIntervalSince1970: 1_790_000_000)
        let responseTime = requestTime.addingTimeInterval(1.5)
        let now = responseTime.addingTimeInterval(30)
        let lifetime = HTTPCacheRules.freshnessLifetime(headers: headers, responseTime: responseTime)
        try FuzzViolation.require(lifetime.isFinite && lifetime >= 0, "a freshness lifetime is finite and not negative: \(lifetime)")
        let age = HTTPCacheRules.currentAge(headers: headers, requestTime: requestTime, responseTime: responseTime, now: now)
        try FuzzViolation.require(age.isFinite && age >= 0, "a current age is finite and not negative: \(age)")
        _ = HTTPCacheRules.isFresh(headers: headers, requestTime: requestTime, responseTime: responseTime, now: now)
        _ = CacheControl(headers.fields.first?.value)
    }

    /// A `no-store` directive in any `Cache-Control` line forbids storing. Checked only when no
    /// line leaves a quoted string open: an open quote may run on over the lines joined after it.
    private static func checkNoStore(_ headers: HTTPHeaders, fields: [(name: String, value: String)]) throws(FuzzViolation) {
        let storable = HTTPCacheRules.isStorable(statusCode: 200, headers: headers)
        var members: [[UInt8]] = []
        for field in fields where asciiLowercased(field.name.utf8) == Array("cache-control".utf8) {
            guard let lineMembers = membersOutsideQuotes(field.value) else { return }
            members += lineMembers
        }
        if members.contains(where: { asciiLowercased($0) == Array("no-store".utf8) }) {
            try FuzzViolation.require(!storable, "an answer with Cache-Control no-store is not storable: \(describe(fields))")
        }
    }

    /// `Vary` names nothing storable exactly when a member is `*`; otherwise its names are
    /// lowercase, sorted, distinct, and each one member of the list.
    private static func checkVary(_ headers: HTTPHeaders, fields: [(name: String, value: String)]) throws(FuzzViolation) {
        let values = fields.filter { asciiLowercased($0.name.utf8) == Array("vary".utf8) }.map(\.value)
        let rawMembers = values.flatMap { $0.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) }
        // `*` with optional whitespace (OWS: space, tab) around it, as RFC 9110 5.6.1 allows…
        let star = rawMembers.contains { trimmedOWS($0) == [UInt8(ascii: "*")] }
        // …or, more leniently, with any white space: a cache may refuse what it cannot read.
        let lenientStar = rawMembers.contains { member in
            String(decoding: member, as: UTF8.self).unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value) == [0x2A]
        }
        let names = HTTPCacheRules.varyNames(headers)
        if star {
            try FuzzViolation.require(names == nil, "Vary with a * member varies on everything: \(values.debugDescription) gave \(names ?? [])")
        }
        guard let names else {
            try FuzzViolation.require(lenientStar, "only a * member makes Vary vary on everything: \(values.debugDescription)")
            return
        }
        for name in names {
            try FuzzViolation.require(!name.isEmpty, "a Vary name is not empty: \(values.debugDescription)")
            try FuzzViolation.require(!name.utf8.contains { (0x41...0x5A).contains($0) }, "a Vary name is lowercase: \(name.debugDescription)")
            try FuzzViolation.require(!name.utf8.contains(UInt8(ascii: ",")), "a Vary name is one member of the list: \(name.debugDescription) from \(values.debugDescription)")
        }
        try FuzzViolation.require(zip(names, names.dropFirst()).allSatisfy { $0 < $1 }, "Vary names are sorted and distinct: \(names)")
        _ = HTTPCacheRules.varyKey(names: names, requestHeaders: headers.fields)
        _ = HTTPCacheRules.varyKey(names: names, requestHeaders: [])
    }

    /// At most one condition of each kind, and only the two a cache sends.
    private static func checkValidators(_ headers: HTTPHeaders) throws(FuzzViolation) {
        let names = HTTPCacheRules.validators(for: headers).map(\.name)
        try FuzzViolation.require(Set(names).count == names.count && names.allSatisfy { ["If-None-Match", "If-Modified-Since"].contains($0) }, "validators are If-None-Match and If-Modified-Since, once each: \(names)")
    }

    /// A 304 carrying exactly the stored fields changes none of them.
    private static func checkNotModifiedMerge(_ headers: HTTPHeaders) throws(FuzzViolation) {
        let updated = HTTPCacheRules.updatedHeaders(stored: headers, notModified: headers)
        try FuzzViolation.require(Set(updated.fields.map(\.name)) == Set(headers.fields.map(\.name)), "a 304 like the stored answer keeps its field names: \(updated.fields.map(\.name)) from \(headers.fields.map(\.name))")
        let sortedFields = { (headers: HTTPHeaders) in headers.fields.map { [$0.name, $0.value] }.sorted { $0.lexicographicallyPrecedes($1) } }
        try FuzzViolation.require(sortedFields(updated) == sortedFields(headers), "a 304 like the stored answer keeps its fields: \(describe(updated.fields)) from \(describe(headers.fields))")
    }

    /// No query member of a cache key is named `consumer_key` or `oauth_…`, percent-decoded, in any case.
    private static func checkCacheKey(query: String) throws(FuzzViolation) {
        let base = "http://h/v1/p"
        let url = base + "?" + query
        let key = HTTPCacheKey.url(removingSecretsFrom: url)
        try FuzzViolation.require(key.utf8.starts(with: base.utf8), "a cache key keeps the URL's path: \(key.debugDescription)")
        let bytes = Array(key.utf8)
        guard let questionMark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return }
        for member in bytes[(questionMark + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let rawName = member.prefix { $0 != UInt8(ascii: "=") }
            let name = asciiLowercased(percentDecoded(rawName))
            try FuzzViolation.require(name != Array("consumer_key".utf8) && !name.starts(with: "oauth_".utf8), "a cache key holds no consumer_key or oauth_ parameter: \(key.debugDescription) from \(url.debugDescription)")
        }
    }

    /// The members of one field line split at the commas outside quoted strings (RFC 9110 5.6.4:
    /// `"` opens and closes, `\` escapes the next byte inside), without their OWS; nil when a quote stays open.
    private static func membersOutsideQuotes(_ value: String) -> [[UInt8]]? {
        var members: [[UInt8]] = []
        var current: [UInt8] = []
        var inQuotes = false
        var escaped = false
        for byte in value.utf8 {
            if escaped {
                escaped = false
            } else if inQuotes && byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
            } else if byte == UInt8(ascii: ",") && !inQuotes {
                members.append(trimmedOWS(current))
                current = []
                continue
            }
            current.append(byte)
        }
        guard !inQuotes else { return nil }
        members.append(trimmedOWS(current))
        return members
    }

    private static func trimmedOWS(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let isOWS = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return Array(Array(bytes.drop(while: isOWS)).reversed().drop(while: isOWS).reversed())
    }

    private static func asciiLowercased(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }

    /// Every `%XX` with two hex digits as its byte; anything else as written.
    private static func percentDecoded(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(bytes)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func describe(_ fields: [(name: String, value: String)]) -> String {
        fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n").debugDescription
    }
}
