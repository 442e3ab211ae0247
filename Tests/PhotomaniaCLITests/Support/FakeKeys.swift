@testable import PhotomaniaCLI

/// Typed declarations of the test specs' options and positionals, made by name as a command
/// declares its own: each reads what the parser kept under that name, so the parser tests read
/// values the way every command does (`parsed[option]`).
enum FakeKeys {
    static func flag(_ name: String) -> Option<Bool> {
        .flag(name, help: "")
    }

    static func text(_ name: String) -> Option<String?> {
        .text(name, "", help: "")
    }

    /// Every value of a repeatable option.
    static func texts(_ name: String) -> Option<[String]> {
        .repeatable(name, "", help: "", expected: "", as: { $0 })
    }

    static func number(_ name: String, in range: some WholeNumberRange = AnyWholeNumber()) -> Option<Int?> {
        .number(name, help: "", in: range)
    }

    static func positional(_ name: String) -> Argument<String?> {
        .optional(name, help: "")
    }

    static func positionals(_ name: String) -> Argument<[String]> {
        .variadic(name, minimum: 0, help: "")
    }

    static func numbers(_ name: String, in range: some WholeNumberRange) -> Argument<[Int]> {
        .numbers(name, minimum: 0, help: "", in: range)
    }
}
