/// A path option's value: `text` for messages (U+FFFD for bytes that are not UTF-8), `exact`
/// byte for byte (`RawArguments`), for `ByteExactPath` to open.
public struct PathArgument: Sendable, Equatable {
    public let text: String
    public let exact: String
}

extension Option where Value == PathArgument? {
    /// `--config FILE`: the path as given, both ways.
    public static func path(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option {
        Option(.value(name, valueName, short: short, help: help)) { parsed, spec in
            parsed.texts(of: spec).last.map { PathArgument(text: $0, exact: parsed.exactText(of: spec) ?? $0) }
        }
    }
}
