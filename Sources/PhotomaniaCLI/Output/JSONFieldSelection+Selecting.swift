import Foundation

/// The selection applied to what a command prints.
extension JSONFieldSelection {
    /// The selected fields of `value`; a path no object has is a failure naming the fields there are.
    func apply(to value: JSONValue) throws(CommandFailure) -> JSONValue {
        let objects: [[String: JSONValue]] = switch value {
        case .array(let items): items.compactMap(\.object)
        case .object(let fields): [fields]
        default: []
        }
        for path in paths where !objects.isEmpty && !objects.contains(where: { Self.value(at: path[...], in: .object($0)) != nil }) {
            let known = Set(objects.flatMap(\.keys)).sorted()
            throw CommandFailure(
                message: "unknown JSON field '\(path.joined(separator: ".").echoed)'",
                hint: "fields: " + known.joined(separator: ", ") + "; put --json after the other arguments, or write --json=FIELDS",
                exitCode: .usage
            )
        }
        switch value {
        case .array(let items): return .array(items.map(select))
        case .object: return select(value)
        default: return value
        }
    }

    private func select(_ value: JSONValue) -> JSONValue {
        guard value.object != nil else { return value }
        var selected = JSONValue.object([:])
        for path in paths {
            if let found = Self.value(at: path[...], in: value) { selected.set(found, at: path[...]) }
        }
        return selected
    }

    static func value(at path: ArraySlice<String>, in value: JSONValue) -> JSONValue? {
        guard let name = path.first else { return value }
        return value.object?[name].flatMap { Self.value(at: path.dropFirst(), in: $0) }
    }
}

/// Any JSON value, to select fields from what a command prints and print them the same way.
indirect enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var object: [String: JSONValue]? {
        if case .object(let fields) = self { fields } else { nil }
    }

    /// Puts `value` at `path`, making the objects on the way.
    mutating func set(_ value: JSONValue, at path: ArraySlice<String>) {
        guard let name = path.first, var fields = object else { return }
        if path.count == 1 {
            fields[name] = value
        } else {
            var inner = fields[name].flatMap { $0.object != nil ? $0 : nil } ?? .object([:])
            inner.set(value, at: path.dropFirst())
            fields[name] = inner
        }
        self = .object(fields)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
