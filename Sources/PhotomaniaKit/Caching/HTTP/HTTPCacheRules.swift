import Foundation
import PhotomaniaHTTPText

/// The decisions of a private client cache after RFC 9111, for GET answers: pure functions, the clock passed in.
public enum HTTPCacheRules {
    /// Lifetime used when a storable 200 gives neither max-age nor Expires.
    public static let heuristicLifetime: TimeInterval = 60

    /// Fields a 304 never overwrites: they describe its own (absent) body or its own connection.
    static let fieldsKeptOnUpdate: Set<String> = [
        "content-length", "content-encoding", "transfer-encoding", "content-range",
        "connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade",
    ]

    /// Whether a response to a GET may be stored: status 200, no `no-store`, `Vary` not `*`.
    public static func isStorable(statusCode: Int, headers: HTTPHeaders) -> Bool {
        statusCode == 200 && !CacheControl(headers: headers).noStore && varyNames(headers) != nil
    }

    /// RFC 9111 4.2.1: max-age, else Expires − Date (Expires invalid → 0; Date missing → responseTime), else the heuristic.
    public static func freshnessLifetime(headers: HTTPHeaders, responseTime: Date) -> TimeInterval {
        if let maxAge = CacheControl(headers: headers).maxAge {
            return TimeInterval(maxAge)
        }
        if let expires = headers.joinedValues(named: "Expires") {
            // Several Expires lines join into an unparsable value, hence a past one, as 5.3 asks of invalid dates.
            guard let expiry = HTTPDate.parse(expires.trimmingCharacters(in: .whitespaces)) else { return 0 }
            return max(0, expiry.timeIntervalSince(dateValue(headers) ?? responseTime))
        }
        return heuristicLifetime
    }

    /// RFC 9111 4.2.3 current_age, from the Date and Age fields and the times of the exchange.
    public static func currentAge(headers: HTTPHeaders, requestTime: Date, responseTime: Date, now: Date) -> TimeInterval {
        let apparentAge = max(0, responseTime.timeIntervalSince(dateValue(headers) ?? responseTime))
        let responseDelay = max(0, responseTime.timeIntervalSince(requestTime))
        let correctedAgeValue = ageValue(headers) + responseDelay
        let correctedInitialAge = max(apparentAge, correctedAgeValue)
        let residentTime = max(0, now.timeIntervalSince(responseTime))
        return correctedInitialAge + residentTime
    }

    /// Fresh = lifetime > current age, and no `no-cache` (which forces revalidation every time).
    public static func isFresh(headers: HTTPHeaders, requestTime: Date, responseTime: Date, now: Date) -> Bool {
        guard !CacheControl(headers: headers).noCache else { return false }
        let lifetime = freshnessLifetime(headers: headers, responseTime: responseTime)
        return lifetime > currentAge(headers: headers, requestTime: requestTime, responseTime: responseTime, now: now)
    }

    /// The conditional request headers for revalidating a stored response: If-None-Match and If-Modified-Since.
    public static func validators(for headers: HTTPHeaders) -> [(name: String, value: String)] {
        var conditions: [(name: String, value: String)] = []
        if let etag = nonEmptyValue(headers["ETag"]) {
            conditions.append((name: "If-None-Match", value: etag))
        }
        if let lastModified = nonEmptyValue(headers["Last-Modified"]) {
            conditions.append((name: "If-Modified-Since", value: lastModified))
        }
        return conditions
    }

    /// The request header names a stored response varies on, lowercased, sorted, deduplicated; nil for `Vary: *`.
    public static func varyNames(_ headers: HTTPHeaders) -> [String]? {
        guard let vary = headers.joinedValues(named: "Vary") else { return [] }
        let names = vary.pieces(between: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
        guard !names.contains("*") else { return nil }
        return Set(names).sorted()
    }

    /// The values of the `names` headers in a request, one `name=value` line each, normalized for comparison.
    public static func varyKey(names: [String], requestHeaders: [(name: String, value: String)]) -> String {
        names.map { name in
            let key = name.lowercased()
            let values = requestHeaders.filter { $0.name.lowercased() == key }.map { collapsingWhitespace($0.value) }
            return key + "=" + values.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    /// RFC 9111 4.3.4: the stored headers with every field the 304 carries replaced, except those describing a body.
    public static func updatedHeaders(stored: HTTPHeaders, notModified: HTTPHeaders) -> HTTPHeaders {
        let replaced = Set(notModified.fields.map { $0.name.lowercased() }).subtracting(fieldsKeptOnUpdate)
        var updated = HTTPHeaders(stored.fields.filter { !replaced.contains($0.name.lowercased()) })
        for field in notModified.fields where replaced.contains(field.name.lowercased()) {
            updated.append(name: field.name, value: field.value)
        }
        return updated
    }

    /// The Date field as a date; nil when missing or invalid (the caller then uses the time of receipt).
    static func dateValue(_ headers: HTTPHeaders) -> Date? {
        headers["Date"].flatMap { HTTPDate.parse($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The Age field in seconds: 0 when missing; an invalid one (a list, a sign, letters) counts as very old.
    static func ageValue(_ headers: HTTPHeaders) -> TimeInterval {
        guard let age = headers.joinedValues(named: "Age") else { return 0 }
        let seconds = CacheControl.deltaSeconds(age.trimmingCharacters(in: .whitespaces))
        return TimeInterval(seconds ?? CacheControl.maximumDeltaSeconds)
    }

    private static func nonEmptyValue(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// Trimmed, with every run of spaces, tabs or line breaks turned into one space.
    private static func collapsingWhitespace(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }
}
