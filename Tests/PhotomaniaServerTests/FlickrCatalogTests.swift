import Foundation
import Testing
@testable import PhotomaniaServer

/// What the catalog gained for the Flickr face: NSIDs, path aliases, private EXIF, refused
/// downloads, buddy icons, licenses and albums, all derived and the same on every run.
@Suite struct FlickrCatalogTests {
    let catalog = DemoFixture.catalog

    @Test func everyUserHasAUniqueNSIDThatLeadsBack() {
        let pattern = /^[0-9]{5,11}@N[0-9]{2}$/
        #expect(catalog.users.allSatisfy { $0.nsid.wholeMatch(of: pattern) != nil })
        #expect(Set(catalog.users.map(\.nsid)).count == catalog.users.count)
        #expect(catalog.users.allSatisfy { catalog.user(nsid: $0.nsid)?.id == $0.id })
        #expect(Set(catalog.users.map { $0.nsid.count }) == [15, 12], "eleven digits and eight")
        #expect(catalog.user(nsid: "12037949754@N01") == nil && catalog.user(nsid: "x") == nil && catalog.user(nsid: "@N01") == nil)
    }

    @Test func everyThirdUserHasNoPathAliasAndTheOthersTheirUsername() {
        #expect(catalog.users.allSatisfy { ($0.pathAlias == nil) == ($0.index % 3 == 2) })
        #expect(catalog.user(username: "jose_alvarez")?.pathAlias == "jose_alvarez")
        #expect(catalog.user(username: "Lluisdeharo")?.pathAlias == "lluisdeharo")
        #expect(["wangwei", "danielcohen", "anon4821"].allSatisfy { catalog.user(username: $0)?.pathAlias == nil })
        let aliases = catalog.users.compactMap(\.pathAlias)
        #expect(Set(aliases).count == aliases.count && aliases.allSatisfy { catalog.user(pathAlias: $0.uppercased())?.pathAlias == $0 })
    }

    @Test(arguments: [UInt64(500), 7])
    func theSamePeopleKeepEXIFAndDownloadsToThemselvesWhateverTheSeed(seed: UInt64) {
        let catalog = DemoCatalog(seed: seed, photoCount: 240, referenceDate: DemoFixture.referenceDate)
        #expect(catalog.users.filter { !$0.sharesEXIF }.prefix(2).map(\.username) == ["danielcohen", "andrey_s"])
        #expect(catalog.users.filter { !$0.allowsDownloads }.prefix(3).map(\.username) == ["sunnylens", "anon4821", "ayse_y"])
        #expect(catalog.users.first?.allowsDownloads == true && catalog.users.first?.sharesEXIF == true, "the demo account's photos are open")
        #expect(catalog.users.allSatisfy { $0.hasBuddyIcon == ($0.index % 3 != 0) })
    }

    @Test func licensesFollowThe500pxLicense() {
        for photo in catalog.photos {
            switch photo.licenseType {
            case 0: #expect(photo.flickrLicense == 0)
            case 4: #expect([4, 11].contains(photo.flickrLicense))
            case 7: #expect(photo.flickrLicense == 10)
            case 8: #expect(photo.flickrLicense == 9)
            default: #expect((1...6).contains(photo.flickrLicense) || (11...16).contains(photo.flickrLicense))
            }
        }
        let used = Set(catalog.photos.map(\.flickrLicense))
        #expect(used.contains(0) && used.contains { $0 >= 11 } && used.contains { (1...6).contains($0) })
        #expect(Set(FlickrFace.licenses.map(\.id)) == Set(0...16))
    }

    @Test func albumsHoldTheirOwnersPhotosAndNeverNone() {
        #expect(!catalog.albums.isEmpty)
        #expect(Set(catalog.albums.map(\.id)).count == catalog.albums.count)
        for album in catalog.albums {
            let photos = album.photoIDs.compactMap(catalog.photo(id:))
            #expect(photos.count == album.photoIDs.count && photos.count >= 2)
            #expect(photos.allSatisfy { $0.userID == album.userID })
            #expect(album.photoIDs.contains(album.primaryPhotoID))
            #expect(catalog.photo(id: album.primaryPhotoID)?.rating == photos.map(\.rating).max())
            #expect(album.createdAt <= album.updatedAt)
        }
        for user in catalog.users {
            let own = catalog.photos.filter { $0.userID == user.id }
            let albums = catalog.albums(ofUser: user.id)
            #expect(albums.map(\.position) == albums.indices.map { $0 + 1 })
            guard own.count >= 2 else {
                #expect(albums.isEmpty)
                continue
            }
            #expect(albums[0].theme == .everything && albums[0].photoIDs == own.reversed().map(\.id))
            let categories = Dictionary(grouping: own, by: \.category).filter { $0.value.count >= 2 }
            #expect(albums.count == 1 + categories.count)
            for album in albums.dropFirst() {
                guard case .category(let category) = album.theme else { Issue.record("\(album.title)"); continue }
                #expect(album.title == category.name && album.photoIDs == categories[category]?.map(\.id))
            }
        }
    }

    @Test func theFlickrFactsAreTheSameOnEveryRun() throws {
        let original = try #require(FlickrSize.all.last)
        let again = DemoCatalog(seed: 500, photoCount: 240, referenceDate: DemoFixture.referenceDate.addingTimeInterval(86_400))
        #expect(again.users.map(\.nsid) == catalog.users.map(\.nsid))
        #expect(again.albums.map(\.photoIDs) == catalog.albums.map(\.photoIDs) && again.albums.map(\.title) == catalog.albums.map(\.title))
        #expect(again.photos.map { FlickrPhotoFiles(photo: $0).fileName(of: original) } == catalog.photos.map { FlickrPhotoFiles(photo: $0).fileName(of: original) })
    }

    @Test func flickrIDsAreLargerThan32BitsAndLeadBack() throws {
        let photo = catalog.photos[0]
        let id = FlickrIDs.photo(photo)
        #expect(try #require(Int(id)) > Int(UInt32.max))
        #expect(FlickrIDs.catalogPhotoID(id) == photo.id)
        #expect(FlickrIDs.catalogPhotoID(String(photo.id)) == nil && FlickrIDs.catalogPhotoID("-1") == nil && FlickrIDs.catalogPhotoID("1e9") == nil)
        let gallery = catalog.galleries[0]
        #expect(FlickrIDs.catalogGalleryID(FlickrIDs.gallery(gallery)) == gallery.id)
        #expect(FlickrIDs.catalogGalleryID(FlickrIDs.compoundGallery(gallery)) == gallery.id)
        let album = catalog.albums[0]
        #expect(FlickrIDs.album(album).count == 17 && FlickrIDs.catalogAlbumID(FlickrIDs.album(album)) == album.id)
    }
}
