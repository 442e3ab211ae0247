import PhotomaniaOAuth

extension GalleryReference {
    /// The reference as one percent-encoded path segment: a `/`, `?` or space in a slug stays inside
    /// the segment, and a slug of dots cannot climb out of the gallery path.
    public var pathSegment: String {
        switch self {
        case .id(let id):
            return String(id)
        case .slug(let slug):
            let encoded = OAuthPercentEncoding.encode(slug)
            return encoded.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: encoded.count) : encoded
        }
    }
}
