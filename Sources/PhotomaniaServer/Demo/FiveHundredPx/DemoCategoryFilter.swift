/// `only` and `exclude`, and how the `/photos` envelope reports them in `filters`.
struct DemoCategoryFilter {
    let only: [DemoCategory]?
    let exclude: [DemoCategory]?

    init(_ query: DemoQuery) {
        only = query.categories("only")
        exclude = query.categories("exclude")
    }

    func allows(_ photo: DemoPhoto) -> Bool {
        if let only, !only.contains(photo.category) { return false }
        if let exclude, exclude.contains(photo.category) { return false }
        return true
    }

    /// `false` when not filtered, the id for one category, the ids for several.
    enum Value: Encodable {
        case none
        case one(Int)
        case several([Int])

        init(_ categories: [DemoCategory]?) {
            switch categories {
            case nil: self = .none
            case let categories? where categories.count == 1: self = .one(categories[0].rawValue)
            case let categories?: self = .several(categories.map(\.rawValue))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .none: try container.encode(false)
            case .one(let id): try container.encode(id)
            case .several(let ids): try container.encode(ids)
            }
        }
    }
}
