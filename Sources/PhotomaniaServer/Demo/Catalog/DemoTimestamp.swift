import Foundation

/// ISO 8601 timestamps with a numeric offset and no fractional seconds, the 500px style:
/// `2012-02-09T02:27:16-05:00` in US Eastern time or `2017-08-01T08:40:05+00:00` in UTC.
enum DemoTimestamp {
    enum Zone: Sendable {
        case utc
        case usEastern
    }

    static func string(_ date: Date, zone: Zone) -> String {
        let utcSeconds = Int(date.timeIntervalSince1970.rounded(.down))
        let offset = offsetSeconds(utcSeconds: utcSeconds, zone: zone)
        let local = utcSeconds + offset
        let days = floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let civil = civilDate(fromDays: days)
        var text = ""
        text.reserveCapacity(25)
        append(civil.year, width: 4, to: &text)
        text += "-"
        append(civil.month, width: 2, to: &text)
        text += "-"
        append(civil.day, width: 2, to: &text)
        text += "T"
        append(secondOfDay / 3600, width: 2, to: &text)
        text += ":"
        append(secondOfDay / 60 % 60, width: 2, to: &text)
        text += ":"
        append(secondOfDay % 60, width: 2, to: &text)
        text += offset < 0 ? "-" : "+"
        append(abs(offset) / 3600, width: 2, to: &text)
        text += ":"
        append(abs(offset) / 60 % 60, width: 2, to: &text)
        return text
    }

    static func offsetSeconds(utcSeconds: Int, zone: Zone) -> Int {
        switch zone {
        case .utc:
            return 0
        case .usEastern:
            return isUSDaylightSavingTime(utcSeconds: utcSeconds) ? -4 * 3600 : -5 * 3600
        }
    }

    /// US rule since 2007: from the second Sunday of March, 02:00 EST, to the first Sunday
    /// of November, 02:00 EDT.
    static func isUSDaylightSavingTime(utcSeconds: Int) -> Bool {
        let year = civilDate(fromDays: floorDivide(utcSeconds - 5 * 3600, 86_400)).year
        let start = (firstSunday(onOrAfter: days(fromYear: year, month: 3, day: 1)) + 7) * 86_400 + 7 * 3600
        let end = firstSunday(onOrAfter: days(fromYear: year, month: 11, day: 1)) * 86_400 + 6 * 3600
        return utcSeconds >= start && utcSeconds < end
    }

    private static func append(_ value: Int, width: Int, to text: inout String) {
        let digits = String(value)
        if digits.count < width {
            text += String(repeating: "0", count: width - digits.count)
        }
        text += digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// 0 = Sunday; 1970-01-01 was a Thursday.
    private static func weekday(ofDays days: Int) -> Int {
        ((days % 7) + 7 + 4) % 7
    }

    private static func firstSunday(onOrAfter days: Int) -> Int {
        days + (7 - weekday(ofDays: days)) % 7
    }

    // Days since 1970-01-01 in the proleptic Gregorian calendar, and back
    // (Howard Hinnant's civil-date algorithms).
    static func days(fromYear year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
