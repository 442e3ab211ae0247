import Foundation

/// The timestamp forms of the Action API (contract §0): ISO `2025-03-18T19:42:07Z`, database
/// `2025-03-18 19:42:07`, MediaWiki `20250318194207`, all UTC, and `YYYY-MM-DD` days.
enum CommonsTime {
    static func iso(_ date: Date) -> String {
        String(DemoTimestamp.string(date, zone: .utc).prefix(19)) + "Z"
    }

    static func database(_ date: Date) -> String {
        iso(date).dropLast().replacingOccurrences(of: "T", with: " ")
    }

    static func mediaWiki(_ date: Date) -> String {
        String(database(date).filter(\.isNumber))
    }

    /// `2017:10:28 11:09:18`, EXIF's form, in the photo's own zone.
    static func exif(_ date: Date, zone: DemoTimestamp.Zone) -> String {
        local(date, zone: zone).replacingOccurrences(of: "-", with: ":")
    }

    /// `2017-10-28 11:09:18` in the photo's own zone, without it.
    static func local(_ date: Date, zone: DemoTimestamp.Zone) -> String {
        DemoTimestamp.string(date, zone: zone).prefix(19).replacingOccurrences(of: "T", with: " ")
    }

    static func dayNumber(_ date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    static func day(_ number: Int) -> String {
        String(iso(Date(timeIntervalSince1970: Double(number) * 86_400)).prefix(10))
    }

    /// The day `YYYY-MM-DD` names, exactly in that form.
    static func day(parsing text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let adjustedYear = month <= 2 ? year - 1 : year
        let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
        let yearOfEra = adjustedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let number = era * 146_097 + dayOfEra - 719_468
        return Self.day(number) == text ? number : nil
    }
}
