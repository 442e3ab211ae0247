import Foundation

/// A JSON value of an Action API answer (`formatversion=2`): flags are `true` or absent, every
/// member says its own type.
indirect enum CommonsJSON: Encodable, Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([CommonsJSON])
    case object([String: CommonsJSON])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// UTF-8 as fv2 sends it: raw non-ASCII, `/` unescaped, control characters as `\u00XX`;
    /// keys sorted so that equal answers are equal bytes.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
