import Foundation

/// The response directives of `Cache-Control` (RFC 9111 5.2.2) that a private client cache acts on.
public struct CacheControl: Sendable, Equatable {
    /// The largest delta-seconds a cache must represent (RFC 9111 1.2.2); larger values are clamped to it.
    public static let maximumDeltaSeconds = 2_147_483_648

    public var maxAge: Int?
    public var noStore = false
    public var noCache = false
    public var mustRevalidate = false
    public var isPrivate = false
    public var isPublic = false

    /// Parses a `Cache-Control` field value; several field lines must be joined with ", " first.
    public init(_ fieldValue: String?) {
        var maxAges: [Int?] = []
        for member in Self.members(of: fieldValue ?? "") {
            switch member.name {
            case "max-age": maxAges.append(member.value.flatMap(Self.deltaSeconds))
            case "no-store": noStore = true
            case "no-cache": noCache = true  // with or without a field list
            case "must-revalidate": mustRevalidate = true
            case "private": isPrivate = true
            case "public": isPublic = true
            default: break
            }
        }
        if let first = maxAges.first {
            let agreeing = maxAges.allSatisfy { $0 == first }
            maxAge = agreeing ? (first ?? 0) : 0
        }
    }

    /// The directives of every `Cache-Control` line of `headers`.
    public init(headers: HTTPHeaders) {
        self.init(headers.joinedValues(named: "Cache-Control"))
    }

    /// `1*DIGIT`, clamped to 2^31; nil for anything else (signs, spaces, letters, empty).
    static func deltaSeconds(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        guard let value = Int(text) else { return maximumDeltaSeconds }
        return min(value, maximumDeltaSeconds)
    }

    /// The comma-separated members as lowercased names and unquoted values, skipping empty ones.
    private static func members(of fieldValue: String) -> [(name: String, value: String?)] {
        splitOutsideQuotes(fieldValue).compactMap { member in
            let parts = member.pieces(between: "=", maxSplits: 1)
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { return nil }
            let value = parts.count > 1 ? unquoted(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            return (name, value)
        }
    }

    /// Splits at commas that are not inside a quoted string (`no-cache="a, b"` is one member),
    /// scalar by scalar (see `pieces(between:)`).
    private static func splitOutsideQuotes(_ text: String) -> [String] {
        var members: [String] = []
        var current = String.UnicodeScalarView()
        var inQuotes = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                escaped = false
            } else if inQuotes && scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                inQuotes.toggle()
            } else if scalar == "," && !inQuotes {
                members.append(String(current))
                current = String.UnicodeScalarView()
                continue
            }
            current.append(scalar)
        }
        members.append(String(current))
        return members
    }

    /// The content of a quoted string with its backslash escapes resolved; a token unchanged.
    private static func unquoted(_ value: String) -> String {
        guard value.unicodeScalars.first == "\"" else { return value }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in value.unicodeScalars.dropFirst() {
            if escaped {
                result.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                break
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension HTTPHeaders {
    /// Every value of the fields named `name` (case-insensitive), in arrival order, joined with ", "; nil when none.
    func joinedValues(named name: String) -> String? {
        let key = name.lowercased()
        let values = fields.filter { $0.name.lowercased() == key }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}
