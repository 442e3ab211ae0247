import Foundation

/// The API's timestamps: `2012-02-09T02:27:16-05:00`, `…Z`, `…+00:00`, with or without fractional seconds, and
/// date-only `2012-12-12` (midnight UTC). A time without an offset is read as UTC.
enum Timestamp {
    /// Whether `text`, a timestamp `parse` reads, is a time of day with no zone
    /// (`2023-05-01 14:00:00`): a local time.
    static func isLocalTime(_ text: String) -> Bool {
        let time = text.dropFirst(10)
        return !time.isEmpty && !time.contains { $0 == "Z" || $0 == "z" || $0 == "+" || $0 == "-" }
    }

    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = TimestampScanner(bytes: bytes)
            return scanner.scan()
        }
    }
}

private struct TimestampScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scan() -> Date? {
        guard let year = digits(4), skip("-"), let month = digits(2), skip("-"), let day = digits(2),
              (1...12).contains(month), (1...CivilDate.daysInMonth(month, year: year)).contains(day)
        else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        if isAtEnd { return Date(timeIntervalSince1970: Double(days * 86_400)) }

        guard skip("T") || skip("t") || skip(" "),
              let hour = digits(2), skip(":"), let minute = digits(2), hour <= 23, minute <= 59
        else { return nil }
        var second = 0
        var fraction = 0.0
        if skip(":") {
            guard let value = digits(2), value <= 60 else { return nil }
            second = value
            if skip(".") || skip(",") {
                guard let value = fractionDigits() else { return nil }
                fraction = value
            }
        }
        guard let offset = utcOffset(), isAtEnd else { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private var isAtEnd: Bool { index == bytes.count }

    /// Seconds east of UTC: nothing and `Z` are 0; `+HH:MM`, `+HHMM` and `+HH` are accepted.
    private mutating func utcOffset() -> Int? {
        if isAtEnd || skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = skip(":")
            guard let value = digits(2), value <= 59 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for position in index..<(index + count) {
            let digit = Int(bytes[position]) &- 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        index += count
        return value
    }

    /// One or more digits after the decimal mark; digits past nanoseconds are read but ignored.
    private mutating func fractionDigits() -> Double? {
        var numerator = 0
        var denominator = 1
        let start = index
        while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            if denominator < 1_000_000_000 {
                numerator = numerator * 10 + Int(bytes[index] - 48)
                denominator *= 10
            }
            index += 1
        }
        return index > start ? Double(numerator) / Double(denominator) : nil
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }
}
