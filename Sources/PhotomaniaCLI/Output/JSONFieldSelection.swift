import Foundation

/// `--json id,name,user.username`: only those fields of the object, or of each object of the
/// array, as gh's `--json FIELDS` does; a dotted path picks a field inside another and keeps
/// its nesting (`{"user": {"username": …}}`).
struct JSONFieldSelection: Sendable, Equatable {
    let paths: [[String]]

    /// Nil for no text (`--json` alone: every field).
    init?(_ text: String?) {
        guard let text, !text.isEmpty else { return nil }
        paths = text.split(separator: ",").map { $0.split(separator: ".").map(String.init) }
    }

    /// Lowercase names, `_`, digits after the first letter, `.` and `,` between them: a word
    /// the parser takes as `--json`'s value (`--json id,name`), any other being left alone
    /// (`search --json lighthouse` searches for lighthouse).
    static let shape = ValueShape("field list", matches: isFieldList)

    /// Whether `text` is shaped like a field list.
    static func isFieldList(_ text: String) -> Bool {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        return !names.isEmpty && names.allSatisfy { name in
            guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
