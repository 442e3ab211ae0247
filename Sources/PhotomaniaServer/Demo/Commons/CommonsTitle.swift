import Foundation

/// Titles as MediaWiki normalises them (contract §7): a namespace prefix (`File:`, its alias
/// `Image:`, `Category:`, `Template:`), spaces for underscores, the first letter upper-case.
struct CommonsTitle: Equatable {
    static let file = 6, template = 10, category = 14

    let namespace: Int
    /// Without the prefix, normalised.
    let text: String

    var full: String {
        (Self.prefixes.first { $0.namespace == namespace }?.name ?? "") + text
    }

    private static let prefixes: [(name: String, namespace: Int)] = [("File:", file), ("Template:", template), ("Category:", category), ("Image:", file)]

    /// The title `raw` names, or nil when it is empty or holds a character titles may not.
    init?(_ raw: String) {
        var rest = Substring(raw.replacingOccurrences(of: "_", with: " "))
        rest = rest.drop { $0 == " " }
        var namespace = 0
        if let colon = rest.firstIndex(of: ":"),
           let known = Self.prefixes.first(where: { $0.name.dropLast().caseInsensitiveCompare(rest[..<colon].trimmingCharacters(in: .whitespaces)) == .orderedSame }) {
            namespace = known.namespace
            rest = rest[rest.index(after: colon)...]
        }
        let words = rest.split(separator: " ").joined(separator: " ")
        guard let first = words.first, !words.unicodeScalars.contains(where: { "#<>[]|{}".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        self.namespace = namespace
        text = first.uppercased() + words.dropFirst()
    }

    static func dbKey(_ text: String) -> String {
        text.replacingOccurrences(of: " ", with: "_")
    }

    /// PHP's `rawurlencode`, as upload URLs encode a DB key: all but `A–Z a–z 0–9 - _ . ~`.
    static func uploadEncoded(_ text: String) -> String {
        encoded(text, keeping: "-_.~")
    }

    /// Wiki page URLs keep `( ) , : ; @ $ ! * / ~` literal.
    static func wikiEncoded(_ text: String) -> String {
        encoded(dbKey(text), keeping: "-_.~(),:;@$!*/")
    }

    private static func encoded(_ text: String, keeping extra: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8).union(extra.utf8)
        var result = ""
        for byte in text.utf8 {
            if kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
