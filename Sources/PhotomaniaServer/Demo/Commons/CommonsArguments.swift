import Foundation

/// An Action API request's parameters: the query string and a form-encoded body (which wins),
/// read with MediaWiki's rules for enums, `|`-lists, limits and presence flags.
struct CommonsArguments {
    private let form: DemoForm

    init(_ request: HTTPRequest) {
        form = DemoForm(request)
    }

    func string(_ name: String) -> String? {
        form.value(name)
    }

    func required(_ name: String) throws(CommonsError) -> String {
        guard let value = string(name), !value.isEmpty else { throw .missingParameter(name) }
        return value
    }

    /// A boolean parameter: present means true, whatever its value.
    func flag(_ name: String) -> Bool {
        string(name) != nil
    }

    /// A multi-value parameter: `|`-separated, or U+001F-separated when it starts with U+001F.
    func list(_ name: String) -> [String] {
        guard let value = string(name), !value.isEmpty else { return [] }
        if value.hasPrefix("\u{1F}") { return value.dropFirst().split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init) }
        return value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// One of `allowed`, or `fallback` when absent.
    func choice(_ name: String, _ allowed: Set<String>, default fallback: String) throws(CommonsError) -> String {
        guard let value = string(name) else { return fallback }
        guard allowed.contains(value) else { throw .badValue(name, value) }
        return value
    }

    /// Values each among `allowed`, or `fallback` when absent.
    func choices(_ name: String, _ allowed: Set<String>, default fallback: [String]) throws(CommonsError) -> [String] {
        guard string(name) != nil else { return fallback }
        let values = list(name)
        if let unknown = values.first(where: { !allowed.contains($0) }) { throw .badValue(name, unknown) }
        return values
    }

    func integer(_ name: String) throws(CommonsError) -> Int? {
        guard let value = string(name) else { return nil }
        guard let number = Self.integer(value) else { throw .badInteger(name, value) }
        return number
    }

    /// A `…limit`: `max` or a number, brought into 1…`maximum` as MediaWiki does.
    func limit(_ name: String, default fallback: Int = 10, maximum: Int = 500) throws(CommonsError) -> Int {
        guard let value = string(name) else { return fallback }
        if value == "max" { return maximum }
        guard let number = Self.integer(value) else { throw .badInteger(name, value) }
        return min(max(number, 1), maximum)
    }

    /// A decimal integer of at most 18 digits, optionally signed.
    static func integer(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
        guard (1...18).contains(digits.utf8.count), digits.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
