import Foundation
import PhotomaniaKit

/// One compact JSON object for a JSON Lines stream, keys in the order given (`event` first).
struct JSONLine {
    enum Value {
        case string(String)
        case int(Int64)
        case double(Double)
        case bool(Bool)
        /// Ids: numbers as numbers, others as strings (`ServiceID`).
        case ids([String])
        case null

        /// An id as its JSON: a number when it is one, else a string.
        static func id(_ id: ServiceID<some ServiceIDKind>) -> Value {
            id.number.map { .int(Int64($0)) } ?? .string(id.text)
        }

        static func ids(_ ids: [ServiceID<some ServiceIDKind>]) -> Value {
            .ids(ids.map { $0.number == nil ? quoted($0.text) : $0.text })
        }
    }

    private var fields: [(key: String, value: Value)] = []

    init(event: String) {
        fields.append((key: "event", value: .string(event)))
    }

    mutating func add(_ key: String, _ value: Value) {
        fields.append((key: key, value: value))
    }

    var text: String {
        "{" + fields.map { Self.quoted($0.key) + ":" + Self.encode($0.value) }.joined(separator: ",") + "}"
    }

    private static func encode(_ value: Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .int(let number): String(number)
        case .double(let number): number.isFinite ? String((number * 1000).rounded() / 1000) : "null"
        case .bool(let flag): flag ? "true" : "false"
        case .ids(let encoded): "[" + encoded.joined(separator: ",") + "]"
        case .null: "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || isUnsafeForTerminal(scalar):
                result += jsonEscape(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
