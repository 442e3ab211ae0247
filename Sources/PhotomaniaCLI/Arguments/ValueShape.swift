/// What a word must look like for an option with an optional value to take it as its value
/// (`--json id,name`); any other word is left for the next option or argument. Two shapes are
/// the same when their names are.
public struct ValueShape: Sendable, Equatable {
    /// `"field list"`: what the shape is, for comparing specs.
    public let name: String
    let matches: @Sendable (String) -> Bool

    public init(_ name: String, matches: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.matches = matches
    }

    public static func == (lhs: ValueShape, rhs: ValueShape) -> Bool {
        lhs.name == rhs.name
    }
}
