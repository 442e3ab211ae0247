import Foundation

/// A JSON value of a Flickr answer. Flickr's typing drifts from field to field (contract §2:
/// ids and timestamps as strings, flags and paging as numbers, `{"_content": …}` wrappers,
/// `null` aliases), so every member says its own type.
indirect enum FlickrValue: Encodable, Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([FlickrValue])
    case object([String: FlickrValue])

    /// A number sent as a string, as Flickr sends ids, counts of views and timestamps.
    static func string(_ number: Int) -> FlickrValue {
        .string(String(number))
    }

    /// Element text: `{"_content": text}`.
    static func content(_ text: String) -> FlickrValue {
        .object(["_content": .string(text)])
    }

    static func content(_ value: FlickrValue) -> FlickrValue {
        .object(["_content": value])
    }

    /// A 0/1 flag, as a number.
    static func flag(_ value: Bool) -> FlickrValue {
        .int(value ? 1 : 0)
    }

    /// A string, or `null` when there is none (`path_alias`).
    static func stringOrNull(_ text: String?) -> FlickrValue {
        text.map { .string($0) } ?? .null
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .int(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .null: try container.encodeNil()
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// The bytes as Flickr's PHP writes them: keys sorted (equal answers, equal bytes), `/` as
    /// `\/`, and every character beyond ASCII as `\uXXXX` (UTF-16, so an emoji is two).
    var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = (try? encoder.encode(self)) ?? Data("null".utf8)
        guard encoded.contains(where: { $0 >= 0x80 }) else { return encoded }
        var escaped = ""
        escaped.reserveCapacity(encoded.count + 64)
        for unit in String(decoding: encoded, as: UTF8.self).utf16 {
            if unit < 0x80 {
                escaped.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                let hex = String(unit, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return Data(escaped.utf8)
    }
}
