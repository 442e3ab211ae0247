/// `--json` given to a command that prints a list or an object: every field, or only `fields`.
struct JSONRequest: Sendable, Equatable {
    /// Nil for `--json` alone: every field.
    let fields: JSONFieldSelection?
}

extension Option where Value == JSONRequest? {
    /// `--json`, `--json id,name` or `--json=id,name`; nil when not given.
    static func json(help: String) -> Option {
        .optionalValue("json", "FIELDS", shape: JSONFieldSelection.shape, help: help) { JSONRequest(fields: JSONFieldSelection($0)) }
    }
}
