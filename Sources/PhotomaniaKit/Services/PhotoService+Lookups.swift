extension PhotoService {
    /// Photos named by id, which no service lists in one call: page `page` of them, each looked
    /// up with `photo(_:imageSizes:)`. (A walk looks them up itself, several at once; this is
    /// what `photoPage` answers for `.ids`.)
    public func lookedUp<Item: ListedPhoto>(_ ids: [PhotoID], page: Int, perPage: Int, imageSizes: [ImageSize]) async throws(PhotomaniaError) -> Page<Item> {
        let perPage = max(1, perPage)
        let skipped = max(0, page.saturatingSubtracting(1)).saturatingMultiplied(by: perPage)
        var photos: [Item] = []
        for id in ids.dropFirst(min(skipped, ids.count)).prefix(perPage) {
            photos.append(Item(try await photo(id, imageSizes: imageSizes).photo))
        }
        let pages = ids.count / perPage + (ids.count % perPage == 0 ? 0 : 1)
        return Page(items: photos, currentPage: page, totalPages: pages, totalItems: ids.count)
    }
}
