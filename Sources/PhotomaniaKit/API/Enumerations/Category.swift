/// A photo category: photos carry its `id`, while `only` and `exclude` take its case-sensitive `name`.
public struct Category: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }

    /// Whether the id is one the documentation lists.
    public var isDocumented: Bool { Self.byID[id] != nil }

    /// The category with this id; an undocumented id gets the name "Category <id>".
    public static func id(_ id: Int) -> Category {
        byID[id] ?? Category(id: id, name: "Category \(id)")
    }

    /// The documented category whose name matches, ignoring case, spaces, `-` and `_`.
    public static func named(_ name: String) -> Category? {
        byKey[lookupKey(name)]
    }

    /// A documented category given by name or by id (`"Black and White"`, `"black-and-white"`, `"5"`).
    public init?(argument: String) {
        if let id = Int(argument) {
            guard let known = Self.byID[id] else { return nil }
            self = known
        } else {
            guard let known = Self.named(argument) else { return nil }
            self = known
        }
    }

    private static let byID: [Int: Category] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
    private static let byKey: [String: Category] =
        Dictionary(uniqueKeysWithValues: all.map { (lookupKey($0.name), $0) })

    private static func lookupKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
    }
}

extension Category: Codable {
    /// Photos send the id as a number; a numeric string is accepted too.
    public init(from decoder: any Decoder) throws {
        self = .id(try decoder.singleValueContainer().decodeFlexibleInt())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
