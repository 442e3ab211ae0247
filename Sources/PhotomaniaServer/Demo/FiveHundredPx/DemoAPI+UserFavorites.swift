import Foundation

extension DemoAPI {
    static let userFavoritesFeature = "user_favorites"

    /// `GET /v1/photos?feature=user_favorites&user_id=N` (or `username=`): the user's favorites,
    /// most recently favorited first (`sort_direction=asc` turns that round, `sort` replaces it),
    /// filtered and paged like the other streams.
    func userFavorites(_ query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let subject = try subjectUser(query)
        let filter = DemoCategoryFilter(query)
        let favorites = try state.favoritePhotoIDs(ofUser: subject.id).compactMap(catalog.photo(id:)).filter(filter.allows)
        let ordered: [DemoPhoto]
        if query.string("sort").flatMap(DemoPhotoSort.init(parameter:)) != nil {
            ordered = sortOrder(query, default: .createdAt).apply(to: favorites)
        } else {
            ordered = query.string("sort_direction")?.lowercased() == "asc" ? favorites.reversed() : favorites
        }
        return try featurePage(
            Self.userFavoritesFeature, ordered, filter: filter, subject: subject, query: query, imageBase: imageBase, caller: caller)
    }
}
