/// An id a photo service gives one of its things (a photo, a user, a collection, a comment, an
/// image size): text the service defines. 500px's are numbers; Flickr's user ids are NSIDs
/// (`12037949754@N01`) and its comment ids `6065-109722179-72057594077818641`.
///
/// Text that is a canonical decimal fitting Int64 (`42`, not `042` or `+42`) is a number: it is
/// held as one and written to JSON as one, so 500px's ids stay numbers in `--json`, names,
/// tables and the archive. Any other text is written as a JSON string. `Kind` keeps a photo's id
/// from being passed as a user's.
public struct ServiceID<Kind: ServiceIDKind>: Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case number(Int64)
        case text(String)
    }

    private let storage: Storage

    /// The longest id taken from a service, in UTF-8 bytes.
    public static var maxBytes: Int { 128 }

    public init(_ number: Int64) {
        storage = .number(number)
    }

    public init(_ number: Int) {
        storage = .number(Int64(number))
    }

    /// The id `text` spells, when it may name a file: 1–`maxBytes` bytes, no control or format
    /// character, no `/` or `\`. Every id from a service's answer or a user's argument comes
    /// through here before it reaches a file name.
    public init?(_ text: String) {
        guard Self.isAcceptable(text) else { return nil }
        self.init(unchecked: text)
    }

    /// The program's own text (a literal): normalised, not checked.
    private init(unchecked text: String) {
        if let number = Int64(text), String(number) == text { storage = .number(number) } else { storage = .text(text) }
    }

    /// The id as text: what `{id}`, file names, paths and tables show.
    public var text: String {
        switch storage {
        case .number(let number): String(number)
        case .text(let text): text
        }
    }

    /// The id as a number when it is one.
    public var number: Int? {
        if case .number(let number) = storage { return Int(exactly: number) }
        return nil
    }

    /// Whether `text` may be an id: see `init?(_:)`.
    public static func isAcceptable(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= maxBytes else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: false
            default: scalar != "/" && scalar != "\\"
            }
        }
    }
}

/// What a `ServiceID` names; a kind is an empty enum.
public protocol ServiceIDKind: Sendable {}

extension ServiceID: CustomStringConvertible, LosslessStringConvertible {
    public var description: String { text }
}

extension ServiceID: Comparable {
    /// Numbers in numeric order, then texts in the order of their UTF-8 bytes.
    public static func < (lhs: ServiceID, rhs: ServiceID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.number(let left), .number(let right)): left < right
        case (.number, .text): true
        case (.text, .number): false
        case (.text(let left), .text(let right)): left.utf8.lexicographicallyPrecedes(right.utf8)
        }
    }
}

extension ServiceID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    public init(stringLiteral value: String) {
        self.init(unchecked: value)
    }
}

extension ServiceID: Codable {
    /// A JSON number (a whole one; `5.0` is 5), or a string that `init?(_:)` takes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int64.self) {
            self.init(number)
        } else if let number = try? container.decode(Double.self), let whole = Int64(exactly: number) {
            self.init(whole)
        } else {
            let text = try container.decode(String.self)
            guard let id = ServiceID(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an id: too long, empty, or holding a control character or a slash")
            }
            self = id
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}
