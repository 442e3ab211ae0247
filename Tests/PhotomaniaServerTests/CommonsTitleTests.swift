import Foundation
import Testing
@testable import PhotomaniaServer

/// Pages named by `titles` and `pageids`, and the pictures of the day.
@Suite struct CommonsTitleTests {
    let calls = CommonsCalls.standard
    var files: [CommonsFile] { calls.index.files }

    @Test func titlesAreNormalisedAndMissingOnesComeFirst() throws {
        let file = files[3]
        let underscored = "file:" + file.dbKey.prefix(1).lowercased() + file.dbKey.dropFirst()
        let answer = try calls.query([("titles", "File:Does not exist.jpg|" + underscored + "|File:Bad[name].jpg"), ("redirects", "1")] + CommonsCalls.details)
        let query = try #require(answer["query"] as? [String: Any])
        let normalized = try #require(query["normalized"] as? [[String: Any]])
        #expect(normalized.count == 1 && normalized[0]["from"] as? String == underscored && normalized[0]["to"] as? String == file.title)
        let pages = CommonsCalls.pages(answer)
        #expect(pages.count == 3)
        #expect(pages[0]["invalid"] as? Bool == true && pages[0]["title"] as? String == "File:Bad[name].jpg", "-2 before -1")
        #expect(pages[1]["missing"] as? Bool == true && pages[1]["ns"] as? Int == 6 && pages[1]["title"] as? String == "File:Does not exist.jpg")
        #expect(pages[1]["pageid"] == nil && pages[1]["imageinfo"] == nil)
        #expect(pages[2]["pageid"] as? Int == file.pageID && CommonsCalls.imageInfo(pages[2]) != nil)
    }

    @Test func pageIDsAnswerInPageIDOrderAndUnknownOnesAreMissing() throws {
        let ids = [files[9].pageID, 42, files[2].pageID]
        let pages = CommonsCalls.pages(try calls.query([("pageids", ids.map(String.init).joined(separator: "|"))] + CommonsCalls.details))
        #expect(pages.compactMap { $0["pageid"] as? Int } == ids.sorted())
        #expect(pages[0].keys.sorted() == ["missing", "pageid"] && pages[0]["missing"] as? Bool == true)
        #expect(pages.dropFirst().allSatisfy { $0["title"] as? String != nil && CommonsCalls.imageInfo($0) != nil })
        #expect(try calls.errorCode([("pageids", "12|abc")]) == "badinteger")
    }

    @Test func moreThanFiftyValuesAreRefused() throws {
        let ids = files.prefix(51).map { String($0.pageID) }.joined(separator: "|")
        #expect(try calls.errorCode([("pageids", ids)]) == "toomanyvalues")
        let titles = files.prefix(51).map(\.title).joined(separator: "|")
        let response = calls.raw([("titles", titles)])
        let error = try #require(try CommonsCalls.object(response.body)["error"] as? [String: Any])
        #expect(error["code"] as? String == "toomanyvalues" && error["limit"] as? Int == 50)
        #expect(CommonsCalls.pages(try calls.query([("pageids", files.prefix(50).map { String($0.pageID) }.joined(separator: "|"))])).count == 50)
    }

    @Test func everyPastDayHasAPictureAndTheFutureNone() throws {
        let today = CommonsTime.dayNumber(DemoFixture.referenceDate)
        let days = (0..<5).map { CommonsTime.day(today - $0) } + [CommonsTime.day(today + 1)]
        let answer = try calls.query([("prop", "images"), ("titles", days.map { "Template:Potd/" + $0 }.joined(separator: "|"))])
        let pages = CommonsCalls.pages(answer)
        #expect(pages.count == 6)
        let future = try #require(pages.first { $0["title"] as? String == "Template:Potd/" + days[5] })
        #expect(future["missing"] as? Bool == true && future["images"] == nil && future["ns"] as? Int == 10)
        let past = pages.filter { $0["missing"] == nil }
        #expect(past.count == 5)
        let titles = try past.map { page -> String in
            let images = try #require(page["images"] as? [[String: Any]])
            #expect(images.count == 1 && images[0]["ns"] as? Int == 6)
            return try #require(images[0]["title"] as? String)
        }
        let details = CommonsCalls.pages(try calls.query([("titles", Set(titles).joined(separator: "|")), ("redirects", "1")] + CommonsCalls.details))
        #expect(details.count == Set(titles).count)
        for page in details {
            let assessments = ((CommonsCalls.imageInfo(page)?["extmetadata"] as? [String: Any])?["Assessments"] as? [String: Any])?["value"] as? String
            #expect(assessments?.split(separator: "|").contains("potd") == true)
        }
        let generated = CommonsCalls.pages(try calls.query([("generator", "images"), ("titles", "Template:Potd/" + days[0])] + CommonsCalls.details))
        let todays = (pages.first { $0["title"] as? String == "Template:Potd/" + days[0] }?["images"] as? [[String: Any]])?.first?["title"] as? String
        #expect(generated.count == 1 && todays != nil && generated[0]["title"] as? String == todays)
    }
}
