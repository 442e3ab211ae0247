import Foundation
import Testing
@testable import PhotomaniaServer

/// `prop=imageinfo`: the 50-thumbnail limit and its `iicontinue`, thumbnail widths, and the
/// metadata a client must sanitise.
@Suite struct CommonsImageInfoTests {
    let calls = CommonsCalls.standard

    @Test func beyondFiftyThumbnailsTheRestComesInTheNextAnswer() throws {
        let base = [("generator", "allimages"), ("gaisort", "timestamp"), ("gaidir", "older"), ("gailimit", "120")] + CommonsCalls.details
        let first = try calls.query(base)
        #expect(first["batchcomplete"] == nil)
        let next = try #require(first["continue"] as? [String: Any])
        #expect(next["iicontinue"] is String && next["gaicontinue"] == nil && next["continue"] as? String == "gaicontinue||")
        var merged: [Int: [String: Any]] = [:]
        var continuation = next.map { ($0.key, "\($0.value)") }
        var answers = [first]
        while let answer = answers.last, answer["batchcomplete"] == nil {
            answers.append(try calls.query(base + continuation))
            continuation = ((answers.last?["continue"] as? [String: Any]) ?? [:]).map { ($0.key, "\($0.value)") }
            if answers.count > 5 { break }
        }
        #expect(answers.count == 3, "50 + 50 + 20")
        for answer in answers {
            let pages = CommonsCalls.pages(answer)
            #expect(pages.count == 120, "the same pages every time")
            #expect(pages.compactMap { CommonsCalls.imageInfo($0) }.count <= 50)
            for page in pages {
                guard let info = CommonsCalls.imageInfo(page), let id = page["pageid"] as? Int else { continue }
                #expect(merged[id] == nil, "no page's imageinfo twice")
                merged[id] = info
            }
        }
        #expect(merged.count == 120 && merged.values.allSatisfy { $0["thumburl"] is String || $0["mediatype"] as? String == "AUDIO" })
        let last = try #require(answers.last?["continue"] as? [String: Any])
        #expect(last["gaicontinue"] is String && last["iicontinue"] == nil, "then the generator moves on")
        let bad = base + [("iicontinue", "Nothing.jpg|20200101000000"), ("continue", "gaicontinue||")]
        #expect(try calls.errorCode(bad) == "badcontinue")
    }

    @Test func thumbnailWidthsRoundUpToAStepButEchoTheWidthAsked() throws {
        let file = calls.index.files[5]
        let original = file.originalSize
        func info(_ width: Int) throws -> [String: Any] {
            try #require(CommonsCalls.imageInfo(CommonsCalls.pages(try calls.query([("pageids", String(file.pageID)), ("prop", "imageinfo"),
                                                                                       ("iiprop", "url|size"), ("iiurlwidth", String(width))]))[0]))
        }
        let asked = try info(200)
        #expect(asked["thumbwidth"] as? Int == 200)
        #expect(asked["thumbheight"] as? Int == Int((Double(original.height) * 200 / Double(original.width)).rounded()))
        #expect((asked["thumburl"] as? String)?.hasSuffix("/250px-" + CommonsTitle.uploadEncoded(file.dbKey)) == true)
        let exact = try info(120)
        #expect((exact["thumburl"] as? String)?.contains("/thumb/" + file.hashPath + "/") == true && (exact["thumburl"] as? String)?.contains("/120px-") == true)
        let wide = try info(original.width + 10)
        #expect(wide["thumburl"] as? String == wide["url"] as? String && wide["thumbwidth"] as? Int == original.width)
    }

    @Test func theDescriptionIsHTMLWithATerminalEscape() throws {
        let file = calls.index.files[0]
        let response = calls.raw([("pageids", String(file.pageID))] + CommonsCalls.details)
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(body.lowercased().contains("\\u001b[31m") && !body.contains("\u{1B}"), "ESC escaped in the JSON text")
        let info = try #require(CommonsCalls.imageInfo(CommonsCalls.pages(try CommonsCalls.object(response.body))[0]))
        let metadata = try #require(info["extmetadata"] as? [String: Any])
        let description = try #require((metadata["ImageDescription"] as? [String: Any])?["value"] as? String)
        #expect(description.contains("<a href=") && description.contains("&amp;") && description.contains("\u{1B}"))
        let artist = try #require((metadata["Artist"] as? [String: Any])?["value"] as? String)
        #expect(artist == "<a href=\"//commons.wikimedia.org/wiki/User:\(CommonsTitle.wikiEncoded(file.uploader))\" title=\"User:\(file.uploader)\">\(file.uploader)</a>")
        #expect((metadata["Credit"] as? [String: Any])?["value"] as? String == "<span class=\"int-own-work\" lang=\"en\">Own work</span>")
        #expect((metadata["CommonsMetadataExtension"] as? [String: Any])?["value"] as? Double == 1.2)
        let categories = try #require((metadata["Categories"] as? [String: Any])?["value"] as? String)
        #expect(categories.split(separator: "|").contains(Substring(file.photo.category.name)))
    }

    @Test func licencesAndExifFollowThePhoto() throws {
        let files = calls.index.files
        let publicDomain = try #require(files.first { $0.photo.licenseType == 6 })
        let bySA = try #require(files.first { $0.photo.licenseType == 0 && $0.photo.camera != nil && $0.photo.exposure.aperture != nil && $0.photo.takenAt != nil && $0.photo.location != nil })
        let answer = try calls.query([("pageids", "\(publicDomain.pageID)|\(bySA.pageID)"), ("prop", "imageinfo"), ("iiprop", "extmetadata|commonmetadata")])
        let infos = Dictionary(uniqueKeysWithValues: CommonsCalls.pages(answer).compactMap { page in
            CommonsCalls.imageInfo(page).map { (page["pageid"] as? Int ?? 0, $0) }
        })
        func value(_ id: Int, _ key: String) -> String? {
            ((infos[id]?["extmetadata"] as? [String: Any])?[key] as? [String: Any])?["value"] as? String
        }
        #expect(value(publicDomain.pageID, "LicenseShortName") == "Public domain" && value(publicDomain.pageID, "LicenseUrl") == nil)
        #expect(value(publicDomain.pageID, "Copyrighted") == "False" && value(publicDomain.pageID, "AttributionRequired") == "false")
        #expect(value(bySA.pageID, "LicenseShortName") == "CC BY-SA 4.0" && value(bySA.pageID, "LicenseUrl") == "https://creativecommons.org/licenses/by-sa/4.0")
        #expect(value(bySA.pageID, "Copyrighted") == "True" && value(bySA.pageID, "AttributionRequired") == "true")
        #expect(value(bySA.pageID, "GPSLatitude").flatMap(Double.init) != nil)
        let taken = try #require(value(bySA.pageID, "DateTimeOriginal"))
        #expect(taken.count == 19 && taken.dropFirst(10).first == " ")
        let exif = try #require(infos[bySA.pageID]?["commonmetadata"] as? [[String: Any]])
        let facts = Dictionary(uniqueKeysWithValues: exif.compactMap { entry in (entry["name"] as? String).map { ($0, entry["value"] as Any) } })
        #expect(facts["Model"] as? String == bySA.photo.camera && facts["Make"] is String)
        #expect((facts["FNumber"] as? String)?.contains("/") == true)
        #expect((facts["DateTimeOriginal"] as? String).map { $0.count == 19 && $0.prefix(10).split(separator: ":").count == 3 } == true)
    }
}
