import Foundation
import Testing

@testable import PhotomaniaCLI

@Suite struct TextFormattingTests {
    @Test(arguments: [
        (0, "0 B"),
        (17, "17 B"),
        (1023, "1023 B"),
        (1024, "1 KiB"),
        (1536, "2 KiB"),
        (812 * 1024, "812 KiB"),
        (1_048_166, "1.0 MiB"),
        (4_404_019, "4.2 MiB"),
        (124_150_988, "118.4 MiB"),
        (1_610_612_736, "1.5 GiB"),
        (Int64.max, "8.0 EiB"),
        (-2048, "-2 KiB"),
    ] as [(Int64, String)])
    func bytes(count: Int64, expected: String) {
        #expect(formatBytes(count) == expected)
    }

    @Test func bytesAcceptAnyIntegerType() {
        #expect(formatBytes(UInt64(2048)) == "2 KiB")
        #expect(formatBytes(17) == "17 B")
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-12_345, "-12,345")])
    func groupedCounts(count: Int, expected: String) {
        #expect(formatCount(count) == expected)
    }

    @Test(arguments: [
        (999, "999"), (1000, "1k"), (1234, "1.2k"), (12_345, "12.3k"), (99_949, "99.9k"), (99_950, "100k"),
        (123_456, "123k"), (999_600, "1M"), (4_500_000, "4.5M"), (1_200_000_000, "1.2B"), (-1500, "-1.5k"),
    ])
    func compactCounts(count: Int, expected: String) {
        #expect(formatCompactCount(count) == expected)
    }

    @Test func localDateInAFixedTimeZone() throws {
        let date = Date(timeIntervalSince1970: 1_795_970_400)
        #expect(formatLocal(date, timeZone: try #require(TimeZone(identifier: "UTC"))) == "2026-11-29 16:40")
        #expect(formatLocal(date, timeZone: try #require(TimeZone(identifier: "Europe/Berlin"))) == "2026-11-29 17:40")
        #expect(formatLocal(date, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo"))) == "2026-11-30 01:40")
        #expect(formatLocal(date, timeZone: try #require(TimeZone(secondsFromGMT: -5 * 3600))) == "2026-11-29 11:40")
    }

    @Test func localDateFollowsDaylightSaving() throws {
        let summer = Date(timeIntervalSince1970: 1_782_907_200)
        #expect(formatLocal(summer, timeZone: try #require(TimeZone(identifier: "Europe/Berlin"))) == "2026-07-01 14:00")
    }

    @Test func localDatePadsSingleDigits() throws {
        let early = Date(timeIntervalSince1970: 1_767_229_500)
        #expect(formatLocal(early, timeZone: try #require(TimeZone(identifier: "UTC"))) == "2026-01-01 01:05")
    }

    @Test func relativeDates() {
        let now = Date(timeIntervalSince1970: 1_795_970_400)
        func ago(_ seconds: TimeInterval) -> String {
            formatRelative(now.addingTimeInterval(-seconds), now: now)
        }
        #expect(ago(30) == "just now")
        #expect(ago(-30) == "just now")
        #expect(ago(5 * 60) == "5 min ago")
        #expect(ago(3 * 3600 + 59) == "3 h ago")
        #expect(ago(2 * 86_400) == "2 d ago")
        #expect(ago(60 * 86_400) == "2 mo ago")
        #expect(ago(800 * 86_400) == "2 y ago")
        #expect(ago(-3 * 3600) == "in 3 h")
    }
}
