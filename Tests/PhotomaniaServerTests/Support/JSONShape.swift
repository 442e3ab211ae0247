import Foundation

/// A JSON value read strictly: `true` is not `1`, `1` is not `"1"`, so tests can say which type a
/// member has on the wire.
indirect enum JSONNode: Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONNode].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    init(_ data: Data) throws {
        self = try JSONDecoder().decode(JSONNode.self, from: data)
    }

    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    subscript(key: String) -> JSONNode? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSONNode? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    var members: [String: JSONNode] {
        if case .object(let members) = self { return members }
        return [:]
    }

    var items: [JSONNode] {
        if case .array(let items) = self { return items }
        return []
    }

    /// Where `self` (the demo's answer) lacks a member of `expected` (a contract example) or has it
    /// with another type, recursively; arrays compare their elements pairwise, as far as both go.
    /// Members only `self` has are allowed: Flickr adds members without notice (contract §2).
    func shapeDifferences(from expected: JSONNode, at path: String = "") -> [String] {
        switch (expected, self) {
        case (.object(let wanted), .object(let got)):
            return wanted.keys.sorted().flatMap { key -> [String] in
                guard let value = got[key] else { return ["\(path).\(key) missing"] }
                return value.shapeDifferences(from: wanted[key] ?? .null, at: "\(path).\(key)")
            }
        case (.array(let wanted), .array(let got)):
            return zip(wanted, got).enumerated().flatMap { index, pair in pair.1.shapeDifferences(from: pair.0, at: "\(path)[\(index)]") }
        default:
            return expected.kind == kind ? [] : ["\(path) is \(kind), the example's is \(expected.kind)"]
        }
    }
}
