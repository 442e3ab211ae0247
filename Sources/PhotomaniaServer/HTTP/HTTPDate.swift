import Foundation

/// The IMF-fixdate form of HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`), for `Date` and
/// `Retry-After`. Built by hand: thread-safe and independent of the locale.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(from date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let day = weekdays[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        return "\(day), \(padded(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(padded(parts.tm_hour)):\(padded(parts.tm_min)):\(padded(parts.tm_sec)) GMT"
    }

    private static func padded(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
