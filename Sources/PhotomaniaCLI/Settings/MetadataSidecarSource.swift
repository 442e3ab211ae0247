import PhotomaniaKit

/// What a run walks, as a metadata sidecar's `download.source` names it.
enum MetadataSidecarSource {
    /// `feature:popular`, `feature:user:NAME`, `search:TERM`, `tag:TAG`, `search:TEXT #TAG user:NAME`,
    /// `gallery:USER/GALLERY`, `group:GROUP`;
    /// nil for photos named by id.
    static func label(of source: PhotoSelection) -> String? {
        let named = { (user: UserLookup) in
            switch user {
            case .id(let id): String(id)
            case .username(let name): name
            }
        }
        switch source {
        case .ids: return nil
        case .stream(let feature, let user, _):
            return "feature:" + feature.rawValue + (user.map { ":" + named($0) } ?? "")
        case .search(.term(let term), _): return "search:" + term
        case .search(.tag(let tag), _): return "tag:" + tag
        case .search(.query(let text, let tags, let user), _):
            return "search:" + ([text].compactMap { $0 } + tags.map { "#" + $0 }).joined(separator: " ") + (user.map { " user:" + named($0) } ?? "")
        case .groupPool(let group, _): return "group:" + group
        case .collection(let collection, _):
            let owner = collection.owner.map { named($0) + "/" } ?? ""
            switch collection.reference {
            case .id(let id): return "gallery:\(owner)\(id)"
            case .slug(let slug): return "gallery:\(owner)\(slug)"
            }
        }
    }
}
