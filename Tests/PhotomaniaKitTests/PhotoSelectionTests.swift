import PhotomaniaKit
import Testing

/// `PhotoSelection`: one model of "which photos" — streams, a user's, searches, collections and
/// photos by id — with what must be known before a walk.
@Suite("PhotoSelection: which photos, and what a walk needs first")
struct PhotoSelectionTests {
    @Test func aStreamNamesItsUserOrWaitsForTheSignedInOne() {
        #expect(PhotoSelection.photos(by: .username("ana")) == .stream(.user, user: .username("ana")))
        #expect(PhotoSelection.photos(likedBy: .id(7)).namedUser == .id(7))
        #expect(PhotoSelection.stream(.userFriends).awaitsSignedInUser == .userFriends)
        #expect(PhotoSelection.stream(.userFriends, user: .id(7)).awaitsSignedInUser == nil)
        #expect(PhotoSelection.stream(.popular).awaitsSignedInUser == nil, "a site stream needs nobody")
        #expect(PhotoSelection.search(.term("owl")).namedUser == nil)
    }

    @Test func filtersApplyToListingsAndNotToPhotosById() throws {
        let filter = PhotoFilter(only: [try #require(Category.named("Landscapes"))], sort: .rating, sortDirection: .descending)
        #expect(PhotoSelection.stream(.popular).filtered(filter).filter == filter)
        #expect(PhotoSelection.search(.tag("night")).filtered(filter) == .search(.tag("night"), filter))
        let lisbon = CollectionSelection(owner: .username("ana"), reference: .slug("lisbon-2022"))
        #expect(PhotoSelection.collection(lisbon).filtered(filter) == .collection(lisbon, filter))
        #expect(PhotoSelection.ids([3, 1]).filtered(filter) == .ids([3, 1]))
        #expect(PhotoSelection.ids([3, 1]).filter == nil)
        #expect(PhotoFilter().isEmpty && !filter.isEmpty)
    }
}
