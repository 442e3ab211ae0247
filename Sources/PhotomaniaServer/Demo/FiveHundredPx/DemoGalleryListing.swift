import Foundation

/// The parameters of `GET /users/:user_id/galleries` (docs/500px-v1.md §4.5), read leniently:
/// an unknown `privacy` is `public`, an unknown `sort` is `updated_at`, unknown `kinds` entries
/// are ignored.
struct DemoGalleryListing {
    enum Privacy: String {
        case `public`, `private`, both
    }

    enum Sort: String {
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case lastAddedToAt = "last_added_to_at"
        /// The galleries have no rating: their items count stands in for it.
        case rating
        case position
    }

    let privacy: Privacy
    /// Nil when not filtered by kind.
    let kinds: [DemoGallery.Kind]?
    let sort: Sort
    let ascending: Bool

    init(_ query: DemoQuery) {
        privacy = query.string("privacy").flatMap { Privacy(rawValue: $0.lowercased()) } ?? .public
        if let list = query.string("kinds"), !list.isEmpty {
            var kinds: [DemoGallery.Kind] = []
            for part in list.split(separator: ",") {
                if let kind = Int(part.trimmingCharacters(in: .whitespaces)).flatMap(DemoGallery.Kind.init(rawValue:)), !kinds.contains(kind) {
                    kinds.append(kind)
                }
            }
            self.kinds = kinds
        } else {
            kinds = nil
        }
        sort = query.string("sort").flatMap { Sort(rawValue: $0.lowercased()) } ?? .updatedAt
        ascending = query.string("sort_direction")?.lowercased() != "desc"
    }

    /// The galleries this listing shows of `galleries` (one user's), sorted. Private galleries
    /// show only to their owner, with `privacy=private` (those alone) or `privacy=both`.
    func apply(to galleries: [DemoGallery], callerIsOwner: Bool) -> [DemoGallery] {
        let visible = galleries.filter { gallery in
            if let kinds, !kinds.contains(gallery.kind) { return false }
            switch privacy {
            case .public: return !gallery.isPrivate
            case .private: return callerIsOwner && gallery.isPrivate
            case .both: return callerIsOwner || !gallery.isPrivate
            }
        }
        return visible.sorted { left, right in
            switch (key(left), key(right)) {
            case let (a?, b?) where a != b: return ascending ? a < b : a > b
            case (_?, nil): return true
            case (nil, _?): return false
            default: return ascending ? left.position < right.position : left.position > right.position
            }
        }
    }

    /// Galleries without a value (never added to) go last in either direction; ties by position.
    private func key(_ gallery: DemoGallery) -> Double? {
        switch sort {
        case .createdAt: gallery.createdAt.timeIntervalSince1970
        case .updatedAt: gallery.updatedAt.timeIntervalSince1970
        case .lastAddedToAt: gallery.lastAddedToAt?.timeIntervalSince1970
        case .rating: Double(gallery.photoIDs.count)
        case .position: Double(gallery.position)
        }
    }

    /// `filters` of the envelope: the privacy applied, and the kinds asked for (all when none were).
    struct Filters: Encodable {
        let privacy: String
        let kinds: [Int]
    }

    var filters: Filters {
        Filters(privacy: privacy.rawValue, kinds: (kinds ?? DemoGallery.Kind.allCases).map(\.rawValue))
    }
}
