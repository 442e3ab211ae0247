import Foundation

/// HTTP dates: written in the IMF-fixdate form (`Sun, 06 Nov 1994 08:49:37 GMT`), for `Date`
/// and `Retry-After`; read in that form and the obsolete RFC 850 and asctime ones (RFC 9110
/// §5.6.7). Built by hand: thread-safe and independent of the locale.
public enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let lowercasedMonths = months.map { $0.lowercased() }

    public static func string(from date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let day = weekdays[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        return "\(day), \(padded(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(padded(parts.tm_hour)):\(padded(parts.tm_min)):\(padded(parts.tm_sec)) GMT"
    }

    public static func parse(_ text: String) -> Date? {
        let parts = text.replacingOccurrences(of: "-", with: " ").split(separator: " ").map(String.init)
        let day: Int?, month: Int?, year: Int?, time: String
        switch parts.count {
        case 6 where parts[5] == "GMT":  // Sun, 06 Nov 1994 08:49:37 GMT | Sunday, 06-Nov-94 08:49:37 GMT
            (day, month, year, time) = (Int(parts[1]), monthNumber(parts[2]), Int(parts[3]), parts[4])
        case 5:  // Sun Nov  6 08:49:37 1994
            (day, month, year, time) = (Int(parts[2]), monthNumber(parts[1]), Int(parts[4]), parts[3])
        default:
            return nil
        }
        let clock = time.split(separator: ":").compactMap { Int($0) }
        guard let day, let month, var year, clock.count == 3 else { return nil }
        if year < 100 { year += year < 70 ? 2000 : 1900 }
        var components = DateComponents(year: year, month: month, day: day, hour: clock[0], minute: clock[1], second: clock[2])
        components.timeZone = TimeZone(identifier: "GMT")
        return Calendar(identifier: .gregorian).date(from: components)
    }

    private static func monthNumber(_ name: String) -> Int? {
        lowercasedMonths.firstIndex(of: name.lowercased()).map { $0 + 1 }
    }

    private static func padded(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
