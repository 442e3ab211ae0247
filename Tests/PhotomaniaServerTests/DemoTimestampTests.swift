import Foundation
import PhotomaniaHTTPText
import Testing
@testable import PhotomaniaServer

@Suite struct DemoTimestampTests {
    @Test func formatsWithANumericOffset() {
        // 2012-02-10T02:27:16Z: winter, EST.
        let winter = Date(timeIntervalSince1970: 1_328_840_836)
        #expect(DemoTimestamp.string(winter, zone: .usEastern) == "2012-02-09T21:27:16-05:00")
        #expect(DemoTimestamp.string(winter, zone: .utc) == "2012-02-10T02:27:16+00:00")
        // 2017-08-01T08:40:05Z: summer, EDT.
        let summer = Date(timeIntervalSince1970: 1_501_576_805)
        #expect(DemoTimestamp.string(summer, zone: .usEastern) == "2017-08-01T04:40:05-04:00")
        #expect(DemoTimestamp.string(Date(timeIntervalSince1970: 0.9), zone: .utc) == "1970-01-01T00:00:00+00:00")
    }

    @Test func switchesToDaylightTimeOnTheSecondSundayOfMarch() {
        // 2026-03-08 is the second Sunday; the change is at 07:00 UTC.
        let before = Date(timeIntervalSince1970: 1_772_953_199)
        let after = Date(timeIntervalSince1970: 1_772_953_200)
        #expect(DemoTimestamp.string(before, zone: .usEastern) == "2026-03-08T01:59:59-05:00")
        #expect(DemoTimestamp.string(after, zone: .usEastern) == "2026-03-08T03:00:00-04:00")
        // 2026-11-01 06:00 UTC ends it.
        let lastEDT = Date(timeIntervalSince1970: 1_793_512_799)
        #expect(DemoTimestamp.string(lastEDT, zone: .usEastern) == "2026-11-01T01:59:59-04:00")
        #expect(DemoTimestamp.string(lastEDT.addingTimeInterval(1), zone: .usEastern) == "2026-11-01T01:00:00-05:00")
    }

    @Test func httpDates() {
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 1_704_067_200)) == "Mon, 01 Jan 2024 00:00:00 GMT")
    }
}
