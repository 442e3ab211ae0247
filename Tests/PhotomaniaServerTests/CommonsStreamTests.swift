import Foundation
import Testing
@testable import PhotomaniaServer

/// The streams of the wire subset, each walked from its first page to its end.
@Suite struct CommonsStreamTests {
    let calls = CommonsCalls.standard

    private func assessed(_ category: String) throws -> [[String: Any]] {
        let answers = try calls.walk([
            ("list", "categorymembers"), ("cmtitle", "Category:" + category), ("cmsort", "timestamp"), ("cmdir", "desc"),
            ("cmprop", "ids|title|type|timestamp"), ("cmlimit", "20"),
        ])
        #expect(answers.count > 1, "several pages")
        for answer in answers { #expect(answer["batchcomplete"] as? Bool == true) }
        if let next = answers.first?["continue"] as? [String: Any] { #expect(next["continue"] as? String == "-||") }
        return answers.flatMap(CommonsCalls.members)
    }

    @Test func featuredIsNewestPromotionFirstWithOneSubcategory() throws {
        let members = try assessed("Featured_pictures_on_Wikimedia_Commons")
        let featured = calls.api.catalog.photos.filter(\.editorsChoice)
        let files = members.filter { $0["ns"] as? Int == 6 }
        #expect(files.count == featured.count)
        #expect(Set(files.compactMap { $0["pageid"] as? Int }) == Set(featured.map { CommonsFile.pageIDBase + $0.id }), "every featured photo once")
        let subcategories = members.filter { $0["ns"] as? Int == 14 }
        #expect(subcategories.count == 1 && subcategories.first?["type"] as? String == "subcat")
        #expect(files.allSatisfy { $0["type"] as? String == "file" })
        let stamps = members.compactMap { $0["timestamp"] as? String }
        #expect(stamps.count == members.count && stamps == stamps.sorted(by: >), "newest promotion first")
        let newest = try #require(featured.max { ($0.editorsChoiceDate ?? .distantPast) < ($1.editorsChoiceDate ?? .distantPast) })
        #expect(files.first?["pageid"] as? Int == CommonsFile.pageIDBase + newest.id)
    }

    @Test func qualityAndValuedAreWalkedToTheEnd() throws {
        let quality = try assessed("Quality_images")
        #expect(quality.count == calls.api.catalog.photos.count { $0.rating >= 80 })
        #expect(Set(quality.compactMap { $0["pageid"] as? Int }).count == quality.count)
        let valued = try assessed("Valued images")
        #expect(!valued.isEmpty && valued.count < calls.api.catalog.photoCount)
        #expect(Set(valued.compactMap { $0["pageid"] as? Int }).count == valued.count)
    }

    @Test func aListedPageOfIDsGetsItsDetails() throws {
        let first = try calls.query([
            ("list", "categorymembers"), ("cmtitle", "Category:Featured pictures on Wikimedia Commons"), ("cmsort", "timestamp"),
            ("cmdir", "desc"), ("cmprop", "ids|title|type|timestamp"), ("cmlimit", "10"),
        ])
        let ids = CommonsCalls.members(first).filter { $0["type"] as? String == "file" }.compactMap { $0["pageid"] as? Int }
        let details = try calls.query([("pageids", ids.map(String.init).joined(separator: "|"))] + CommonsCalls.details)
        let pages = CommonsCalls.pages(details)
        #expect(pages.compactMap { $0["pageid"] as? Int } == ids.sorted(), "pages by page id")
        #expect(details["batchcomplete"] as? Bool == true && details["continue"] == nil)
        for page in pages {
            let info = try #require(CommonsCalls.imageInfo(page))
            #expect(info["mime"] as? String == "image/jpeg" && info["mediatype"] as? String == "BITMAP")
            #expect((info["sha1"] as? String)?.count == 40 && (info["size"] as? Int ?? 0) > 1000)
            #expect((info["timestamp"] as? String)?.hasSuffix("Z") == true && info["userid"] is Int && info["user"] is String)
            #expect((info["extmetadata"] as? [String: Any])?["Assessments"] != nil)
        }
    }

    @Test func newestUploadsWalkEveryFileOnceNewestFirst() throws {
        let answers = try calls.walk([("generator", "allimages"), ("gaisort", "timestamp"), ("gaidir", "older"), ("gailimit", "50"),
                                      ("prop", "imageinfo"), ("iiprop", "timestamp|user")])
        let pages = answers.flatMap(CommonsCalls.pages)
        #expect(pages.count == calls.index.files.count, "the photos and the other kinds of file")
        #expect(Set(pages.compactMap { $0["pageid"] as? Int }).count == pages.count)
        let firstPage = CommonsCalls.pages(answers[0]).compactMap { CommonsCalls.imageInfo($0)?["timestamp"] as? String }
        let newest = calls.index.files.map(\.uploadedAt).sorted().suffix(50).map(CommonsTime.iso)
        #expect(Set(firstPage) == Set(newest), "the first page holds the 50 newest")
        let token = try #require((answers[0]["continue"] as? [String: Any])?["gaicontinue"] as? String)
        #expect(token.split(separator: "|").first?.count == 14, "<mwts>|<dbkey>")
    }

    @Test func aUsersUploadsNeedTimestampSorting() throws {
        let photo = calls.api.catalog.photos[10]
        let user = try #require(calls.api.catalog.user(id: photo.userID))
        let pages = try calls.walk([("generator", "allimages"), ("gaisort", "timestamp"), ("gaidir", "older"), ("gaiuser", user.username),
                                    ("gailimit", "5"), ("prop", "imageinfo"), ("iiprop", "user|userid")]).flatMap(CommonsCalls.pages)
        #expect(pages.count == calls.index.files.count { $0.uploaderID == user.id })
        #expect(pages.count >= calls.api.catalog.photosCount(ofUser: user.id))
        #expect(pages.allSatisfy { CommonsCalls.imageInfo($0)?["userid"] as? Int == user.id })
        #expect(try calls.errorCode([("generator", "allimages"), ("gaiuser", user.username)]) == "invalidparammix")
        #expect(try calls.query([("generator", "allimages"), ("gaisort", "timestamp"), ("gaiuser", "Nobody at all")]).keys.sorted() == ["batchcomplete"])
    }

    @Test func aCategoryOf1200FilesPagesToTheEndInSortKeyOrder() throws {
        let large = CommonsCalls.large
        let answers = try large.walk([("list", "categorymembers"), ("cmtitle", "Category:Photomania_demo"), ("cmtype", "file"),
                                      ("cmprop", "ids|title|type|timestamp"), ("cmlimit", "max")])
        #expect(answers.count == 3)
        let members = answers.flatMap(CommonsCalls.members)
        #expect(members.count == 1200 && Set(members.compactMap { $0["pageid"] as? Int }).count == 1200)
        let keys = members.compactMap { ($0["title"] as? String).map { Array($0.uppercased().utf8) } }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) }, "upper-cased title order")
        let token = try #require((answers[0]["continue"] as? [String: Any])?["cmcontinue"] as? String)
        #expect(token.hasPrefix("file|"))
        let generated = try large.walk([("generator", "categorymembers"), ("gcmtitle", "Category:Photomania demo"), ("gcmtype", "file"),
                                        ("gcmlimit", "500")]).flatMap(CommonsCalls.pages)
        #expect(generated.count == 1200 && Set(generated.compactMap { $0["pageid"] as? Int }).count == 1200)
    }

    @Test func aGalleryWithDetailsWalksItsCategory() throws {
        let topic = DemoCategory.landscapes
        let answers = try calls.walk([("generator", "categorymembers"), ("gcmtitle", "Category:" + topic.name), ("gcmtype", "file"),
                                      ("gcmlimit", "4")] + CommonsCalls.details)
        let pages = answers.flatMap(CommonsCalls.pages)
        #expect(pages.count == calls.api.catalog.photos.count { $0.category == topic })
        #expect(pages.allSatisfy { CommonsCalls.imageInfo($0)?["thumburl"] is String })
        #expect((answers[0]["continue"] as? [String: Any])?["continue"] as? String == "gcmcontinue||")
    }
}
