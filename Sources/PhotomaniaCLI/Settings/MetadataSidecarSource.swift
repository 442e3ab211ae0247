import PhotomaniaKit

/// What a run walks, as a metadata sidecar's `download.source` names it.
enum MetadataSidecarSource {
    /// `feature:popular`, `feature:user:NAME`, `search:TERM`, `tag:TAG`, `gallery:USER/GALLERY`;
    /// nil for photos named by id.
    static func label(of source: PhotoSource) -> String? {
        switch source {
        case .ids: return nil
        case .stream(let query):
            let user = query.user.map { user in
                switch user {
                case .id(let id): ":" + String(id)
                case .username(let name): ":" + name
                }
            } ?? ""
            return "feature:" + query.feature.rawValue + user
        case .search(let query):
            switch query.term {
            case .term(let term): return "search:" + term
            case .tag(let tag): return "tag:" + tag
            }
        case .gallery(let userID, let gallery, _):
            switch gallery {
            case .id(let id): return "gallery:\(userID)/\(id)"
            case .slug(let slug): return "gallery:\(userID)/\(slug)"
            }
        }
    }
}
