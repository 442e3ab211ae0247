import Foundation
@testable import PhotomaniaKit
import Testing

@Suite("NameTemplate: --filename/--dir formats, parsed once, rendered safely")
struct NameTemplateTests {
    private let taken = Date(timeIntervalSince1970: 1_717_243_200) // 2024-06-01 12:00 UTC
    private let created = Date(timeIntervalSince1970: 1_735_689_600) // 2025-01-01 00:00 UTC

    private func context(
        title: String = "Embrace at Dusk", user: String? = "ngocnguyen", suggested: String = "embrace-at-dusk.jpg", ext: String = "jpg"
    ) -> NamingContext {
        NamingContext(
            photoID: 1_006_721, sizeID: 2048,
            facts: PhotoFacts(
                title: title, slug: "embrace-at-dusk", username: user, userID: 42, category: "Landscapes",
                width: 4000, height: 3000, takenAt: taken, createdAt: created, license: "CC Attribution", views: 1234
            ),
            feature: "popular", gallery: "iceland-2024", suggestedName: suggested, ext: ext
        )
    }

    private func render(_ text: String, _ context: NamingContext? = nil) throws -> String {
        try NameTemplate(text).render(context ?? self.context())
    }

    @Test func everyFieldRenders() throws {
        let expected: [String: String] = [
            "{id}": "1006721", "{name}": "embrace-at-dusk.jpg", "{title}": "Embrace at Dusk", "{slug}": "embrace-at-dusk",
            "{user}": "ngocnguyen", "{user_id}": "42", "{category}": "Landscapes", "{size}": "2048", "{width}": "4000",
            "{height}": "3000", "{taken}": "2024-06-01", "{created}": "2025-01-01", "{feature}": "popular",
            "{gallery}": "iceland-2024", "{ext}": "jpg", "{license}": "CC Attribution", "{owner}": "42", "{views}": "1234",
        ]
        #expect(Set(expected.keys) == Set(NameTemplate.Field.allCases.map { "{\($0.rawValue)}" }), "every field is tested")
        for (template, value) in expected {
            #expect(try render(template) == value, "\(template)")
        }
    }

    @Test func datesTakeStrftimeFormatsInUTC() throws {
        #expect(try render("{taken:%Y}/{taken:%m}/{id}.{ext}") == "2024/06/1006721.jpg")
        #expect(try render("{created:%Y}-{taken:%d %b}") == "2025-01 Jun")
        #expect(try render("{{{id}}}") == "{1006721}", "doubled braces are literal")
    }

    @Test func theDefaultIsTodaysIdDotSuggestedName() throws {
        #expect(try NameTemplate("{id}.{name}") == .defaultFileName)
        #expect(NameTemplate.defaultFileName.render(context()) == "1006721.embrace-at-dusk.jpg")
        let long = String(repeating: "é", count: 300) + ".jpg"
        let made = DownloadFileName.make(photoID: 7, contentDisposition: "attachment; filename*=UTF-8''" + long.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, finalURL: "http://x/7/4.jpg", contentType: nil)
        let rendered = NameTemplate.defaultFileName.render(DownloadFileName.context(photoID: 7, sizeID: 4, contentDisposition: "attachment; filename*=UTF-8''" + long.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, finalURL: "http://x/7/4.jpg", contentType: nil))
        #expect(rendered == made, "byte for byte what DownloadFileName.make names")
        #expect(NameTemplate.defaultFileName.dependsOnResponse)
        #expect(try !NameTemplate("{user}/{id}").dependsOnResponse)
        #expect(try NameTemplate("{id}.{ext}").dependsOnResponse)
    }

    @Test func badFormatsAreErrorsNamingTheProblem() {
        let cases: [(String, NameTemplateError)] = [
            ("{id}.{titel}", .unknownField("titel")),
            ("{}", .unknownField("")),
            ("{id:%Y}", .formatNotAllowed("id")),
            ("{taken:}", .emptyFormat("taken")),
            ("{taken:%Y/%m}", .separatorInFormat("taken")),
            ("{id", .unbalanced("{id", offset: 0)),
            ("id}", .unbalanced("id}", offset: 2)),
            ("{a{id}}", .unbalanced("{a{id}}", offset: 0)),
            ("", .empty),
            ("/etc/{id}", .absolute("/etc/{id}")),
            ("../{id}", .parentFolder),
            ("a/./{id}", .parentFolder),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try NameTemplate(text) }
        }
        #expect(NameTemplateError.unknownField("titel").description.contains("'{titel}'"))
    }

    @Test func hostileValuesNeverLeaveTheFolder() throws {
        let hostile = ["../../etc", "/etc/passwd", "..", ".", "a\\..\\b", "\u{202E}gpj.exe", "x\u{0}y\n", "  .hidden  "]
        for value in hostile {
            for template in ["{title}/{id}.{ext}", "{user}", "{title}", "{title}{user}/{name}"] {
                let path = try render(template, context(title: value, user: value, suggested: value))
                #expect(Self.isConfined(path), "\(template) with \(value.debugDescription) gave \(path.debugDescription)")
            }
        }
        #expect(try render("{title}/{id}", context(title: "/etc/passwd")) == "_etc_passwd/1006721")
        #expect(try render("{title}", context(title: "AC/DC")) == "AC_DC", "a separator in a value is text")
        #expect(try render("{title}.jpg", context(title: "\u{202E}gpj.exe")) == "gpj.exe.jpg", "bidi controls removed")
        #expect(try render("{title}", context(title: "e\u{301}")) == "\u{e9}", "NFC")
    }

    @Test func eachComponentIsCappedInBytesAndKeepsItsExtension() throws {
        let title = String(repeating: "ü", count: 500) // 1000 bytes
        let path = try render("{title}/{title}-{id}.{ext}", context(title: title))
        let parts = path.split(separator: "/")
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { $0.utf8.count <= DownloadFileName.defaultMaxBytes })
        #expect(parts[1].hasSuffix(".jpg"))
        #expect(Self.isConfined(path))
    }

    @Test func emptyValuesDropFoldersAndNeverLeaveAnEmptyName() throws {
        let none = NamingContext(photoID: 5, sizeID: 4, suggestedName: "4.jpg", ext: "jpg")
        #expect(try NameTemplate("{feature}/{gallery}/{id}.{ext}").render(none) == "5.jpg")
        #expect(try NameTemplate("{title}").render(none) == "5", "an empty file name becomes the id")
        #expect(try NameTemplate("{user}-{taken}").render(none) == "-")
        #expect(try NameTemplate(directory: NameTemplate("{user}"), fileName: .defaultFileName).render(context()) == "ngocnguyen/1006721.embrace-at-dusk.jpg")
    }

    @Test func extFallsBackToTheContentTypeThenJpg() {
        #expect(DownloadFileName.context(photoID: 1, sizeID: 4, contentDisposition: nil, finalURL: "http://x/a/4.png", contentType: nil).ext == "png")
        #expect(DownloadFileName.context(photoID: 1, sizeID: 4, contentDisposition: nil, finalURL: "http://x/a/img", contentType: "image/webp").ext == "webp")
        #expect(DownloadFileName.context(photoID: 1, sizeID: 4, contentDisposition: nil, finalURL: "http://x/a/img", contentType: nil).ext == "jpg")
        #expect(PhotoFacts.slug(ofPagePath: "/photo/1006721/embrace-at-dusk") == "embrace-at-dusk")
        #expect(PhotoFacts.slug(ofPagePath: "/photo/1006721") == nil)
    }

    /// Relative, and no component empty, `.`, `..` or hidden.
    static func isConfined(_ path: String) -> Bool {
        !path.hasPrefix("/") && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && !part.hasPrefix(".") && !part.contains("\\") && part.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{202E}" }
        }
    }
}
