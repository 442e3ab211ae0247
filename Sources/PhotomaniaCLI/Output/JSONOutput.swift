import Foundation
import PhotomaniaKit

/// `--json`: stable snake_case keys, sorted, readable.
enum JSONOutput {
    /// The encoder leaves DEL, C1 and bidi controls raw; here they become `\u` escapes like the C0
    /// controls, so the JSON keeps its values and passes the terminal sanitiser unchanged.
    /// Outside strings JSON holds none of them, so every one found is inside a string.
    static func string(_ value: some Encodable, fields: JSONFieldSelection? = nil) throws -> String {
        let encoder = APIJSON.makeOutputEncoder()
        var data = try encoder.encode(value)
        if let fields { data = try encoder.encode(fields.apply(to: JSONDecoder().decode(JSONValue.self, from: data))) }
        let encoded = String(decoding: data, as: UTF8.self)
        guard encoded.unicodeScalars.contains(where: isUnsafeForTerminal) else { return encoded }
        var escaped = ""
        for scalar in encoded.unicodeScalars {
            if isUnsafeForTerminal(scalar) {
                escaped += jsonEscape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// `\u009b` for U+009B: how JSON writes a character inside a string (Basic Multilingual Plane only).
func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
