/// The `sort_direction` values of `GET /photos`.
public enum SortDirection: String, CaseIterable, Hashable, Sendable {
    case ascending = "asc"
    case descending = "desc"

    /// Accepts `asc`/`desc` and the spelled-out `ascending`/`descending`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "asc", "ascending": self = .ascending
        case "desc", "descending": self = .descending
        default: return nil
        }
    }
}
