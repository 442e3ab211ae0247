/// One positional argument of a command, addressed by its `name` (`"ID"`, `"TERM"`).
public struct PositionalSpec: Sendable, Equatable {
    public enum Arity: Sendable, Equatable {
        case required
        case optional
        /// Takes every remaining argument; must be the last positional.
        case variadic(minimum: Int)
    }

    public let name: String
    public let arity: Arity
    public let help: String
    /// When not empty, the only values accepted (e.g. `stats`, `clear`, `prune`).
    public let choices: [String]

    public init(name: String, arity: Arity, help: String, choices: [String] = []) {
        self.name = name
        self.arity = arity
        self.help = help
        self.choices = choices
    }

    public static func required(_ name: String, help: String, choices: [String] = []) -> PositionalSpec {
        PositionalSpec(name: name, arity: .required, help: help, choices: choices)
    }

    public static func optional(_ name: String, help: String, choices: [String] = []) -> PositionalSpec {
        PositionalSpec(name: name, arity: .optional, help: help, choices: choices)
    }

    public static func variadic(_ name: String, minimum: Int = 1, help: String) -> PositionalSpec {
        PositionalSpec(name: name, arity: .variadic(minimum: minimum), help: help)
    }

    /// How the argument appears in a usage line: `ID`, `[DIR]`, `ID...`, `[ID...]`.
    public var synopsis: String {
        switch arity {
        case .required: name
        case .optional: "[\(name)]"
        case .variadic(let minimum): minimum > 0 ? "\(name)..." : "[\(name)...]"
        }
    }
}
