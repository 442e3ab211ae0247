import Foundation

/// An `image_size` id. Any id decodes (the API also sent undocumented ones such as 14 or 4096); the documented
/// ones are static members and are the only ones `init?(argument:)` accepts.
public struct ImageSize: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The documented name (`"large"`), or the id for an undocumented size.
    public var name: String { Self.catalog[rawValue]?.name ?? word ?? String(rawValue) }

    public var description: String { name }

    /// The size as a `SizeKey`: its number, or its word (`k`).
    public var key: SizeKey { word.flatMap { SizeKey($0) } ?? SizeKey(rawValue) }

    public var isDocumented: Bool { Self.catalog[rawValue] != nil }

    /// Parses a documented size given by id (`"4"`, `"2048"`) or by name (`"large"`, any case).
    public init?(argument: String) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if let id = Int(trimmed) {
            guard Self.catalog[id] != nil else { return nil }
            self.init(rawValue: id)
        } else {
            guard let size = Self.documented.first(where: { $0.name == trimmed }) else { return nil }
            self = size
        }
    }
}

extension ImageSize {
    /// Photomania's names for 1…5 (70, 140 and 280 px squares; 900 and 1170 px on the longest edge).
    public static let tiny = ImageSize(rawValue: 1)
    public static let small = ImageSize(rawValue: 2)
    public static let medium = ImageSize(rawValue: 3)
    public static let large = ImageSize(rawValue: 4)
    public static let xlarge = ImageSize(rawValue: 5)

    public static let square100 = ImageSize(rawValue: 100)
    public static let square200 = ImageSize(rawValue: 200)
    public static let square440 = ImageSize(rawValue: 440)
    public static let square600 = ImageSize(rawValue: 600)

    public static let height300 = ImageSize(rawValue: 20)
    public static let height450 = ImageSize(rawValue: 31)
    public static let height600 = ImageSize(rawValue: 21)
    public static let height1080 = ImageSize(rawValue: 6)

    public static let px256 = ImageSize(rawValue: 30)
    public static let px1080 = ImageSize(rawValue: 1080)
    public static let px1600 = ImageSize(rawValue: 1600)
    /// The largest size the API serves; there are no originals.
    public static let px2048 = ImageSize(rawValue: 2048)

    /// Every documented size, smallest box first within each geometry.
    public static let documented: [ImageSize] = catalogEntries.map(\.size)

    struct Entry: Sendable {
        let size: ImageSize
        let name: String
        let box: Geometry
    }

    static let catalogEntries: [Entry] = [
        Entry(size: .tiny, name: "tiny", box: .square(70)),
        Entry(size: .small, name: "small", box: .square(140)),
        Entry(size: .medium, name: "medium", box: .square(280)),
        Entry(size: .square100, name: "square100", box: .square(100)),
        Entry(size: .square200, name: "square200", box: .square(200)),
        Entry(size: .square440, name: "square440", box: .square(440)),
        Entry(size: .square600, name: "square600", box: .square(600)),
        Entry(size: .px256, name: "px256", box: .longestEdge(256)),
        Entry(size: .large, name: "large", box: .longestEdge(900)),
        Entry(size: .px1080, name: "px1080", box: .longestEdge(1080)),
        Entry(size: .xlarge, name: "xlarge", box: .longestEdge(1170)),
        Entry(size: .px1600, name: "px1600", box: .longestEdge(1600)),
        Entry(size: .px2048, name: "px2048", box: .longestEdge(2048)),
        Entry(size: .height300, name: "height300", box: .height(300)),
        Entry(size: .height450, name: "height450", box: .height(450)),
        Entry(size: .height600, name: "height600", box: .height(600)),
        Entry(size: .height1080, name: "height1080", box: .height(1080)),
    ]

    static let catalog: [Int: Entry] = Dictionary(uniqueKeysWithValues: catalogEntries.map { ($0.size.rawValue, $0) })
}

extension ImageSize: Codable {
    /// `images[].size` is a number, or a numeric string in 2012 answers.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decodeFlexibleInt())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
