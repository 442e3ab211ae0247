import Foundation
import Testing
@testable import PhotomaniaServer

/// The generated galleries, likes and follower graph: deterministic, within their bounds, and
/// with the fixed users a client test can count on.
@Suite struct DemoGalleryCatalogTests {
    let catalog = DemoFixture.catalog

    private func fingerprint(_ catalog: DemoCatalog) -> [String] {
        catalog.galleries.map { "\($0.id) \($0.userID) \($0.slug) \($0.token) \($0.kind) \($0.isPrivate) \($0.photoIDs)" }
    }

    @Test func theSameSeedMakesTheSameGalleriesAndLikes() {
        let again = DemoCatalog(seed: 500, photoCount: 240, referenceDate: DemoFixture.referenceDate)
        #expect(fingerprint(again) == fingerprint(catalog))
        #expect(catalog.photos.allSatisfy { again.likes(ofPhoto: $0.id) == catalog.likes(ofPhoto: $0.id) })
        let other = DemoCatalog(seed: 501, photoCount: 240, referenceDate: DemoFixture.referenceDate)
        #expect(fingerprint(other) != fingerprint(catalog))
    }

    @Test func everyUserHasZeroToSixGalleriesOfSeveralKinds() {
        let counts = catalog.users.map { catalog.galleries(ofUser: $0.id).count }
        #expect(counts.allSatisfy { (0...6).contains($0) })
        #expect(counts.contains(0) && counts.contains(6))
        #expect(Set(catalog.galleries.map(\.kind)) == Set(DemoGallery.Kind.allCases))
        #expect(Set(catalog.galleries.map(\.id)).count == catalog.galleries.count, "ids unique across the catalog")
        let privateCount = catalog.galleries.count { $0.isPrivate }
        #expect(privateCount > 0 && privateCount < catalog.galleries.count)
    }

    @Test func slugsAreURLSafeAndUniquePerUserAndItemsAreDistinctPhotos() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for user in catalog.users {
            let galleries = catalog.galleries(ofUser: user.id)
            #expect(Set(galleries.map(\.slug)).count == galleries.count, "\(user.username)")
            #expect(galleries.map(\.position) == galleries.indices.map { $0 + 1 })
            for gallery in galleries {
                #expect(!gallery.slug.isEmpty && gallery.slug.allSatisfy(allowed.contains), "\(gallery.slug)")
                #expect(gallery.token.count == 32 && gallery.token.allSatisfy(\.isHexDigit))
                #expect((0...40).contains(gallery.photoIDs.count))
                #expect(Set(gallery.photoIDs).count == gallery.photoIDs.count)
                #expect(gallery.photoIDs.allSatisfy { catalog.photo(id: $0) != nil })
                #expect(gallery.createdAt <= gallery.updatedAt && gallery.updatedAt <= catalog.referenceDate)
                #expect((gallery.lastAddedToAt == nil) == gallery.photoIDs.isEmpty)
                if let added = gallery.lastAddedToAt { #expect(gallery.createdAt <= added && added <= gallery.updatedAt) }
                if gallery.kind == .portfolio || gallery.kind == .profile {
                    #expect(gallery.photoIDs.allSatisfy { catalog.photo(id: $0)?.userID == user.id }, "own photos only")
                }
            }
        }
    }

    @Test func theDemoUserAndAnon4821AreFixed() throws {
        let demo = catalog.galleries(ofUser: catalog.users[0].id)
        #expect(demo.map(\.kind) == [.general, .portfolio, .lightbox, .favorite, .profile, .general])
        #expect(demo.map(\.isPrivate) == [false, false, true, false, false, true])
        #expect((25...40).contains(demo[0].photoIDs.count))
        #expect(demo[2].photoIDs.count >= 3 && demo[5].photoIDs.count >= 3)
        let anon = try #require(catalog.user(username: "anon4821"))
        #expect(catalog.galleries(ofUser: anon.id).isEmpty)
    }

    @Test func likesAreBoundedAndNeverTheOwners() {
        var anyLikes = 0
        for photo in catalog.photos {
            let likes = catalog.likes(ofPhoto: photo.id)
            anyLikes += likes.count
            #expect(likes.count <= min(photo.votesCount, DemoLikes.maximumPerPhoto, (catalog.userCount - 1) * 3 / 4))
            #expect(likes.allSatisfy { $0.userID != photo.userID && $0.photoID == photo.id })
            #expect(Set(likes.map(\.userID)).count == likes.count)
            #expect(likes.allSatisfy { $0.likedAt >= photo.createdAt && $0.likedAt <= catalog.referenceDate })
            #expect(zip(likes, likes.dropFirst()).allSatisfy { $0.likedAt >= $1.likedAt }, "most recent first")
        }
        #expect(anyLikes > catalog.photos.count)
        let byUser = catalog.users.reduce(0) { $0 + catalog.likes(byUser: $1.id).count }
        #expect(byUser == anyLikes)
    }

    @Test func followersAreTheUsersWhoseFriendsIncludeThem() {
        for user in catalog.users {
            let followers = catalog.followerIDs(ofUser: user.id)
            let expected = catalog.users.filter { $0.friendIDs.contains(user.id) }.map(\.id)
            #expect(followers == expected, "\(user.username)")
        }
        #expect(catalog.users.contains { !catalog.followerIDs(ofUser: $0.id).isEmpty })
    }
}

extension DemoGalleryCatalogTests {
    @Test func aLargeCatalogIsStillQuickToMake() throws {
        let start = Date()
        let large = DemoCatalog(seed: 7, photoCount: 30_000, referenceDate: DemoFixture.referenceDate)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(large.galleries.count > large.userCount)
        let photo = try #require(large.photos.last)
        #expect(large.likes(ofPhoto: photo.id).count == min(photo.votesCount, DemoLikes.maximumPerPhoto))
    }
}
