import Foundation

/// Flickr's two date forms (contract §2): Unix seconds as a string, and MySQL datetimes
/// (`2024-05-27 21:14:05`) in the photo's local time, as a camera records it.
enum FlickrDates {
    static func unix(_ date: Date) -> FlickrValue {
        .string(Int(date.timeIntervalSince1970.rounded(.down)))
    }

    static func mysql(_ date: Date, zone: DemoTimestamp.Zone) -> String {
        let utc = Int(date.timeIntervalSince1970.rounded(.down))
        let local = utc + DemoTimestamp.offsetSeconds(utcSeconds: utc, zone: zone)
        let days = Int((Double(local) / 86_400).rounded(.down))
        let second = local - days * 86_400
        let civil = DemoTimestamp.civilDate(fromDays: days)
        return "\(padded(civil.year, 4))-\(padded(civil.month))-\(padded(civil.day)) "
            + "\(padded(second / 3600)):\(padded(second / 60 % 60)):\(padded(second % 60))"
    }

    /// An argument date: Unix seconds, or `YYYY-MM-DD[ HH:MM:SS]` read as UTC; nil otherwise.
    static func parse(_ text: String) -> Date? {
        if text.allSatisfy(\.isASCIIDigit), let seconds = Int(text) {
            return Date(timeIntervalSince1970: Double(seconds))
        }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count), let day = self.day(String(parts[0])) else { return nil }
        guard parts.count == 2 else { return day.lowerBound }
        let clock = parts[1].split(separator: ":").map { Int($0) }
        guard (2...3).contains(clock.count), let hour = clock[0], let minute = clock[1], let second = clock.count == 3 ? clock[2] : 0,
              (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        return day.lowerBound.addingTimeInterval(Double(hour * 3600 + minute * 60 + second))
    }

    /// The UTC day `YYYY-MM-DD` names, from its first second to the next day's; nil for another text.
    static func day(_ text: String) -> Range<Date>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = DemoTimestamp.days(fromYear: year, month: month, day: day)
        guard DemoTimestamp.civilDate(fromDays: days) == (year, month, day) else { return nil }
        let start = Date(timeIntervalSince1970: Double(days) * 86_400)
        return start..<start.addingTimeInterval(86_400)
    }

    private static func padded(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
