import Foundation

/// A fact of a photo that `--filter` may test, with the kind of value it holds: the names are the
/// name templates' where both have one (`title`, `user`, `user_id`, `taken`, …).
public struct FilterField: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case text, number, date, tags, flag

        var noun: String {
            switch self {
            case .text: "text"
            case .number: "a number"
            case .date: "a date"
            case .tags: "a list of tags"
            case .flag: "yes or no"
            }
        }
    }

    public let name: String
    public let kind: Kind

    public static let id = FilterField(name: "id", kind: .text)
    public static let title = FilterField(name: "title", kind: .text)
    public static let description = FilterField(name: "description", kind: .text)
    public static let user = FilterField(name: "user", kind: .text)
    public static let userID = FilterField(name: "user_id", kind: .text)
    public static let category = FilterField(name: "category", kind: .text)
    public static let license = FilterField(name: "license", kind: .text)
    public static let tags = FilterField(name: "tags", kind: .tags)
    public static let width = FilterField(name: "width", kind: .number)
    public static let height = FilterField(name: "height", kind: .number)
    public static let views = FilterField(name: "views", kind: .number)
    public static let votes = FilterField(name: "votes", kind: .number)
    public static let faves = FilterField(name: "faves", kind: .number)
    public static let comments = FilterField(name: "comments", kind: .number)
    public static let rating = FilterField(name: "rating", kind: .number)
    public static let taken = FilterField(name: "taken", kind: .date)
    public static let created = FilterField(name: "created", kind: .date)
    public static let nsfw = FilterField(name: "nsfw", kind: .flag)
    public static let mime = FilterField(name: "mime", kind: .text)
    /// The original file's length in bytes.
    public static let size = FilterField(name: "size", kind: .number)
    public static let assessment = FilterField(name: "assessment", kind: .tags)

    /// Every field, in the order `--help` lists them.
    public static let all: [FilterField] = [
        id, title, description, user, userID, category, license, tags, width, height, views, votes, faves, comments, rating, taken, created, nsfw,
        mime, size, assessment,
    ]

    public static func named(_ name: String) -> FilterField? {
        all.first { $0.name == name }
    }
}

/// A field's value for one photo.
public enum FilterValue: Sendable, Hashable {
    case text(String)
    case number(Double)
    case date(Date)
    case tags([String])
    case flag(Bool)
}

/// What a filter is tested on: a photo's value of each field, nil when the service does not say.
public protocol FilterSubject {
    func filterValue(of field: FilterField) -> FilterValue?
}
