import Foundation

/// The `strftime` formats of `{taken:…}` and `{created:…}`, expanded in UTC. A format is
/// accepted when its expansion at `sample` (a Wednesday in September, the longest day and month
/// names) holds at most `maxBytes`; another date can only make a conversion longer by digits of
/// its year or seconds, which the buffer of `expand` leaves room for, so an accepted format never
/// overflows and a name never silently loses its date.
enum DateFormat {
    static let maxBytes = 512

    /// 2000-09-27 23:59:59 UTC.
    static let sample = Date(timeIntervalSince1970: 970_099_199)

    /// Digits a conversion may gain over `sample`: a year of up to 11 characters instead of 4,
    /// seconds since 1970 of up to 20 instead of 9.
    private static let growthPerConversion = 16

    static func fits(_ format: String) -> Bool {
        guard let expanded = expand(format, at: sample, room: maxBytes + 1) else { return false }
        return expanded.utf8.count <= maxBytes
    }

    /// The expansion, or nil when the date is out of range or the expansion does not fit.
    static func expand(_ format: String, at date: Date) -> String? {
        let conversions = format.utf8.count { $0 == UInt8(ascii: "%") }
        return expand(format, at: date, room: maxBytes + 1 + conversions * growthPerConversion)
    }

    private static func expand(_ format: String, at date: Date, room: Int) -> String? {
        // A date from a server can be any Double: out of `time_t`'s range is no date.
        guard var seconds = time_t(exactly: date.timeIntervalSince1970.rounded(.down)) else { return nil }
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        var buffer = [CChar](repeating: 0, count: room)
        let count = strftime(&buffer, buffer.count, format, &parts)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
