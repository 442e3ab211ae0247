import Foundation

extension DemoAPI {
    struct FeatureEnvelope: Encodable {
        let feature: String
        let filters: Filters
        let currentPage: Int
        let totalPages: Int
        let totalItems: Int
        let photos: [DemoPhotoJSON]

        enum CodingKeys: String, CodingKey {
            case feature, filters, photos
            case currentPage = "current_page", totalPages = "total_pages", totalItems = "total_items"
        }
    }

    struct Filters: Encodable {
        let category: DemoCategoryFilter.Value
        let exclude: DemoCategoryFilter.Value
        /// A string, as 500px sent it.
        let userID: String?

        enum CodingKeys: String, CodingKey {
            case category, exclude
            case userID = "user_id"
        }
    }

    /// `GET /v1/photos`
    func photoList(_ query: DemoQuery, imageBase: String, caller: DemoCaller) throws -> HTTPResponse {
        let featureName = query.string("feature") ?? DemoFeature.freshToday.rawValue
        if featureName == Self.userFavoritesFeature {
            return try userFavorites(query, imageBase: imageBase, caller: caller)
        }
        if featureName == Self.userLikedFeature {
            return try userLiked(query, imageBase: imageBase, caller: caller)
        }
        guard let feature = DemoFeature(rawValue: featureName) else { throw DemoRefusal(400, "Invalid feature.") }
        let subject = feature.needsUser ? try subjectUser(query) : nil
        let filter = DemoCategoryFilter(query)
        let now = catalog.referenceDate
        let matching = catalog.photos.filter { feature.includes($0, now: now, user: subject) && filter.allows($0) }
        let sorted = sortOrder(query, default: feature.defaultSort).apply(to: matching)
        return try featurePage(feature.rawValue, sorted, filter: filter, subject: subject, query: query, imageBase: imageBase, caller: caller)
    }

    /// The user of a per-user stream, by `user_id` or `username`.
    func subjectUser(_ query: DemoQuery) throws(DemoRefusal) -> DemoUser {
        guard let user = query.int("user_id").flatMap(catalog.user(id:)) ?? query.string("username").flatMap(catalog.user(username:)) else {
            throw DemoRefusal(400, "You have not provided a valid username or user ID.")
        }
        return user
    }

    /// One page (`page`, `rpp`) of a stream's photos, in the order given.
    func featurePage(
        _ feature: String, _ photos: [DemoPhoto], filter: DemoCategoryFilter, subject: DemoUser?, query: DemoQuery,
        imageBase: String, caller: DemoCaller
    ) throws -> HTTPResponse {
        let paging = query.paging()
        return DemoResponse.json(FeatureEnvelope(
            feature: feature,
            filters: Filters(
                category: DemoCategoryFilter.Value(filter.only),
                exclude: DemoCategoryFilter.Value(filter.exclude),
                userID: subject.map { String($0.id) }
            ),
            currentPage: paging.page,
            totalPages: paging.totalPages(photos.count),
            totalItems: photos.count,
            photos: try shortPhotos(paging.slice(photos), query: query, imageBase: imageBase, caller: caller)
        ))
    }

    struct SortOrder {
        let sort: DemoPhotoSort
        let ascending: Bool

        func apply(to photos: [DemoPhoto]) -> [DemoPhoto] {
            sort.sorted(photos, ascending: ascending)
        }
    }

    /// `sort` (an unknown value keeps the default) and `sort_direction` (`asc`, else `desc`).
    func sortOrder(_ query: DemoQuery, default fallback: DemoPhotoSort) -> SortOrder {
        SortOrder(
            sort: query.string("sort").flatMap(DemoPhotoSort.init(parameter:)) ?? fallback,
            ascending: query.string("sort_direction")?.lowercased() == "asc"
        )
    }

    /// Photos in the short format, with the state's counts; with `include_states=1` and a
    /// signed-in caller, also that caller's `voted`, `liked`, `disliked` and `favorited`.
    func shortPhotos(_ photos: ArraySlice<DemoPhoto>, query: DemoQuery, imageBase: String, caller: DemoCaller) throws(DemoStateError) -> [DemoPhotoJSON] {
        let sizes = query.imageSizes(default: .square140)
        let tags = query.string("tags") == "1" || query.string("include_tags") == "1"
        let activity = try state.activity(viewer: caller.userID)
        let withViewer = caller.userID != nil && query.string("include_states") == "1"
        return photos.map { photo in
            DemoPhotoJSON(
                photo: photo, user: catalog.user(id: photo.userID), sizes: sizes,
                imageBase: imageBase, format: .short, includeTags: tags,
                activity: activity.of(photo.id, withViewer: withViewer)
            )
        }
    }
}
