import Foundation
import PhotomaniaKit

/// Reads the config file's keys one by one, each into its type, and collects every problem
/// instead of stopping at the first. A key that is absent or `null` is not set.
struct ConfigReader {
    struct Problem {
        /// `jobs: expected a whole number from 1 to 64, got the string "8"`.
        let text: String
        /// What would fix it, when something specific would.
        let hint: String?
    }

    let object: [String: Any]
    let home: String
    /// `flickr.` for the keys of the `flickr` section, as problems name them.
    let prefix: String
    private(set) var problems: [Problem] = []

    init(object: [String: Any], home: String, prefix: String = "") {
        self.object = object
        self.home = home
        self.prefix = prefix
    }

    /// A JSON object of keys, `known`, that `read` reads with a reader of its own: its problems
    /// are this file's, each naming its key in full (`flickr.api: expected …`).
    mutating func section<T>(_ key: String, known: [String], _ read: (inout ConfigReader) -> T) -> T? {
        guard let value = given(key) else { return nil }
        guard let object = value as? [String: Any] else { return mismatch(key, expected: "an object with the keys " + known.joined(separator: ", "), value) }
        var inner = ConfigReader(object: object, home: home, prefix: prefix + key + ".")
        let result = read(&inner)
        inner.reportUnknownKeys(known: known)
        problems += inner.problems
        return result
    }

    mutating func string(_ key: String) -> String? {
        guard let value = given(key) else { return nil }
        guard let text = value as? String else { return mismatch(key, expected: "a string", value) }
        return text
    }

    /// An http(s) URL with a host.
    mutating func url(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        guard Settings.isAPIURL(text) else {
            return mismatch(key, expected: "an http(s) URL such as http://127.0.0.1:8500/v1", Redaction.redact(text))
        }
        return text
    }

    /// A folder: `~`, `~user` and `$HOME` at its start expanded.
    mutating func folder(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        guard !text.isEmpty else { return mismatch(key, expected: "a folder", text) }
        do {
            return try PathExpansion.expand(text, home: home)
        } catch {
            return fail("\(prefix)\(key): there is no user " + Self.quoted(error.name, with: "'") + " for its ~", hint: "write the folder out, or start it with ~/ for your own home")
        }
    }

    mutating func wholeNumber(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = given(key) else { return nil }
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard JSONValueKind(of: value) == .number, let number = value as? NSNumber,
              let whole = Int(exactly: number.doubleValue), range.contains(whole)
        else { return mismatch(key, expected: expected, value) }
        return whole
    }

    /// An image size: an id (a number or a string) or a name.
    mutating func size(_ key: String) -> ImageSize? {
        guard let value = given(key) else { return nil }
        let expected = "an image size such as 2048 or large"
        let text: String? = switch JSONValueKind(of: value) {
        case .number: (value as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }.map(String.init)
        case .string: value as? String
        default: nil
        }
        guard let text, let size = ImageSize(argument: text) else { return mismatch(key, expected: expected, value) }
        return size
    }

    /// A `--filename`/`--dir` format.
    mutating func template(_ key: String) -> NameTemplate? {
        guard let text = string(key) else { return nil }
        do {
            return try NameTemplate(text)
        } catch {
            return fail("\(prefix)\(key): not a valid format: \(error.description)", hint: NameTemplateOptions.hint(for: error))
        }
    }

    /// Keys nobody reads, each with the key likely meant.
    mutating func reportUnknownKeys(known: [String]) {
        for unknown in object.keys.sorted() where !known.contains(unknown) {
            let likely = closestMatch(to: unknown, among: known) ?? known.first { unknown.hasPrefix($0) }
            let _: Void? = fail("unknown key " + Self.quoted(prefix + unknown, with: "'"), hint: likely.map { "did you mean '\($0)'?" } ?? "its keys are " + known.joined(separator: ", "))
        }
    }

    private func given(_ key: String) -> Any? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        return value
    }

    private mutating func mismatch<T>(_ key: String, expected: String, _ value: Any) -> T? {
        fail("\(prefix)\(key): expected \(expected), got \(Self.described(value))", hint: nil)
    }

    private mutating func fail<T>(_ text: String, hint: String?) -> T? {
        problems.append(Problem(text: text, hint: hint))
        return nil
    }

    /// `the string "8"`, `the number 8`, `true`, `a list`.
    static func described(_ value: Any) -> String {
        let kind = JSONValueKind(of: value)
        switch kind {
        case .string: return "the string " + quoted(value as? String ?? "")
        case .number: return "the number \((value as? NSNumber)?.stringValue ?? "")"
        case .boolean: return (value as? Bool) == true ? "true" : "false"
        case .null, .list, .object: return kind.withArticle
        }
    }

    /// `text` cut to a sane length and quoted as JSON writes a string, so that a line break or a
    /// control character in it stays two visible characters: the error is one line.
    static func quoted(_ text: String, with quote: String = "\"") -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let encoded = (try? encoder.encode(text.echoed)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return quote + encoded.dropFirst().dropLast() + quote
    }
}
