/// A photo's `license_type`.
public struct License: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String
    /// The photo is in the public domain (a dedication or a mark, not a license that keeps rights).
    public let isPublicDomain: Bool

    public init(id: Int, name: String, isPublicDomain: Bool = false) {
        self.id = id
        self.name = name
        self.isPublicDomain = isPublicDomain
    }

    public var description: String { name }

    /// Creative Commons licenses let others reuse the photo; the standard license does not.
    public var isCreativeCommons: Bool { id != Self.standard.id && Self.byID[id] != nil }

    /// The license with this id; an undocumented id gets the name "License <id>".
    public static func id(_ id: Int) -> License {
        byID[id] ?? License(id: id, name: "License \(id)")
    }

    public static let standard = License(id: 0, name: "Standard 500px License")
    public static let nonCommercialAttribution = License(id: 1, name: "CC Non Commercial Attribution")
    public static let nonCommercialNoDerivatives = License(id: 2, name: "CC Non Commercial No Derivatives")
    public static let nonCommercialShareAlike = License(id: 3, name: "CC Non Commercial Share Alike")
    public static let attribution = License(id: 4, name: "CC Attribution")
    public static let noDerivatives = License(id: 5, name: "CC No Derivatives")
    public static let shareAlike = License(id: 6, name: "CC Share Alike")
    public static let publicDomainMark = License(id: 7, name: "CC Public Domain Mark 1.0", isPublicDomain: true)
    public static let publicDomainDedication = License(id: 8, name: "CC Public Domain Dedication", isPublicDomain: true)

    public static let all: [License] = [
        .standard, .nonCommercialAttribution, .nonCommercialNoDerivatives, .nonCommercialShareAlike, .attribution,
        .noDerivatives, .shareAlike, .publicDomainMark, .publicDomainDedication,
    ]

    private static let byID: [Int: License] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}

extension License: Codable {
    public init(from decoder: any Decoder) throws {
        self = .id(try decoder.singleValueContainer().decodeFlexibleInt())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
