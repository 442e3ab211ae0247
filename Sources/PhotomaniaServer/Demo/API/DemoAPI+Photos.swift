import Foundation

extension DemoAPI {
    private struct FeatureEnvelope: Encodable {
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

    private struct Filters: Encodable {
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
    func photoList(_ query: DemoQuery, imageBase: String) -> HTTPResponse {
        let featureName = query.string("feature") ?? DemoFeature.freshToday.rawValue
        guard let feature = DemoFeature(rawValue: featureName) else {
            return DemoResponse.error(400, "Invalid feature.")
        }
        var subject: DemoUser?
        if feature.needsUser {
            subject = query.int("user_id").flatMap(catalog.user(id:)) ?? query.string("username").flatMap(catalog.user(username:))
            guard subject != nil else {
                return DemoResponse.error(400, "You have not provided a valid username or user ID.")
            }
        }
        let filter = DemoCategoryFilter(query)
        let now = catalog.referenceDate
        let matching = catalog.photos.filter { feature.includes($0, now: now, user: subject) && filter.allows($0) }
        let sorted = sortOrder(query, default: feature.defaultSort).apply(to: matching)
        let paging = query.paging()
        return DemoResponse.json(FeatureEnvelope(
            feature: feature.rawValue,
            filters: Filters(
                category: DemoCategoryFilter.Value(filter.only),
                exclude: DemoCategoryFilter.Value(filter.exclude),
                userID: subject.map { String($0.id) }
            ),
            currentPage: paging.page,
            totalPages: paging.totalPages(sorted.count),
            totalItems: sorted.count,
            photos: shortPhotos(paging.slice(sorted), query: query, imageBase: imageBase)
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

    func shortPhotos(_ photos: ArraySlice<DemoPhoto>, query: DemoQuery, imageBase: String) -> [DemoPhotoJSON] {
        let sizes = query.imageSizes(default: .square140)
        let tags = query.string("tags") == "1" || query.string("include_tags") == "1"
        return photos.map { photo in
            DemoPhotoJSON(
                photo: photo, user: catalog.user(id: photo.userID), sizes: sizes,
                imageBase: imageBase, format: .short, includeTags: tags
            )
        }
    }
}
