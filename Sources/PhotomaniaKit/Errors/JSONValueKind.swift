import Foundation

/// The kind of a JSON value, named the way a user would say it.
public enum JSONValueKind: String, Hashable, Sendable {
    case null, boolean, number, string, list, object

    /// "a string", "an object", …
    public var withArticle: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .object: "an object"
        }
    }

    /// The kind a Swift type is decoded from, as reported in a `DecodingError`.
    init?(expectedFor type: Any.Type) {
        switch type {
        case is Bool.Type: self = .boolean
        case is any Numeric.Type: self = .number
        case is String.Type: self = .string
        case is any JSONListLike.Type: self = .list
        case is any JSONObjectLike.Type: self = .object
        default: return nil
        }
    }

    /// The kind of a value produced by `JSONSerialization`.
    public init(of value: Any) {
        switch value {
        case is NSNull: self = .null
        case let number as NSNumber: self = String(cString: number.objCType) == "c" ? .boolean : .number
        case is String: self = .string
        case is [Any]: self = .list
        default: self = .object
        }
    }
}

/// Types that decode from a JSON list or object; the decoder reports these as `Array<Any>` and
/// `Dictionary<String, Any>`.
protocol JSONListLike {}
protocol JSONObjectLike {}
extension Array: JSONListLike {}
extension Dictionary: JSONObjectLike {}
