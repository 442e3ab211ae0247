import Foundation
@testable import PhotomaniaKit
import Testing

/// Issue 21: a `{taken:…}` whose expansion overflowed the 512-byte buffer named the file `jpg`.
/// Such a format is refused when it is parsed, naming the field; one that is accepted keeps its
/// date for every date a server can send.
@Suite("NameTemplate: date formats that expand too far")
struct NamingDateFormatTests {
    private let context = NamingContext(
        photoID: 9, sizeID: 4, facts: PhotoFacts(title: "t", takenAt: Date(timeIntervalSince1970: 1_717_243_200)),
        suggestedName: "t.jpg", ext: "jpg")

    @Test func aFormatExpandingPast512BytesIsAnErrorNamingTheField() {
        let long = "%Y" + String(repeating: "x", count: 600)
        #expect(throws: NameTemplateError.formatTooLong("taken", maxBytes: 512)) { try NameTemplate("{taken:\(long)}.{ext}") }
        #expect(throws: NameTemplateError.formatTooLong("created", maxBytes: 512)) { try NameTemplate("{id}/{created:%600Y}") }
        #expect(throws: NameTemplateError.formatTooLong("taken", maxBytes: 512)) { try NameTemplate("{taken:" + String(repeating: "%A", count: 60) + "}") }
        #expect(NameTemplateError.formatTooLong("taken", maxBytes: 512).description.contains("{taken}"))
    }

    @Test func aFormatJustInsideTheLimitKeepsItsDate() throws {
        let template = try NameTemplate("{taken:%Y" + String(repeating: "x", count: 508) + "}.{ext}")
        let name = template.render(context)
        #expect(name.hasPrefix("2024xxx") && name.hasSuffix(".jpg"), "the date is there, the name cut to 240 bytes: \(name)")
        #expect(name.utf8.count <= DownloadFileName.defaultMaxBytes)
    }

    @Test func anAcceptedFormatNeverLosesItsDateForAFarYear() throws {
        let format = "%Y%s" + String(repeating: "y", count: 490)
        let template = try NameTemplate("{taken:\(format)}")
        var far = context
        far.facts.takenAt = Date(timeIntervalSince1970: 1e15)
        #expect(DateFormat.expand(format, at: far.facts.takenAt ?? Date()).map { $0.utf8.count > 512 } == true, "longer than the sample's")
        #expect(template.render(far).hasPrefix("31690708"), "year 31,690,708 is written, not dropped: \(template.render(far).prefix(20))")
    }

    @Test func aDateOutOfRangeIsNoDateNotACrash() throws {
        var odd = context
        odd.facts.takenAt = Date(timeIntervalSince1970: 1e300)
        #expect(try NameTemplate("{taken:%Y}-{id}").render(odd) == "-9")
    }
}
