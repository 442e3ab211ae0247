import Foundation

/// A gallery's `kind`. Kinds the documentation does not list decode as `unknown`.
public enum GalleryKind: Hashable, Sendable {
    case general
    case lightbox
    case portfolio
    case profile
    case favorite
    /// Flickr's album (photoset): its owner's own photos.
    case album
    /// Flickr's gallery: photos of others, curated.
    case curated
    /// Commons's category: files filed under a subject, and its sub-categories.
    case category
    case unknown(Int)

    public static let documented: [GalleryKind] = [.general, .lightbox, .portfolio, .profile, .favorite]

    public init(rawValue: Int) {
        self = (Self.documented + [.album, .curated, .category]).first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// 0 General, 1 Lightbox, 3 Portfolio, 4 Profile, 5 Favorite; there is no 2. Flickr's kinds,
    /// which no 500px answer names, are held above them.
    public var rawValue: Int {
        switch self {
        case .general: 0
        case .lightbox: 1
        case .portfolio: 3
        case .profile: 4
        case .favorite: 5
        case .album: 1001
        case .curated: 1002
        case .category: 1003
        case .unknown(let value): value
        }
    }

    /// `portfolio`, or `kind 7` for an undocumented kind.
    public var name: String {
        switch self {
        case .general: "general"
        case .lightbox: "lightbox"
        case .portfolio: "portfolio"
        case .profile: "profile"
        case .favorite: "favorite"
        case .album: "album"
        case .curated: "gallery"
        case .category: "category"
        case .unknown(let value): "kind \(value)"
        }
    }

    /// One of `kinds` (a service's own) by name, any case; 500px's documented ones by number too.
    public init?(argument: String, among kinds: [GalleryKind] = documented) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if let value = Int(trimmed), let kind = Self.documented.first(where: { $0.rawValue == value }), kinds.contains(kind) {
            self = kind
        } else if let kind = kinds.first(where: { $0.name == trimmed }) {
            self = kind
        } else {
            return nil
        }
    }
}

extension GalleryKind: Codable {
    /// A number, or a numeric string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decodeFlexibleInt())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
