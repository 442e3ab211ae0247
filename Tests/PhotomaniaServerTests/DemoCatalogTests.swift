import Foundation
import Testing
@testable import PhotomaniaServer

@Suite struct DemoCatalogTests {
    let catalog = DemoFixture.catalog

    @Test func sizesAndDefaults() {
        #expect(catalog.photoCount == 240)
        #expect(catalog.userCount >= 30)
        #expect(DemoCatalog(seed: 1, photoCount: 200, referenceDate: DemoFixture.referenceDate).photoCount == 200)
        #expect(DemoServer.Configuration().photoCount >= 200)
        #expect(DemoCatalog(seed: 1, photoCount: 0).photoCount == 0)
        #expect(catalog.photoIDs == catalog.photoIDs.sorted())
        #expect(Set(catalog.photoIDs).count == 240)
    }

    @Test func sameSeedSameCatalogOtherSeedOtherCatalog() {
        let again = DemoCatalog(seed: 500, photoCount: 240, referenceDate: DemoFixture.referenceDate)
        let other = DemoCatalog(seed: 501, photoCount: 240, referenceDate: DemoFixture.referenceDate)
        #expect(again.photos.map(\.name) == catalog.photos.map(\.name))
        #expect(again.photos.map(\.seed) == catalog.photos.map(\.seed))
        #expect(again.users.map(\.username) == catalog.users.map(\.username))
        #expect(other.photos.map(\.seed) != catalog.photos.map(\.seed))
    }

    @Test func buildsQuickly() {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = DemoCatalog(seed: 7, photoCount: 200) }
        // 1–2 ms in a release build; generous here for debug builds on a loaded machine.
        #expect(elapsed < .milliseconds(250))
    }

    @Test func usersHaveUnicodeAndMissingNames() {
        let names = catalog.users.map(\.fullname)
        #expect(names.contains { $0.contains("é") })
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(names.contains { $0.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) } })
        #expect(catalog.users.contains { $0.firstname == nil })
        #expect(catalog.users.contains { $0.city == nil })
        #expect(catalog.users.contains { $0.firstname?.hasSuffix(" ") == true })
        #expect(catalog.users.contains { $0.userpicURL.hasPrefix("/") })
    }

    @Test func photosCoverCategoriesAndNullableFields() {
        let photos = catalog.photos
        #expect(Set(photos.map(\.category)).count >= 20)
        let nude = photos.filter { $0.category == .nude }
        #expect(nude.count >= 3)
        #expect(nude.allSatisfy { $0.nsfw })
        #expect(photos.filter { $0.nsfw }.count == nude.count)
        #expect(photos.contains { $0.camera == nil })
        #expect(photos.contains { $0.lens == nil })
        #expect(photos.contains { $0.lens == "" })
        #expect(photos.contains { $0.exposure.iso == nil })
        #expect(photos.contains { $0.location == nil })
        #expect(photos.contains { $0.takenAt == nil })
        #expect(photos.contains { $0.ratingIsInteger })
        #expect(photos.contains { !$0.ratingIsInteger })
        #expect(photos.allSatisfy { $0.highestRating >= $0.rating })
    }

    @Test func exifValuesAreNumericStrings() {
        let exposures = catalog.photos.map(\.exposure)
        #expect(exposures.contains { $0.shutterSpeed == "1/250" || $0.shutterSpeed?.contains("/") == true })
        for value in exposures.flatMap({ [$0.focalLength, $0.aperture, $0.iso] }).compactMap({ $0 }) {
            #expect(Double(value) != nil, "\(value)")
        }
    }

    @Test func titlesAndDescriptionsAreVaried() {
        let photos = catalog.photos
        #expect(Set(photos.map(\.name)).count > 150)
        #expect(photos.contains { $0.name.count > 80 })
        #expect(photos.contains { $0.name.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) } })
        #expect(photos.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        let descriptions = photos.map(\.description)
        for fragment in ["<b>", "<a href=", "<br/>", "&amp;", "&#233;", "\r\n"] {
            #expect(descriptions.contains { $0.contains(fragment) }, "\(fragment)")
        }
        #expect(descriptions.contains(""))
    }

    @Test func everyFeatureHasPhotos() {
        let now = catalog.referenceDate
        let someone = catalog.users[0]
        for feature in DemoFeature.allCases {
            let count = catalog.photos.filter { feature.includes($0, now: now, user: someone) }.count
            #expect(count > 0, "\(feature)")
        }
        #expect(catalog.photos.filter { DemoFeature.freshToday.includes($0, now: now, user: nil) }.count >= 20)
        #expect(catalog.photos.contains { $0.nsfw && DemoFeature.freshToday.includes($0, now: now, user: nil) })
        #expect(catalog.photos.allSatisfy { $0.createdAt <= now })
    }

    @Test func commentsAreConsistentWithTheirPhoto() throws {
        var sawSeveralPages = false
        var sawReply = false
        for photo in catalog.photos {
            let comments = catalog.comments(of: photo)
            #expect(comments.count == photo.commentsCount)
            #expect(photo.commentsCount <= 45)
            sawSeveralPages = sawSeveralPages || comments.count > 20
            let byID = Dictionary(uniqueKeysWithValues: comments.map { ($0.id, $0) })
            for comment in comments {
                #expect(comment.createdAt > photo.createdAt)
                #expect(comment.createdAt <= catalog.referenceDate)
                #expect(comment.toWhomUserID == photo.userID)
                guard let parentID = comment.parentID else { continue }
                sawReply = true
                let parent = try #require(byID[parentID])
                #expect(parent.parentID == nil)
                #expect(parent.createdAt <= comment.createdAt)
            }
            #expect(comments.map(\.createdAt) == comments.map(\.createdAt).sorted())
        }
        #expect(sawSeveralPages)
        #expect(sawReply)
        #expect(catalog.comments(of: catalog.photos[3]).map(\.id) == catalog.comments(of: catalog.photos[3]).map(\.id))
    }

    @Test func photoShapesVary() {
        let photos = catalog.photos
        #expect(photos.contains { $0.width == 2048 && $0.height == 1365 })
        #expect(photos.contains { $0.height > $0.width })
        #expect(photos.contains { $0.height == $0.width })
        #expect(photos.contains { $0.width >= 3 * $0.height })
        #expect(photos.allSatisfy { min($0.width, $0.height) >= 600 })
    }
}
