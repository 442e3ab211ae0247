import Foundation
import Testing
@testable import PhotomaniaServer

/// Categories: their counts, their sub-categories, namespace filtering and checked tokens.
@Suite struct CommonsCategoryTests {
    let calls = CommonsCalls.standard

    @Test func categoryInfoCountsFilesAndSubcategories() throws {
        let answer = try calls.query([("prop", "categoryinfo"), ("titles", "Category:Photomania demo|Category:Landscapes|Category:Quality_images")])
        let pages = CommonsCalls.pages(answer)
        let info = Dictionary(uniqueKeysWithValues: pages.compactMap { page in
            (page["categoryinfo"] as? [String: Any]).map { (page["title"] as? String ?? "", $0) }
        })
        let catalog = calls.api.catalog
        #expect(info["Category:Photomania demo"]?["files"] as? Int == catalog.photoCount)
        #expect(info["Category:Photomania demo"]?["subcats"] as? Int == DemoCategory.allCases.count + 1, "the topics and the media")
        #expect(info["Category:Photomania demo"]?["size"] as? Int == catalog.photoCount + DemoCategory.allCases.count + 1)
        #expect(info["Category:Landscapes"]?["files"] as? Int == catalog.photos.count { $0.category == .landscapes })
        #expect(info["Category:Landscapes"]?["subcats"] as? Int == 0 && info["Category:Landscapes"]?["pages"] as? Int == 0)
        #expect(info["Category:Quality images"]?["files"] as? Int == catalog.photos.count { $0.rating >= 80 })
        #expect(pages.allSatisfy { $0["ns"] as? Int == 14 && $0["pageid"] is Int })
    }

    @Test func subcategoriesComeWithTheirCounts() throws {
        let answers = try calls.walk([("generator", "categorymembers"), ("gcmtitle", "Category:Photomania demo"), ("gcmtype", "subcat"),
                                      ("gcmlimit", "7"), ("prop", "categoryinfo")])
        let pages = answers.flatMap(CommonsCalls.pages)
        #expect(pages.count == DemoCategory.allCases.count + 1, "the topics and the media")
        #expect(pages.allSatisfy { $0["ns"] as? Int == 14 })
        let landscapes = try #require(pages.first { $0["title"] as? String == "Category:Landscapes" })
        #expect((landscapes["categoryinfo"] as? [String: Any])?["files"] as? Int == calls.api.catalog.photos.count { $0.category == .landscapes })
        let token = try #require((answers[0]["continue"] as? [String: Any])?["gcmcontinue"] as? String)
        #expect(token.hasPrefix("subcat|"))
    }

    @Test func typeIsIgnoredWithTimestampSortingSoTheFeaturedSubcategorySlipsThrough() throws {
        let params = [("generator", "categorymembers"), ("gcmtitle", "Category:Featured_pictures_on_Wikimedia_Commons"), ("gcmtype", "file"),
                      ("gcmsort", "timestamp"), ("gcmdir", "desc"), ("gcmlimit", "5"), ("prop", "imageinfo"), ("iiprop", "url")]
        let first = try calls.walk(params).flatMap(CommonsCalls.pages)
        #expect(first.count == calls.api.catalog.photos.count(where: \.editorsChoice) + 1)
        let category = try #require(first.first { $0["ns"] as? Int == 14 })
        #expect(category["imageinfo"] == nil && category["title"] as? String == "Category:Featured pictures by subject")
        #expect(first.filter { $0["ns"] as? Int == 6 }.allSatisfy { CommonsCalls.imageInfo($0) != nil })
        let bySortKey = try calls.walk([("list", "categorymembers"), ("cmtitle", "Category:Featured pictures on Wikimedia Commons"), ("cmtype", "file"),
                                        ("cmlimit", "max"), ("cmprop", "ids|type")]).flatMap(CommonsCalls.members)
        #expect(bySortKey.allSatisfy { $0["type"] as? String == "file" }, "type filters with sort-key sorting")
    }

    @Test func aTamperedTokenIsBadContinue() throws {
        let base = [("list", "categorymembers"), ("cmtitle", "Category:Quality images"), ("cmsort", "timestamp"), ("cmlimit", "5")]
        let token = try #require((try calls.query(base)["continue"] as? [String: Any])?["cmcontinue"] as? String)
        #expect(try calls.errorCode(base + [("cmcontinue", token + "0"), ("continue", "-||")]) == "badcontinue")
        #expect(try calls.errorCode(base + [("cmcontinue", "2020-01-01 00:00:00|1")]) == "badcontinue")
        #expect(try calls.errorCode([("generator", "allimages"), ("gaicontinue", "Nope.jpg")]) == "badcontinue")
        #expect(try calls.errorCode([("generator", "search"), ("gsrsearch", "light"), ("gsrnamespace", "6"), ("gsroffset", "x")]) == "badcontinue")
        #expect(!CommonsCalls.members(try calls.query(base + [("cmcontinue", token)])).isEmpty, "the real token works")
    }

    @Test func wrongValuesAreErrors() throws {
        #expect(try calls.errorCode([("list", "categorymembers"), ("cmtitle", "Category:Quality images"), ("cmsort", "date")]) == "badvalue")
        #expect(try calls.errorCode([("list", "categorymembers")]) == "missingparam")
        #expect(try calls.errorCode([("list", "categorymembers"), ("cmtitle", "Quality images")]) == "invalidcategory")
        #expect(try calls.errorCode([("list", "logevents")]) == "badvalue")
        #expect(try calls.errorCode([("prop", "revisions"), ("titles", "File:X.jpg")]) == "badvalue")
        #expect(try calls.errorCode([("list", "categorymembers"), ("cmtitle", "Category:Quality images"), ("cmlimit", "lots")]) == "badinteger")
        let empty = try calls.query([("list", "categorymembers"), ("cmtitle", "Category:No such category")])
        #expect(CommonsCalls.members(empty).isEmpty && empty["continue"] == nil)
    }
}
