import Foundation
import Testing
@testable import PhotomaniaKit

/// A UTC instant built with Foundation's calendar, to check the hand-written parser against.
func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(identifier: "UTC") else { return nil }
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
}

@Suite("Timestamps")
struct DecodingTimestampTests {
    @Test("numeric offsets, Z and +00:00 name the same instants", arguments: [
        ("2012-02-09T02:27:16-05:00", utcDate(2012, 2, 9, 7, 27, 16)),
        ("2012-04-16T15:05:56-04:00", utcDate(2012, 4, 16, 19, 5, 56)),
        ("2011-07-20T13:59:19Z", utcDate(2011, 7, 20, 13, 59, 19)),
        ("2017-08-01T08:40:05+00:00", utcDate(2017, 8, 1, 8, 40, 5)),
        ("2017-08-01T08:40:05+0530", utcDate(2017, 8, 1, 3, 10, 5)),
        ("2017-08-01T08:40:05+05", utcDate(2017, 8, 1, 3, 40, 5)),
        ("2017-08-01 08:40:05", utcDate(2017, 8, 1, 8, 40, 5)),
        ("2017-08-01T08:40", utcDate(2017, 8, 1, 8, 40, 0)),
        // Foundation's calendar turns Julian before 1582; timestamps are proleptic Gregorian, as ISO 8601 says.
        ("1070-01-01T01:02:03-05:00", Date(timeIntervalSince1970: -28_401_213_477)),
        ("2012-12-31T23:30:00-01:00", utcDate(2013, 1, 1, 0, 30, 0)),
        ("2000-02-29T00:00:00Z", utcDate(2000, 2, 29)),
    ])
    func offsets(text: String, expected: Date?) throws {
        let expected = try #require(expected)
        #expect(Timestamp.parse(text) == expected)
    }

    @Test("a date-only value is midnight UTC")
    func dateOnly() throws {
        #expect(Timestamp.parse("2012-12-12") == utcDate(2012, 12, 12))
    }

    @Test("fractional seconds are kept")
    func fractional() throws {
        let whole = try #require(utcDate(2012, 2, 10, 2, 13, 32))
        let parsed = try #require(Timestamp.parse("2012-02-09T21:13:32.250-05:00"))
        #expect(abs(parsed.timeIntervalSince(whole) - 0.25) < 0.000_001)
        let nanos = try #require(Timestamp.parse("2012-02-10T02:13:32.123456789123Z"))
        #expect(abs(nanos.timeIntervalSince(whole) - 0.123_456_789) < 0.000_001)
    }

    @Test("garbage fails soft as nil", arguments: [
        "", "yesterday", "2012", "2012-02", "2012-13-01", "2012-02-30", "2011-02-29", "2012-02-09T24:00:00Z",
        "2012-02-09T02:60:00Z", "2012-02-09T02:27:16 -05:00", "2012-02-09T02:27:16-05:00 ", "2012-02-09T02:27:16.Z",
        "2012-02-09T02:27:16+25:00", "2012/02/09", "２０１２-02-09", "2012-02-09Tnoon",
    ])
    func garbage(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test("formatting writes UTC with an explicit offset and round-trips")
    func formatting() throws {
        let date = try #require(Timestamp.parse("2012-02-09T21:11:53-05:00"))
        #expect(Timestamp.string(from: date) == "2012-02-10T02:11:53+00:00")
        #expect(Timestamp.parse(Timestamp.string(from: date)) == date)
        let fractional = try #require(Timestamp.parse("2012-02-09T21:13:32.250-05:00"))
        #expect(Timestamp.string(from: fractional) == "2012-02-10T02:13:32.250+00:00")
        let old = try #require(Timestamp.parse("1070-01-01T01:02:03-05:00"))
        #expect(Timestamp.string(from: old) == "1070-01-01T06:02:03+00:00")
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59+00:00")
    }

    @Test("the calendar arithmetic agrees with Foundation from 1600 to 2380")
    func civilDays() throws {
        for days in stride(from: -135_000, through: 150_000, by: 997) {
            let (year, month, day) = CivilDate.date(fromDays: days)
            #expect(CivilDate.days(year: year, month: month, day: day) == days)
            let expected = Date(timeIntervalSince1970: Double(days) * 86_400)
            #expect(utcDate(year, month, day) == expected)
        }
    }
}
